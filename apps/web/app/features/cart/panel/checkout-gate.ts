import type { Cart, ValidateCartResult } from '@souk/contracts/cart';

export type CheckoutBlock = 'minOrder' | 'unavailable' | 'vendor';

/**
 * Spec 2 §4 "Checkout gating": disabled "when minimum-order conditions fail, or unavailable
 * products or invalid vendors exist". Spec 2 §5: "the first vendor cart totalPrice must be at
 * least the configured minimum order price".
 */
export function checkoutBlock(
  cart: Cart,
  validation: ValidateCartResult | null,
): CheckoutBlock | null {
  if (validation?.invalidVendors.length) return 'vendor';
  if (validation?.invalidProducts.some((p) => p.status !== 'PRODUCT_MAX_COUNT'))
    return 'unavailable';
  if (belowMinOrder(cart)) return 'minOrder';
  return null;
}

export function belowMinOrder(cart: Cart): boolean {
  const first = cart.vendorCarts[0];
  return first !== undefined && first.totalPrice < cart.minOrderPrice;
}

/** Spec 2 §5 free-delivery notice: null when hidden, else what is still missing (0: free). */
export function freeDeliveryGap(cart: Cart): number | null {
  if (cart.receiptType === 'TAKEAWAY') return null;
  return cart.prices.amountToGetFreeDelivery;
}
