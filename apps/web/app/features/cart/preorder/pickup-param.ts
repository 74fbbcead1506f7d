import type { Cart } from '@souk/contracts/cart';
import type { ModalParams } from '#app/lib/modals/modal-link.ts';

/**
 * The time dialog's own query key, set when the time chosen is a pickup time (issue 17 item 7):
 * the dialog's title is drawn from the URL, before the dialog's body (and the cart) has loaded.
 */
export const PICKUP_PARAM = 'pickup';

/** The params that open the time dialog for this cart: pickup wording for a takeaway. */
export function preorderModalParams(cart: Pick<Cart, 'receiptType'> | null): ModalParams {
  return { [PICKUP_PARAM]: cart?.receiptType === 'TAKEAWAY' ? '1' : undefined };
}
