import type { To } from 'react-router';
import {
  searchString,
  searchWithModal,
  type ModalHistoryState,
  type ModalParams,
} from './closing-rules.ts';
import type { ModalName } from './modal-names.ts';

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
