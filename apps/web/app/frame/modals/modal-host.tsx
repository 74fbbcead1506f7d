import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { MODAL_PARAM } from '#app/lib/modals/modal-link.ts';

const ModalView = lazy(() => import('./modal-view.tsx'));

/**
 * Mounted once per layout: any page opens a modal by URL. Kept tiny on purpose, the dialog and
 * the registry load only when a `modal` parameter shows up.
 */
export function ModalHost() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).get(MODAL_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <ModalView />
    </Suspense>
  );
}
