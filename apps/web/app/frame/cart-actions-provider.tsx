import type { ReactNode } from 'react';
import { cartActions } from '#app/features/cart/cart-actions.ts';
import { CartActionsContext } from '#app/lib/cart-actions.ts';

/**
 * The cart's actions for the catalog's product items and modal and for the address selection.
 * Rendered by what shows them (the vendor page, the single-vendor home, the modals that need
 * them) rather than by the root: the home's first load does not carry the cart's add hooks.
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  return <CartActionsContext value={cartActions}>{children}</CartActionsContext>;
}
