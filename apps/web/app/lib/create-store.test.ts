import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.ts';

describe('createStore', () => {
  it('tells its subscribers of each new value, and stops after unsubscribe', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
