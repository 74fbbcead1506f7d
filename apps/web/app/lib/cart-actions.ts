import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import type { OptionSelection } from '@souk/core';
import { createContext, useContext, type MouseEvent } from 'react';

/** A product as adding it to the cart needs it. */
export interface AddableProduct {
  id: string;
  vendorId: string;
  timeAvailabilityInfo: { available: boolean; closestPreorderDateTime: string | null };
  /** The section's own hours: the time dialog preselects a slot they allow. */
  sectionWorkingHours?: readonly WorkingHoursEntry[] | null;
}

/** The product modal's choice: options, quantity and comment. */
export interface ModalAddInput {
  product: AddableProduct;
  selection: OptionSelection;
  quantity: number;
  comment: string;
}

/**
 * What other features ask of the cart: the catalog's badges and add buttons, the locality switch
 * that empties it. The cart feature implements it and the app frame provides it, so no feature
 * imports the cart (features never import each other). The hooks are the same functions for
 * the whole life of the page, so calling them through the context keeps React's hook order.
 */
export interface CartActions {
  /** Units of one product in the cart (0 without a cart). */
  useInCartCount: (productId: string) => number;
  /** The click of a product item's add button when one plain unit can go to the cart at once. */
  useQuickAdd: () => (event: MouseEvent, product: AddableProduct) => void;
  /** The product modal's add; resolves true once the cart took it. */
  useModalAdd: () => (input: ModalAddInput) => Promise<boolean>;
  /** Empties the cart and forgets its stored id; the cart's code loads only when this runs. */
  clearCart: () => Promise<void>;
}

export const CartActionsContext = createContext<CartActions | null>(null);

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('No CartActionsContext');
  return actions;
}
