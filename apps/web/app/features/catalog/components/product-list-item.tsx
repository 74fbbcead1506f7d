import type { Product } from '@souk/contracts';
import { decideQuickAdd, formatCountBadge } from '@souk/core';
import { Link } from 'react-router';
import { useCartActions } from '#app/lib/cart-actions.ts';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { focusRing } from '#app/ui/styles.ts';
import { PlusIcon } from '#app/ui/counter-icons.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useProductLink } from '../hooks/use-product-link.ts';
import { PriceTag } from './price-tag.tsx';
import { ProductAvailability } from './product-availability.tsx';
import { ProductImage } from '#app/ui/product-image.tsx';

export type ProductLayout = 'row' | 'card';

/**
 * A tap answers at once: while the page's code or the product dialog's is still on its way,
 * the link tapped is marked aria-busy (see lib/early-taps.ts) and shows it.
 */
const BUSY_BUTTON =
  'aria-busy:animate-pulse aria-busy:cursor-progress aria-busy:bg-primary aria-busy:text-primary-contrast';
const BUSY_CARD =
  'aria-busy:cursor-progress aria-busy:after:animate-pulse aria-busy:after:bg-primary-soft/50';

/** Server-rendered; its code (and the favourites' fetch) comes when the page is idle. */
const FavouriteHeart = lazyHydrated(() =>
  import('#app/ui/favourite-heart.tsx').then((m) => m.FavouriteHeart),
);

interface ProductListItemProps {
  product: Product;
  format: CatalogFormat;
  /** STORE vendors show cards (picture first); restaurants show rows (text first). */
  layout: ProductLayout;
  eagerImage?: boolean;
  /** False where the section or the vendor header already says when ordering opens. */
  showTimeAvailability?: boolean;
}

/**
 * Spec 1 §2 "Product list item": name, description, price, discount price with a % badge,
 * image, an add button, a badge with the count already in the cart, an availability text.
 * The whole item opens the product modal (a stretched link); the add button sits above it.
 */
export function ProductListItem({
  product,
  format,
  layout,
  eagerImage,
  showTimeAvailability = true,
}: ProductListItemProps) {
  const linkTo = useProductLink();
  const link = linkTo(product.id);
  const orderable = product.available;
  // Spec 2 §4 quick-add: SUCCESS adds one plain unit; DEFAULT_NOT_SELECTED and
  // VALIDATION_FAILED follow the link to the product modal to choose options.
  const quickAdd = decideQuickAdd(product).result;
  const cart = useCartActions();
  const addNow = cart.useQuickAdd();
  const inCart = cart.useInCartCount(product.id);
  const card = layout === 'card';

  return (
    <article
      data-testid="product-item"
      data-product-id={product.id}
      className={`group relative flex gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:shadow-md ${
        card ? 'flex-col' : 'flex-row-reverse items-start'
      }`}
    >
      <div
        className={`relative shrink-0 ${card ? 'w-full' : ''} ${orderable ? '' : 'opacity-60 grayscale'}`}
      >
        <ProductImage
          image={product.image}
          width={card ? 300 : 112}
          height={card ? 200 : 112}
          sizes={card ? '(min-width: 768px) 240px, 45vw' : '112px'}
          eager={eagerImage}
          className={card ? 'aspect-[3/2] w-full rounded-xl' : 'size-28 rounded-xl'}
        />
        <FavouriteHeart
          kind="product"
          id={product.id}
          name={product.name}
          className="absolute -end-1 -bottom-1"
        />
        {inCart > 0 && (
          <span
            data-testid="product-in-cart"
            aria-label={format.plural('catalogue.inCart', inCart)}
            className="absolute -top-2 -start-2 min-w-7 rounded-full bg-ink px-2 py-1 text-center text-xs font-bold text-surface"
          >
            {formatCountBadge(inCart)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 self-stretch">
        <h3 className="text-base leading-snug font-semibold">
          <Link
            to={link.to}
            state={link.state}
            preventScrollReset
            data-testid="product-open"
            className={`${focusRing} rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] ${BUSY_CARD}`}
          >
            {product.name}
          </Link>
        </h3>
        {product.description && (
          <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        )}
        <ProductAvailability product={product} format={format} showTime={showTimeAvailability} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <PriceTag
            price={product.price}
            originalPrice={product.originalPrice}
            discount={product.discount}
            format={format}
          />
          {orderable && (
            <Link
              to={link.to}
              state={link.state}
              preventScrollReset
              data-testid="product-add"
              data-quick-add={quickAdd}
              onClick={quickAdd === 'SUCCESS' ? (event) => addNow(event, product) : undefined}
              aria-label={format.t('catalogue.add', { product: product.name })}
              className={`${focusRing} relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary transition hover:bg-primary hover:text-primary-contrast ${BUSY_BUTTON}`}
            >
              <PlusIcon />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
