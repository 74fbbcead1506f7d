/**
 * Spec 1 §4 "Address validation before a cart action", applied where the web needs it most:
 * going to checkout with delivery. The cart exists by then (it was made from the locality, or a
 * visitor's point), so the spec's "cart id" stands for "the cart carries the customer's chosen
 * saved address": the courier needs a saved address, not just a point.
 */
import type { AddressCheckResult } from './address-check.ts';

export interface CheckoutAddressInput {
  readonly receiptType: 'DELIVERY' | 'TAKEAWAY';
  /** The saved address the cart carries, if any. */
  readonly cartAddressId: string | null;
  readonly savedAddressIds: readonly string[];
  /** The browser's chosen saved address (session storage lastAddressId), if any. */
  readonly selectedAddressId: string | null;
}

export type CheckoutAddressStep =
  /** Nothing to ask: takeaway, or the cart already carries the chosen address. */
  | { readonly kind: 'ready' }
  /** "No cart id otherwise" (CART_ID_NOT_FOUND): the chosen address goes on the cart first. */
  | { readonly kind: 'attach'; readonly addressId: string }
  /** ADDRESS_NOT_CHOOSEN (choose one) or ADDRESS_NOT_EXISTS (add one). */
  | {
      readonly kind: 'ask';
      readonly result: Extract<AddressCheckResult, 'ADDRESS_NOT_CHOOSEN' | 'ADDRESS_NOT_EXISTS'>;
    };

/**
 * - Takeaway needs no address.
 * - "No addresses at all: ADDRESS_NOT_EXISTS."
 * - A chosen address that the cart does not carry yet is put on it (CART_ID_NOT_FOUND: the cart
 *   is made or updated from "the last address id").
 * - With none chosen, a cart already carrying one of the saved addresses goes on (a new tab has
 *   lost the session-stored choice but the cart kept it); otherwise "addresses exist but none
 *   selected: ADDRESS_NOT_CHOOSEN".
 */
export function checkoutAddressStep(input: CheckoutAddressInput): CheckoutAddressStep {
  if (input.receiptType === 'TAKEAWAY') return { kind: 'ready' };
  if (input.savedAddressIds.length === 0) return { kind: 'ask', result: 'ADDRESS_NOT_EXISTS' };
  const selected =
    input.selectedAddressId !== null && input.savedAddressIds.includes(input.selectedAddressId)
      ? input.selectedAddressId
      : null;
  if (selected !== null) {
    return selected === input.cartAddressId
      ? { kind: 'ready' }
      : { kind: 'attach', addressId: selected };
  }
  if (input.cartAddressId !== null && input.savedAddressIds.includes(input.cartAddressId)) {
    return { kind: 'ready' };
  }
  return { kind: 'ask', result: 'ADDRESS_NOT_CHOOSEN' };
}
