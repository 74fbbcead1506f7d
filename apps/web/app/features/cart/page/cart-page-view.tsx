import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CheckoutSlot } from '#app/lib/checkout-slot.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import CartAlerts from '../alerts/cart-alerts.tsx';
import { CartPanel } from '../panel/cart-panel.tsx';
import { startCart, useCartState } from '../state/cart-store.ts';
import { CartOptions } from './cart-options.tsx';
import { CheckoutButton } from './checkout-button.tsx';

const stay = () => undefined;

/**
 * `/{lang}/cart` (spec 2 §2 "Cart page"): the cart, its choices, and the way to checkout. The
 * checkout itself is another feature's, handed in by the route.
 */
export function CartPageView({ checkout }: { checkout?: CheckoutSlot }) {
  const root = useRootData();
  const { cart, validation } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? 'EUR');
  useEffect(() => {
    if (root) void startCart(root.clientConfig, root.signedIn);
  }, [root]);
  const back = cart ? `/${format.locale}/${cart.localityCode}` : `/${format.locale}`;
  return (
    <div data-testid="cart-page" className="mx-auto max-w-2xl px-4 pt-4 pb-16">
      <Link
        to={back}
        className={`${textLink} inline-flex min-h-11 items-center text-sm font-semibold text-muted`}
      >
        {format.t('cart.back')}
      </Link>
      <h1 className="mb-2 text-3xl font-extrabold">{format.t('cart.pageTitle')}</h1>
      <div className="rounded-3xl border border-line">
        <CartPanel place="page" close={stay}>
          {cart && cart.vendorCarts.length > 0 && (
            <>
              <CartOptions cart={cart} format={format} />
              <CheckoutButton
                cart={cart}
                validation={validation}
                format={format}
                checkout={checkout}
              />
            </>
          )}
        </CartPanel>
      </div>
      <CartAlerts />
    </div>
  );
}
