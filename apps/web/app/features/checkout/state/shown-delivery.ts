import type { Cart } from '@souk/contracts/cart';

/**
 * The delivery total the customer sees for the vendor part being ordered, sent with the placement
 * so the order never charges more for delivery than that (alert PAY_DELIVERY, spec 2 §8). Takeaway
 * has none. With one part it is the cart's delivery total, a FREE_DELIVERY promo code applied;
 * with several, the part's own delivery cost (before any code, so never lower than charged).
 */
export function shownDeliveryTotal(cart: Cart, vendorCartId: string | undefined): number {
  if (cart.receiptType === 'TAKEAWAY') return 0;
  if (cart.vendorCarts.length <= 1) return cart.prices.deliveryTotal;
  const part = cart.vendorCarts.find((candidate) => candidate.vendorCartId === vendorCartId);
  return part?.deliveryCost ?? cart.prices.deliveryTotal;
}
