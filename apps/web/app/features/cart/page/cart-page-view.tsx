import type { CartResponse } from '@souk/contracts/cart';
import { useEffect, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import type { CheckoutSlot } from '#app/lib/checkout-slot.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import CartAlerts from '../alerts/cart-alerts.tsx';
import { CartPanel } from '../panel/cart-panel.tsx';
import { ServerCart } from '../state/cart-state.ts';
import { seedCart, startCart, useCartState } from '../state/cart-store.ts';
import { CartOptions } from './cart-options.tsx';
import { CheckoutButton } from './checkout-button.tsx';

const stay = () => undefined;

interface CartPageViewProps {
  checkout?: CheckoutSlot;
  /** The signed-in customer's cart as the route's loader read it; null for a guest. */
  drawn?: CartResponse | null;
}

/**
 * `/{lang}/cart` (spec 2 §2 "Cart page"): the cart, its choices, and the way to checkout. The
 * checkout itself is another feature's, handed in by the route. A signed-in customer's cart is
 * drawn by the server (the lines are on the first paint); a guest's is read by the browser.
 */
export function CartPageView({ checkout, drawn = null }: CartPageViewProps) {
  const root = useRootData();
  // Before the store starts (the effect below): it takes the drawn cart instead of reading it.
  useLayoutEffect(() => {
    if (root && drawn) seedCart(root.clientConfig, drawn);
  }, [root, drawn]);
  useEffect(() => {
    if (root) void startCart(root.clientConfig, root.signedIn);
  }, [root]);
  return (
    <ServerCart value={drawn}>
      <CartPage checkout={checkout} />
    </ServerCart>
  );
}

function CartPage({ checkout }: { checkout?: CheckoutSlot }) {
  const { cart, validation } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? 'EUR');
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
