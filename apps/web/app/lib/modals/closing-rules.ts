import { MODAL_PARAM, searchString, type ModalHistoryState } from './modal-link.ts';
import type { ModalName } from './modal-names.ts';

export { searchString, searchWithModal, type ModalParams } from './modal-link.ts';

/**
 * Spec 1 §2 "Closing rules": closing PopularProducts clears vendor and modal, closing
 * OrdersHistoryOrderPreview clears order and modal, closing any other modal clears modal.
 * Every other query parameter (filters, category, …) survives. EditAddressModal's addressId
 * is Souk's own key, not one of the spec's query parameters, read by that modal alone: it
 * goes with the modal, so closing returns to the URL the modal was opened from (and the back
 * entry before it) rather than leaving a stale id behind.
 */
const EXTRA_KEYS_CLEARED_ON_CLOSE: Partial<Record<ModalName, readonly string[]>> = {
  PopularProducts: ['vendor'],
  OrdersHistoryOrderPreview: ['order'],
  // The phone's previews of one order follow the desktop preview's rule.
  OrdersHistoryOrderStatusPreviewPopUp: ['order'],
  OrdersHistoryOrderDetailsPreviewPopUp: ['order'],
  // The currency the codes' amounts are written in belongs to the cart that opened the list.
  PersonalPromoCodesPopUp: ['currency'],
  EditAddressModal: ['addressId'],
  // Souk's own keys too: the order a success screen or a card form is about goes with it.
  SuccessScreenModal: ['orderId', 'orderNumber'],
  IframeModal: ['paymentOrderId'],
  // Whether the time dialog speaks of pickup belongs to the cart that opened it.
  PreorderModal: ['pickup'],
};

export function keysClearedOnClose(name: ModalName): readonly string[] {
  return [MODAL_PARAM, ...(EXTRA_KEYS_CLEARED_ON_CLOSE[name] ?? [])];
}

/** The query string left after closing `name`. */
export function searchAfterClose(search: URLSearchParams, name: ModalName): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of keysClearedOnClose(name)) next.delete(key);
  return next;
}

function isModalHistoryState(state: unknown): state is ModalHistoryState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'modalReturn' in state &&
    typeof state.modalReturn === 'string'
  );
}

export type CloseNavigation = { kind: 'back' } | { kind: 'replace'; search: string };

/**
 * How to close: going back in history when the entry before is exactly what the closing rule
 * asks for (so the back button does not reopen the modal), else replacing the current entry.
 */
export function closeNavigation(search: string, name: ModalName, state: unknown): CloseNavigation {
  const target = searchString(searchAfterClose(new URLSearchParams(search), name));
  if (isModalHistoryState(state) && state.modalReturn === target) return { kind: 'back' };
  return { kind: 'replace', search: target };
}
