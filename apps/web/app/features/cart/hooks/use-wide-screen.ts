import { useSyncExternalStore } from 'react';

/** Tailwind's `xl`: from here the cart is a side bar instead of a button. */
const WIDE = '(min-width: 1280px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** False on the server and on narrower screens. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
