import type { To } from 'react-router';
import type { ModalName } from './modal-names.ts';

/**
 * The part of the modal layer every page loads (links that open a modal); the rest loads with
 * the first modal. Keep it free of imports that would pull the name list or closing rules in.
 */
export const MODAL_PARAM = 'modal';

export type ModalParams = Record<string, string | number | undefined>;

/** History state an in-app "open" leaves behind: the query the page had before the modal. */
export interface ModalHistoryState {
  modalReturn: string;
}

/** `?a=1`, or the empty string when nothing is left. */
export function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

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

export interface ModalLink {
  to: To;
  state: ModalHistoryState;
}

/**
 * `to` and `state` for a `<Link>` that opens `name` on the current page: works before the
 * page's script has loaded, and lets closing go back in history instead of piling entries.
 */
export function modalLink(currentSearch: string, name: ModalName, params?: ModalParams): ModalLink {
  const search = searchWithModal(new URLSearchParams(currentSearch), name, params);
  return { to: { search: searchString(search) }, state: { modalReturn: currentSearch } };
}
