import type { Cart } from '@souk/contracts/cart';

/**
 * Spec 2 §5 free-delivery notice: "shown unless takeaway, and only if prices contain
 * amountToGetFreeDelivery". Null when hidden, else what is still missing (0: free).
 */
export function freeDeliveryGap(cart: Cart): number | null {
  if (cart.receiptType === 'TAKEAWAY') return null;
  return cart.prices.amountToGetFreeDelivery;
}
