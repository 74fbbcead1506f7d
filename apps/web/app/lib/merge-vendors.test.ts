import { describe, expect, it } from 'vitest';
import { hasMorePages, mergeById } from './merge-vendors.ts';

describe('mergeById', () => {
  it('appends the next page and drops ids already shown', () => {
    const merged = mergeById([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }, { id: 'c' }]);
    expect(merged.map((v) => v.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasMorePages', () => {
  it('is true while page is below totalPages', () => {
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
