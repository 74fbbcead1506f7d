import { useCartGlance } from './use-cart-glance.ts';

/** Units of one product in the cart (0 without a cart): the product items' badge. */
export function useInCartCount(productId: string): number {
  return useCartGlance()?.counts[productId] ?? 0;
}
