import type { VendorCart } from '@souk/contracts/cart';
import { useEffect } from 'react';
import { ProductImage } from '#app/ui/product-image.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { Stepper } from '#app/ui/stepper.tsx';
import { focusRing, touchTarget } from '#app/ui/styles.ts';
import { TrashIcon } from '../components/cart-icon.tsx';
import { setCartState } from '../state/cart-state.ts';
import { setCutlery } from '../state/cart-store.ts';
import { CartLine } from './cart-line.tsx';

/** Spec 2 §9 "Utensil check delay 100 ms". */
const UTENSIL_CHECK_MS = 100;

interface VendorCartCardProps {
  vendorCart: VendorCart;
  format: CatalogFormat;
  /** Lines the validation result marks unavailable. */
  inaccessible: ReadonlySet<string>;
  /** The preorder line (spec 2 §2: between the vendor card and the lines). */
  timeLine: React.ReactNode;
  /** The vendor name's heading level: under the cart page's title, or under a panel's own. */
  heading: 'h2' | 'h3';
}

/** A vendor's part of the cart: its card with the trash icon, the lines and the utensils. */
export function VendorCartCard({
  vendorCart,
  format,
  inaccessible,
  timeLine,
  heading: Heading,
}: VendorCartCardProps) {
  const { utensils, cutlery, vendorCartId } = vendorCart;
  // Spec 2 §4: "If utensils are not allowed and the vendor has a count, it is set to 0
  // shortly after display."
  useEffect(() => {
    if (utensils.allowed || cutlery === 0) return;
    const timer = setTimeout(() => void setCutlery(vendorCartId, 0), UTENSIL_CHECK_MS);
    return () => clearTimeout(timer);
  }, [utensils.allowed, cutlery, vendorCartId]);

  return (
    <section
      data-testid="vendor-cart"
      data-vendor-id={vendorCart.vendorId}
      className="flex flex-col"
    >
      <div className="flex items-center gap-3">
        <ProductImage
          image={vendorCart.vendorAvatar}
          width={40}
          height={40}
          sizes="40px"
          className="size-10 shrink-0 rounded-full"
        />
        <Heading className="min-w-0 flex-1 text-lg leading-tight font-bold break-words">
          {vendorCart.vendorName}
        </Heading>
        <button
          type="button"
          data-testid="vendor-cart-clear"
          aria-label={format.t('cart.clearVendor', { vendor: vendorCart.vendorName })}
          onClick={() => setCartState({ alert: { kind: 'cleanCart' } })}
          className={`${focusRing} ${touchTarget} inline-flex items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-primary`}
        >
          <TrashIcon />
        </button>
      </div>
      {!vendorCart.deliversToAddress && (
        <p className="mt-2 rounded-xl bg-canvas p-2 text-sm font-medium text-primary">
          {format.t('cart.notDelivering')}
        </p>
      )}
      {timeLine}
      <ul className="divide-y divide-line">
        {vendorCart.items.map((item) => (
          <CartLine
            key={item.cartProductId}
            vendorCartId={vendorCartId}
            item={item}
            format={format}
            inaccessible={inaccessible.has(item.cartProductId)}
          />
        ))}
      </ul>
      {utensils.allowed && (
        <div className="flex items-center justify-between gap-3 border-t border-line pt-3">
          <span className="font-medium">{format.t('cart.utensils')}</span>
          <Stepper
            testId="cart-utensils"
            label={format.t('cart.utensils')}
            value={cutlery}
            bounds={{ min: 0, max: utensils.maxCount }}
            onChange={(next) => void setCutlery(vendorCartId, next)}
            decreaseLabel={format.t('cart.utensilsLess')}
            increaseLabel={format.t('cart.utensilsMore')}
          />
        </div>
      )}
    </section>
  );
}
