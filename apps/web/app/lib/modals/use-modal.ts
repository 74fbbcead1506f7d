import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  closeNavigation,
  searchAfterClose,
  searchString,
  searchWithModal,
  type ModalParams,
} from './closing-rules.ts';
import { MODAL_PARAM, modalLink } from './modal-link.ts';
import { isModalName, type ModalName } from './modal-names.ts';

/** The open modal (from `?modal=`), and `open` / `close` / `update` that keep other params. */
export function useModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search).get(MODAL_PARAM);
  const name = isModalName(current) ? current : null;

  const open = useCallback(
    (next: ModalName, params?: ModalParams) => {
      const link = modalLink(location.search, next, params);
      void navigate(link.to, { state: link.state, preventScrollReset: true });
    },
    [location.search, navigate],
  );

  const close = useCallback(() => {
    if (!name) return;
    const how = closeNavigation(location.search, name, location.state);
    if (how.kind === 'back') void navigate(-1);
    else void navigate({ search: how.search }, { replace: true, preventScrollReset: true });
  }, [name, location.search, location.state, navigate]);

  /** Changes the modal's own params (typed query, picked day…) without a history entry. */
  const update = useCallback(
    (params: ModalParams) => {
      if (!name) return;
      const search = searchWithModal(new URLSearchParams(location.search), name, params);
      void navigate(
        { search: searchString(search) },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    },
    [name, location.search, location.state, navigate],
  );

  /** Closes by the closing rule and changes the page's query at once (applying a filter). */
  const closeWith = useCallback(
    (change: (search: URLSearchParams) => URLSearchParams) => {
      if (!name) return;
      const search = change(searchAfterClose(new URLSearchParams(location.search), name));
      void navigate({ search: searchString(search) }, { replace: true, preventScrollReset: true });
    },
    [name, location.search, navigate],
  );

  const closeTo = useCallback(
    (params: ModalParams) =>
      closeWith((search) => {
        for (const [key, value] of Object.entries(params)) {
          if (value === undefined) search.delete(key);
          else search.set(key, String(value));
        }
        return search;
      }),
    [closeWith],
  );

  return { name, open, close, update, closeTo, closeWith };
}

export { modalLink, type ModalLink } from './modal-link.ts';
