/**
 * Spec 1 §4 "Address validation before a cart action": whether the storefront may go on with
 * adding to the cart, or which address step the customer has to take first.
 */

/** Result codes of spec 1 §8 that the check produces. */
export type AddressCheckResult =
  'SUCCESS' | 'ADDRESS_NOT_CHOOSEN' | 'ADDRESS_NOT_EXISTS' | 'CART_ID_NOT_FOUND';

export interface AddressCheckInput {
  /** The cart the action goes to; null or empty when there is none yet. */
  readonly cartId: string | null | undefined;
  /** How many saved addresses the customer has. */
  readonly savedAddressCount: number;
  /** The saved address chosen, if any. */
  readonly selectedAddressId: string | null | undefined;
}

/**
 * Spec 1 §4, in its order:
 * - "No cart id, addresses exist but none selected: ADDRESS_NOT_CHOOSEN."
 * - "No addresses at all: ADDRESS_NOT_EXISTS."
 * - "No cart id otherwise: CART_ID_NOT_FOUND."
 * - "With a cart id: success."
 *
 * A cart id is only made once an address exists, so with one the check passes whatever the
 * address state; the address rules apply to the case with no cart yet.
 */
export function checkAddressBeforeCartAction(input: AddressCheckInput): AddressCheckResult {
  if (input.cartId) return 'SUCCESS';
  if (input.savedAddressCount > 0 && !input.selectedAddressId) return 'ADDRESS_NOT_CHOOSEN';
  if (input.savedAddressCount <= 0) return 'ADDRESS_NOT_EXISTS';
  return 'CART_ID_NOT_FOUND';
}
