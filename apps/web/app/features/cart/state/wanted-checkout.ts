import { getCartState, setCartState } from './cart-state.ts';

/**
 * Spec 2 §4 "Checkout gating": the wanted-checkout flag. Kept in this tab's session storage
 * too, so a reload in the middle of signing in (a reopened link, the error alert's reload)
 * still ends at the checkout the visitor asked for.
 */
const WANTED_CHECKOUT_STORAGE_KEY = 'wantedCheckout';

function store(wanted: boolean): void {
  try {
    if (wanted) sessionStorage.setItem(WANTED_CHECKOUT_STORAGE_KEY, '1');
    else sessionStorage.removeItem(WANTED_CHECKOUT_STORAGE_KEY);
  } catch {
    // Storage refused (private modes): the in-memory flag still covers this page's life.
  }
  setCartState({ wantedCheckout: wanted });
}

export const wantCheckout = (): void => store(true);
export const forgetWantedCheckout = (): void => store(false);

export function isCheckoutWanted(): boolean {
  try {
    if (sessionStorage.getItem(WANTED_CHECKOUT_STORAGE_KEY) === '1') return true;
  } catch {
    // Storage refused: the in-memory flag is all there is.
  }
  return getCartState().wantedCheckout;
}
