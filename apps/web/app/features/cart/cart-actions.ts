import type { CartActions } from '#app/lib/cart-actions.ts';
import { useInCartCount } from './hooks/use-in-cart-count.ts';
import { useModalAdd } from './hooks/use-modal-add.ts';
import { useQuickAdd } from './hooks/use-quick-add.ts';

/** The cart's side of what other features ask of it (see lib/cart-actions.ts). */
export const cartActions: CartActions = {
  useInCartCount,
  useQuickAdd,
  useModalAdd,
  // The cart's own clearing (state, rollback copy and stored id), loaded only when it is needed.
  clearCart: () => import('./state/cart-runner.ts').then((runner) => runner.acceptEmpty()),
};
