import {
  PRODUCT_UNAVAILABLE_REASONS,
  type Cart,
  type CartResponse,
  type ProductUnavailableReason,
} from '@souk/contracts/cart';
import { ApiRequestError } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { cartCalls, type CartCalls } from '../api/cart-calls.ts';
import { CART_ID_KEY } from '../cart-signal.ts';
import { getCartState, setCartState } from './cart-state.ts';

let calls: CartCalls | null = null;

export function configureCalls(config: ClientConfig): CartCalls {
  calls ??= cartCalls(config);
  return calls;
}

export function requireCalls(): CartCalls {
  if (!calls) throw new Error('The cart store has not started');
  return calls;
}

function rememberCartId(cartId: string | null): void {
  try {
    if (cartId) localStorage.setItem(CART_ID_KEY, cartId);
    else localStorage.removeItem(CART_ID_KEY);
  } catch {
    // Private modes without storage: the cart lives as long as the page.
  }
}

export const isCartNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.type === 'CartNotFoundException';

/** The reason the API gave for refusing a product, when it gave one (issue 17 item 2). */
function refusalOf(error: unknown): ProductUnavailableReason | null {
  if (!(error instanceof ApiRequestError) || !error.body) return null;
  const { unavailableReason }: Record<string, unknown> = { ...error.body };
  return PRODUCT_UNAVAILABLE_REASONS.find((reason) => reason === unavailableReason) ?? null;
}

export const isVendorsMax = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.type === 'CartVendorsMaxLimitException';

/** Spec 2 §8: "404 CartNotFoundException: the local cart is removed, the cart is cleared". */
export function forgetCart(): void {
  rememberCartId(null);
  setCartState({ cart: null, validation: null, promoResult: null });
}

/** The last cart the server answered: what an optimistic change rolls back to. */
let confirmed: Cart | null = null;
let inFlight = 0;
let queue: Promise<unknown> = Promise.resolve();
let onAnswer: (response: CartResponse) => void = () => undefined;

/** What the store does with every server answer (alerts, snackbars). */
export function onServerAnswer(handler: (response: CartResponse) => void): void {
  onAnswer = handler;
}

/** Takes a server answer as the truth, unless later changes are still on their way. */
export function acceptResponse(response: CartResponse): void {
  confirmed = response.cart;
  rememberCartId(response.cart.cartId);
  if (inFlight > 0) return;
  setCartState({ cart: response.cart, validation: response.validateCartResult });
  onAnswer(response);
}

/**
 * The cart the server drew the page with: shown at once. When a read or change is already on
 * its way, its answer still has the last word (and says what to alert about).
 */
export function acceptDrawn(response: CartResponse): void {
  if (inFlight === 0) {
    acceptResponse(response);
    return;
  }
  confirmed = response.cart;
  setCartState({ cart: response.cart, validation: response.validateCartResult });
}

export function acceptEmpty(): void {
  confirmed = null;
  forgetCart();
}

/**
 * Runs cart calls one after another (two quick taps never race on the server), showing
 * `optimistic` at once. A failed call puts back the last confirmed cart and raises the
 * generic error alert (spec 2 §8), unless `onError` handles the error (returns true).
 */
export function runMutation(
  optimistic: ((cart: Cart) => Cart) | null,
  call: () => Promise<CartResponse | null>,
  onError?: (error: unknown) => boolean,
): Promise<CartResponse | null> {
  const current = getCartState().cart;
  if (optimistic && current) setCartState({ cart: optimistic(current) });
  inFlight += 1;
  const run = queue.then(async () => {
    try {
      const result = await call();
      inFlight -= 1;
      if (result) acceptResponse(result);
      else if (inFlight === 0) setCartState({ cart: confirmed });
      return result;
    } catch (error) {
      inFlight -= 1;
      setCartState({ cart: confirmed });
      if (isCartNotFound(error)) acceptEmpty();
      if (!onError?.(error) && !isCartNotFound(error)) {
        // A refusal with a reason is said as it is, never as "Something went wrong".
        const reason = refusalOf(error);
        setCartState({ alert: reason ? { kind: 'refused', reason } : { kind: 'error' } });
      }
      return null;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
