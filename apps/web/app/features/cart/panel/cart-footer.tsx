import type { Cart } from '@souk/contracts/cart';
import { Link } from 'react-router';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { minOrderReached } from '@souk/core';
import { freeDeliveryGap } from './checkout-gate.ts';

interface CartFooterProps {
  cart: Cart;
  format: CatalogFormat;
  /** "The button is shown only when not on /cart." */
  showCheckoutLink: boolean;
}

/** Spec 2 §2 footer: the minimum-order notice, the free-delivery notice and 'Go to checkout'. */
export function CartFooter({ cart, format, showCheckoutLink }: CartFooterProps) {
  const gap = freeDeliveryGap(cart);
  return (
    <div className="flex flex-col gap-2">
      {!minOrderReached(cart) && (
        <p data-testid="cart-min-order" className="text-sm font-semibold text-red-700">
          {format.t('cart.minOrder', { amount: format.money(cart.minOrderPrice) })}
        </p>
      )}
      {gap !== null && (
        <p data-testid="cart-free-delivery" className="text-sm font-medium">
          {gap > 0
            ? `${format.t('cart.freeDeliveryMore')} · ${format.t('cart.freeDeliveryMissing', { amount: format.money(gap) })}`
            : format.t('cart.freeDelivery')}
        </p>
      )}
      {showCheckoutLink && (
        <Link
          to={`/${format.locale}/cart`}
          data-testid="cart-go-to-checkout"
          className={`${primaryButton} w-full justify-between`}
        >
          <span>{format.t('cart.goToCheckout')}</span>
          <span className="tabular-nums">{format.money(cart.prices.finalTotal)}</span>
        </Link>
      )}
    </div>
  );
}
