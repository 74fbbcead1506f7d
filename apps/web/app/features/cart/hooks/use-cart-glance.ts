import { useSyncExternalStore } from 'react';
import { getGlance, subscribeGlance, type CartGlance } from '../cart-signal.ts';

/** The cart at a glance; null on the server and until the cart store has loaded a cart. */
export function useCartGlance(): CartGlance | null {
  return useSyncExternalStore(subscribeGlance, getGlance, () => null);
}
