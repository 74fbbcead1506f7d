import type { ProductResponse } from '@souk/contracts';
import {
  EMPTY_SELECTION,
  linePriceWithOptions,
  productQuantityBounds,
  selectionProblems,
  type OptionSelection,
} from '@souk/core';
import { useState } from 'react';
import { useAddButton } from '#app/lib/use-add-button.ts';
import { useCartActions } from '#app/lib/cart-actions.ts';
import { Icon } from '#app/ui/icons.tsx';
import { focusRing, touchTarget } from '#app/ui/styles.ts';
import { PriceTag } from '../components/price-tag.tsx';
import { ProductAvailability } from '../components/product-availability.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { NutritionFacts } from './nutrition-facts.tsx';
import { OptionGroup } from './option-group.tsx';
import { ProductModalImage } from './product-modal-image.tsx';
import { Stepper } from '#app/ui/stepper.tsx';

interface ProductDetailsProps {
  product: ProductResponse;
  format: CatalogFormat;
  /** Called once the cart took the product (the modal closes). */
  onAdded: () => void;
}

/**
 * The product modal's content: picture, texts, weight, nutrition, option groups, quantity and
 * a price that follows every choice, a comment for the kitchen. The add button stays disabled
 * until the choice is complete; it sends options, quantity and comment to the cart.
 */
export function ProductDetails({ product, format, onAdded }: ProductDetailsProps) {
  const [selection, setSelection] = useState<OptionSelection>(EMPTY_SELECTION);
  const [quantity, setQuantity] = useState(1);
  const [comment, setComment] = useState('');
  const button = useAddButton();
  const addToCart = useCartActions().useModalAdd();
  const groups = [...product.componentGroups].sort((a, b) => a.order - b.order);
  const problems = selectionProblems(product, selection);
  const missing = groups.filter((group) =>
    problems.some((p) => p.kind === 'REQUIRED_GROUP_EMPTY' && p.groupId === group.id),
  );
  const orderable = product.available;
  const complete = problems.length === 0 && orderable;
  const total = linePriceWithOptions(product, selection, quantity);
  const hintId = `product-${product.id}-hint`;

  const hint = !orderable
    ? format.t('product.soldOut')
    : missing.length > 0
      ? format.t('product.chooseRequired', { groups: missing.map((g) => g.name).join(', ') })
      : null;

  const change = (next: OptionSelection) => setSelection(next);
  // The checkmark shows for its 500 ms before the modal closes.
  const add = async () => {
    const added = await button.run(() => addToCart({ product, selection, quantity, comment }));
    if (added) onAdded();
  };
  const adding = button.state !== 'ready';

  const groupList = (list: typeof groups) =>
    list.map((group) => (
      <OptionGroup
        key={group.id}
        group={group}
        selection={selection}
        onChange={change}
        format={format}
      />
    ));

  return (
    <div
      data-testid="product-details"
      data-product-id={product.id}
      // Focus moving by keyboard scrolls a control clear of the sticky footer below it (spec 1
      // §2 product modal: nothing focused is hidden), whatever the footer's height.
      className="flex flex-col [&_:is(input,button,a,summary):focus]:scroll-mt-4 [&_:is(input,button,a,summary):focus]:scroll-mb-40"
    >
      <ProductModalImage image={product.image} />
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-2">
          <h3 data-testid="product-name" className="text-2xl font-extrabold text-balance">
            {product.name}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PriceTag
              price={product.price}
              originalPrice={product.originalPrice}
              discount={product.discount}
              format={format}
              size="large"
            />
            {product.weight !== null && (
              <span data-testid="product-weight" className="text-sm text-muted">
                <span className="sr-only">
                  {format.t(product.liquid ? 'product.volume' : 'product.weight')}:{' '}
                </span>
                {format.weight(product.weight, product.liquid)}
              </span>
            )}
          </div>
          <ProductAvailability product={product} format={format} />
        </div>
        {/* The choices the add button waits for come first, the details after them. */}
        {groupList(groups.filter((group) => group.required))}
        {product.description && <p className="text-pretty text-muted">{product.description}</p>}
        {groupList(groups.filter((group) => !group.required))}
        <NutritionFacts facts={product.nutritionFacts} format={format} />
        {!product.vendor.working && (
          <p className="rounded-xl bg-canvas p-3 text-sm">{format.t('product.vendorClosed')}</p>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {format.t('cart.lineComment')}
          <input
            data-testid="product-comment"
            value={comment}
            maxLength={500}
            onChange={(event) => setComment(event.target.value)}
            placeholder={format.t('cart.lineCommentPlaceholder')}
            className="w-full rounded-xl border border-line px-3 py-2 text-base font-normal"
          />
        </label>
      </div>

      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-line bg-surface p-4">
        {hint && (
          <p
            id={hintId}
            data-testid="product-add-hint"
            className="text-sm font-medium text-primary"
          >
            {hint}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Stepper
            testId="product-quantity"
            label={format.t('product.quantity')}
            value={quantity}
            bounds={productQuantityBounds(product)}
            onChange={setQuantity}
            decreaseLabel={format.t('product.decreaseQuantity')}
            increaseLabel={format.t('product.increaseQuantity')}
          />
          <button
            type="button"
            data-testid="product-modal-add"
            data-state={button.state}
            disabled={!complete || adding}
            aria-busy={button.state === 'loading'}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => void add()}
            className={`${focusRing} ${touchTarget} flex min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-primary px-4 py-3 font-bold text-primary-contrast shadow-sm transition hover:brightness-95 disabled:cursor-not-allowed disabled:bg-line disabled:text-muted disabled:shadow-none data-[state=complete]:disabled:bg-primary data-[state=complete]:disabled:text-primary-contrast data-[state=loading]:disabled:bg-primary data-[state=loading]:disabled:text-primary-contrast`}
          >
            {button.state === 'loading' && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
              />
            )}
            {button.state === 'complete' && (
              <Icon className="size-5" strokeWidth="2.5">
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </Icon>
            )}
            <span data-testid="product-modal-total" className="whitespace-nowrap tabular-nums">
              {button.state === 'loading'
                ? format.t('cart.adding')
                : button.state === 'complete'
                  ? format.t('cart.added')
                  : format.t('product.addToCart', { price: format.money(total) })}
            </span>
          </button>
          <span role="status" className="sr-only" data-testid="product-add-status">
            {button.state === 'loading'
              ? format.t('cart.adding')
              : button.state === 'complete'
                ? format.t('cart.addedStatus')
                : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
