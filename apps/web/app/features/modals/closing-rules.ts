import { MODAL_PARAM, type ModalName } from './modal-names.ts';

/**
 * Spec 1 §2 "Closing rules": closing PopularProducts clears vendor and modal, closing
 * OrdersHistoryOrderPreview clears order and modal, closing any other modal clears modal.
 * Every other query parameter (filters, category, …) survives.
 */
const EXTRA_KEYS_CLEARED_ON_CLOSE: Partial<Record<ModalName, readonly string[]>> = {
  PopularProducts: ['vendor'],
  OrdersHistoryOrderPreview: ['order'],
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

export type ModalParams = Record<string, string | number | undefined>;

/** The query string with `name` open and its own parameters set; the rest is kept. */
export function searchWithModal(
  search: URLSearchParams,
  name: ModalName,
  params: ModalParams = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  next.set(MODAL_PARAM, name);
  return next;
}

/** `?a=1`, or the empty string when nothing is left. */
export function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** History state an in-app "open" leaves behind: the query the page had before the modal. */
export interface ModalHistoryState {
  modalReturn: string;
}

export function isModalHistoryState(state: unknown): state is ModalHistoryState {
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
