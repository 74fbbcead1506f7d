/**
 * One value that several parts of the page read and that changes outside React: the cart
 * glance, the header's address, the hearts' favourite ids, the account's lists. Every page's
 * first load carries it, so it stays this small. Components read one with React's
 * `useSyncExternalStore(store.subscribe, store.get, () => whatTheServerDrew)`.
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value and tells every subscriber. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
}
