import { useSyncExternalStore } from 'react';
import { cartGlance, type CartGlance } from '../cart-signal.ts';

/** The cart at a glance; null on the server and until the cart store has loaded a cart. */
export function useCartGlance(): CartGlance | null {
  return useSyncExternalStore(cartGlance.subscribe, cartGlance.get, () => null);
}
