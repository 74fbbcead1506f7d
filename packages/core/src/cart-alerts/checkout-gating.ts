/**
 * Spec 2 §4 "Checkout gating" and §5 minimum order:
 * - "The checkout button is disabled when minimum-order conditions fail, or unavailable
 *   products or invalid vendors exist. Clicking it while disabled shows a snackbar on mobile."
 * - "An unsigned user who clicks checkout gets a wanted-checkout flag set, and AuthModal opens."
 * - "the first vendor cart totalPrice must be at least the configured minimum order price".
 */
import { summarizeValidation } from './validation-summary.ts';
import type { CartValidationInput } from './validation-summary.ts';

export type CheckoutBlock = 'INVALID_VENDORS' | 'UNAVAILABLE_PRODUCTS' | 'MIN_ORDER';

export interface CheckoutGateCart {
  /** Minor units, from the locality's delivery minOrderPrice. */
  readonly minOrderPrice: number;
  readonly vendorCarts: readonly { readonly totalPrice: number }[];
}

/** An empty cart has no first vendor cart and so does not reach any minimum. */
export function minOrderReached(cart: CheckoutGateCart): boolean {
  const first = cart.vendorCarts[0];
  return first !== undefined && first.totalPrice >= cart.minOrderPrice;
}

/** Why the checkout button is disabled, most serious first; empty when it is enabled. */
export function checkoutBlocks(
  cart: CheckoutGateCart,
  validation: CartValidationInput | null,
): readonly CheckoutBlock[] {
  const blocks: CheckoutBlock[] = [];
  if ((validation?.invalidVendors.length ?? 0) > 0) blocks.push('INVALID_VENDORS');
  if (summarizeValidation(validation).unavailableIds.length > 0) {
    blocks.push('UNAVAILABLE_PRODUCTS');
  }
  if (!minOrderReached(cart)) blocks.push('MIN_ORDER');
  return blocks;
}

export type CheckoutClick =
  /** Disabled on a phone: the snackbar for the first block (MIN_ORDER: 'We will deliver an order for an amount from {amount}'). */
  | { readonly action: 'snackbar'; readonly block: CheckoutBlock }
  /** Disabled on a wide screen: the button does nothing. */
  | { readonly action: 'none' }
  /** Set the wanted-checkout flag and open `?modal=AuthModal`. */
  | { readonly action: 'sign-in'; readonly modal: 'AuthModal' }
  | { readonly action: 'checkout' };

export function checkoutClick(input: {
  readonly blocks: readonly CheckoutBlock[];
  readonly mobile: boolean;
  readonly signedIn: boolean;
}): CheckoutClick {
  const [block] = input.blocks;
  if (block) return input.mobile ? { action: 'snackbar', block } : { action: 'none' };
  if (!input.signedIn) return { action: 'sign-in', modal: 'AuthModal' };
  return { action: 'checkout' };
}
