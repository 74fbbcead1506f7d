import type { CartItem } from '@souk/contracts/cart';
import { useId, useState } from 'react';
import { ProductImage } from '#app/ui/product-image.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { Stepper } from '#app/ui/stepper.tsx';
import { setLineComment, setLineCount } from '../state/cart-store.ts';

interface CartLineProps {
  vendorCartId: string;
  item: CartItem;
  format: CatalogFormat;
  /** Spec 2 §8: "The label 'Inaccessible' marks unavailable lines." */
  inaccessible: boolean;
}

/** The name in the page's language when the line carries it (spec 2 §2 "by language"). */
function lineName(item: CartItem, locale: string): string {
  return item.nameI18n.values[locale] ?? item.name;
}

/**
 * Spec 2 §2 vendor order line: name by language, count, line total, discount per unit, a
 * comment saved on Enter or blur, components, weight, image at width 100, plus and minus.
 */
export function CartLine({ vendorCartId, item, format, inaccessible }: CartLineProps) {
  const name = lineName(item, format.locale);
  const [comment, setComment] = useState(item.comment);
  const fieldId = useId();
  const save = () => {
    if (comment.trim() !== item.comment)
      void setLineComment(vendorCartId, item.cartProductId, comment);
  };
  return (
    <li
      data-testid="cart-line"
      data-product-id={item.productId}
      data-inaccessible={inaccessible || undefined}
      className="flex gap-3 py-3"
    >
      <ProductImage
        image={item.image}
        width={100}
        height={100}
        sizes="100px"
        className={`size-16 shrink-0 rounded-xl ${inaccessible ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p id={`${fieldId}-name`} data-testid="cart-line-name" className="font-semibold">
            {name}
          </p>
          <p data-testid="cart-line-total" className="font-bold whitespace-nowrap tabular-nums">
            {format.money(item.totalPrice)}
          </p>
        </div>
        {inaccessible && (
          <p
            data-testid="cart-line-inaccessible"
            className="self-start rounded-full bg-canvas px-2 text-xs font-bold text-primary"
          >
            {format.t('cart.inaccessible')}
          </p>
        )}
        {item.components.length > 0 && (
          <ul data-testid="cart-line-components" className="text-sm text-muted">
            {item.components.map((component) => (
              <li key={component.componentId}>
                {component.count > 1 ? `${component.count} × ` : ''}
                {component.name}
                {component.price > 0 && ` +${format.money(component.price * component.count)}`}
              </li>
            ))}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-2 text-sm text-muted">
          {item.weight !== null && <span>{format.weight(item.weight, item.liquid)}</span>}
          {item.discount > 0 && (
            <span data-testid="cart-line-discount" className="font-semibold text-primary">
              {format.t('cart.linePerUnitDiscount', { amount: format.money(item.discount) })}
            </span>
          )}
        </p>
        {/* A visible label: a placeholder alone says nothing once the comment is typed (issue
            17 item 13); the field is also named by its line's product for screen readers. */}
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          <span id={`${fieldId}-label`} data-testid="cart-line-comment-label">
            {format.t('cart.lineComment')}
          </span>
          <input
            data-testid="cart-line-comment"
            value={comment}
            maxLength={500}
            placeholder={format.t('cart.lineCommentPlaceholder')}
            aria-labelledby={`${fieldId}-label ${fieldId}-name`}
            onChange={(event) => setComment(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              }
            }}
            className="w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm font-normal text-ink"
          />
        </label>
        <Stepper
          testId="cart-line-count"
          label={format.t('cart.lineCount', { product: name })}
          value={item.count}
          bounds={{ min: 0, max: item.maxCount }}
          onChange={(count) => void setLineCount(vendorCartId, item.cartProductId, count)}
          decreaseLabel={format.t('cart.lineDecrease', { product: name })}
          increaseLabel={format.t('cart.lineIncrease', { product: name })}
        />
      </div>
    </li>
  );
}
