import { useSyncExternalStore } from 'react';

/**
 * One value that several parts of the page read and that changes outside React: the cart
 * glance, the header's address, the hearts' favourite ids, the account's lists. Every page's
 * first load carries it, so it stays this small.
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value and tells every subscriber; the same value again tells no one. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Reads a store in a component. `serverValue` is what the server drew (the store only fills in
 * the browser), so hydration matches and the browser's value follows right after.
 */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
