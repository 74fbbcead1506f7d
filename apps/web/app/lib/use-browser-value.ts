import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows (storage, `navigator`), read during render: `serverValue` on
 * the server and while hydrating, so the page hydrates as the server drew it, then the browser's
 * own. `read` must return the same value for the same facts (a primitive, not a new object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
