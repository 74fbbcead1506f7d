import { describe, expect, it, vi } from 'vitest';
import { favouriteStore } from './favourite-store.ts';

describe('favouriteStore', () => {
  it('reports favourite and read-from-the-API as separate bits, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = favouriteStore.subscribe(listener);
    expect(favouriteStore.state('vendor', 'v1')).toBe(0);

    favouriteStore.set('vendor', 'v1', true);
    expect(favouriteStore.state('vendor', 'v1')).toBe(1);
    // Kinds are kept apart: a product with the same id is not a favourite.
    expect(favouriteStore.state('product', 'v1')).toBe(0);

    favouriteStore.replace({ vendor: ['v2'], product: ['p1'] });
    expect(favouriteStore.state('vendor', 'v1')).toBe(2);
    expect(favouriteStore.state('vendor', 'v2')).toBe(3);
    expect(favouriteStore.has('product', 'p1')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    favouriteStore.set('vendor', 'v2', false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(favouriteStore.state('vendor', 'v2')).toBe(2);
  });
});
