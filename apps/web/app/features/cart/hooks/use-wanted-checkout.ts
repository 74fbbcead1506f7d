import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { MODAL_PARAM } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { startCart } from '../state/cart-store.ts';
import { clickCheckout, isPhoneWidth } from '../state/checkout-flow.ts';
import { forgetWantedCheckout, isCheckoutWanted } from '../state/wanted-checkout.ts';

/** The sign-in flow's modals (spec 1 §4): phone, code, name, then the address step. */
const SIGN_IN_MODALS: ReadonlySet<string> = new Set([
  'AuthModal',
  'AuthConfirmModal',
  'AuthNameModal',
  'AuthAddressModal',
]);

/**
 * Spec 2 §4 "Checkout gating": a visitor who clicked checkout signs in first. Once the sign-in
 * flow is over (name and address steps included) the checkout they asked for goes on: back to
 * the cart, then the same step as a click, on the merged cart. Closing the sign-in while still
 * a visitor drops the flag, so a later sign-in from elsewhere does not jump to checkout.
 */
export function useWantedCheckout(enabled: boolean): void {
  const root = useRootData();
  const { locale } = useTranslator();
  const { search } = useLocation();
  const navigate = useNavigate();
  const onCartPage = useMatches().some((match) => match.id === 'cart');
  const modal = new URLSearchParams(search).get(MODAL_PARAM);
  const signedIn = root?.signedIn ?? false;
  const config = root?.clientConfig;
  // Set by the render before: "closed" is a sign-in modal giving way to something else.
  const previousModal = useRef(modal);
  useEffect(() => {
    const previous = previousModal.current;
    previousModal.current = modal;
    if (!enabled || !config || !isCheckoutWanted()) return;
    if (modal !== null && SIGN_IN_MODALS.has(modal)) return; // still signing in
    if (!signedIn) {
      if (previous !== null && SIGN_IN_MODALS.has(previous)) forgetWantedCheckout();
      return;
    }
    forgetWantedCheckout();
    if (!onCartPage) void navigate(`/${locale}/cart`);
    void startCart(config, true).then(() =>
      clickCheckout({ signedIn: true, mobile: isPhoneWidth(), openSignIn: () => undefined }),
    );
  }, [enabled, modal, signedIn, config, onCartPage, locale, navigate]);
}
