import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { MODAL_PARAM } from '#app/lib/modals/modal-link.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useWantedCheckout } from '../hooks/use-wanted-checkout.ts';
import { refreshCart, startCart, useCartState } from '../state/cart-store.ts';
import type { CartSlotPart } from './cart-slot-part.ts';
import { FloatingCartButton } from './floating-cart-button.tsx';
import { HeaderCartButton } from './header-cart-button.tsx';

const CartSidebar = lazy(() => import('../panel/cart-sidebar.tsx'));
const CartAlerts = lazy(() => import('../alerts/cart-alerts.tsx'));

/**
 * Spec 2 §2 "Floating cart button … hidden on the cart, support, cart modal, address modal, 404
 * and CMS pages". Support, 404 and CMS pages use the header-only layout, which has no page slot.
 */
const NO_FLOATING_MODALS = new Set(['Cart', 'AuthAddressModal', 'EditAddressModal']);

/** The cart's buttons (and the desktop side bar), loaded once a cart exists. */
export default function CartChrome({ part }: { part: CartSlotPart }) {
  const root = useRootData();
  const { search } = useLocation();
  // Spec 2 §4 "Cart lifecycle" on start, and again when the customer signs in or out.
  useEffect(() => {
    if (root) void startCart(root.clientConfig, root.signedIn);
  }, [root]);
  // Two tabs share the cart: coming back to this one shows what the other did.
  useEffect(() => {
    if (part !== 'page') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshCart();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [part]);
  const onCartPage = useMatches().some((match) => match.id === 'cart');
  // Once per page: the header's part is on every page a visitor can sign in from.
  useWantedCheckout(part === 'header');
  // The alert's code (and the catalog formatters it shares) loads with the first alert.
  const { alert, snackbar, cart } = useCartState();
  if (part === 'header') return <HeaderCartButton />;
  if (onCartPage) return null;
  const modal = new URLSearchParams(search).get(MODAL_PARAM);
  return (
    <>
      {!NO_FLOATING_MODALS.has(modal ?? '') && <FloatingCartButton />}
      <Suspense fallback={null}>
        {/* An add the API refused leaves an empty cart: no empty side bar jumps in for it. */}
        {cart && cart.vendorCarts.length > 0 && <CartSidebar />}
        {(alert || snackbar) && <CartAlerts />}
      </Suspense>
    </>
  );
}
