import type {
  Cart,
  CartResponse,
  ProductUnavailableReason,
  PromoCodeResult,
  ValidateCartResult,
} from '@souk/contracts/cart';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { createStore } from '#app/lib/create-store.ts';
import { cartGlance } from '../cart-signal.ts';
import { glanceOf } from './optimistic.ts';

/** An alert the cart asks the customer to answer (spec 2 §4 "Cart alert events", §8). */
export type CartAlertRequest =
  /** From a validation result: what core's decision says to show. */
  | { kind: 'validation'; validation: ValidateCartResult }
  /** Spec 2 §8: any failed cart operation; confirming reloads the page. */
  | { kind: 'error' }
  /** A refusal the checkout put in words (the API's sentence): shown as it is, OK closes it. */
  | { kind: 'message'; text: string }
  /** A product the API refused, with its reason: said as it is, confirming only closes. */
  | { kind: 'refused'; reason: ProductUnavailableReason }
  | { kind: 'vendorsMax' }
  /** "Removing the last item asks for confirmation to clear the cart." */
  | { kind: 'lastProduct'; vendorCartId: string; cartProductId: string }
  /** The trash icon of a vendor card. */
  | { kind: 'cleanCart' }
  /** Spec 1 §4 address check before checkout: add an address, or choose one. */
  | { kind: 'address'; result: 'ADDRESS_NOT_CHOOSEN' | 'ADDRESS_NOT_EXISTS' };

export interface CartSnackbar {
  id: number;
  text: 'maxCount' | 'minOrder' | 'checkoutBlocked' | 'notDelivering' | 'noTakeaway';
}

export interface CartState {
  cart: Cart | null;
  validation: ValidateCartResult | null;
  /** True until the first load settles (a stored id or a customer's cart). */
  loading: boolean;
  /** Units added by taps whose call has not answered yet, per product id. */
  pendingAdds: Readonly<Record<string, number>>;
  alert: CartAlertRequest | null;
  snackbar: CartSnackbar | null;
  promoResult: PromoCodeResult | null;
  /** Spec 2 §4 checkout gating: set when a visitor asked to check out, before signing in. */
  wantedCheckout: boolean;
  /** A checkout click's address check is on its way. */
  checkoutBusy: boolean;
  /**
   * The cart the last checkout click found ready (identity): any change to the cart gives a
   * new object, which asks for a new check.
   */
  checkoutReadyFor: Cart | null;
  /** The time picked before a cart existed (null: ASAP). */
  preferredPreorder: string | null;
  /** An add that waits for the preorder modal (spec 2 §4 "Opening a product"). */
  pendingAfterPreorder: PendingAdd | null;
}

interface PendingAdd {
  run: () => void;
  /** Whose product waits: its hours shape the pickers where the page names no vendor. */
  vendorId: string;
  /** The product section's own hours (a breakfast menu), null when it follows the vendor. */
  sectionHours: readonly WorkingHoursEntry[] | null;
  /** When the product can be ordered for next (local date-time), for the info text. */
  availableAt: string | null;
}

const INITIAL_STATE: CartState = {
  cart: null,
  validation: null,
  loading: false,
  pendingAdds: {},
  alert: null,
  snackbar: null,
  promoResult: null,
  wantedCheckout: false,
  checkoutBusy: false,
  checkoutReadyFor: null,
  preferredPreorder: null,
  pendingAfterPreorder: null,
};

const store = createStore<CartState>(INITIAL_STATE);

export const getCartState = (): CartState => store.get();

export function setCartState(patch: Partial<CartState>): void {
  const glanceChanged = 'cart' in patch || 'pendingAdds' in patch;
  const state = { ...store.get(), ...patch };
  store.set(state);
  if (glanceChanged) cartGlance.set(glanceOf(state.cart, state.pendingAdds));
}

/**
 * The cart the server drew the views inside it with: the cart page's loader reads a
 * signed-in customer's cart, and the page provides it here. Elsewhere (and for a guest,
 * whose cart only the browser knows) there is none.
 */
export const ServerCart = createContext<CartResponse | null>(null);

/** The initial state with the server's cart in it. */
function stateWithCart(response: CartResponse | null): CartState {
  if (!response) return INITIAL_STATE;
  return { ...INITIAL_STATE, cart: response.cart, validation: response.validateCartResult };
}

/**
 * The server draws every cart view with the initial state, with the cart it read when there
 * is one (ServerCart): so does the hydrating page, even when the store already has the cart
 * (the cart page's body hydrates after the header has loaded it), and then it shows the cart.
 */
export function useCartState(): CartState {
  const drawn = useContext(ServerCart);
  const serverState = useMemo(() => stateWithCart(drawn), [drawn]);
  return useSyncExternalStore(store.subscribe, store.get, () => serverState);
}

let snackbarId = 0;
export function showSnackbar(text: CartSnackbar['text']): void {
  snackbarId += 1;
  setCartState({ snackbar: { id: snackbarId, text } });
}
