import { describe, expect, it } from 'vitest';
import { hasMoreFavourites } from './load-more-vendors.ts';

describe('favourite vendor pages (spec 1 §4 "Catalogue lists")', () => {
  it('"There are no more pages once the fetched count equals the total"', () => {
    expect(hasMoreFavourites(30, 31)).toBe(true);
    expect(hasMoreFavourites(31, 31)).toBe(false);
    expect(hasMoreFavourites(0, 0)).toBe(false);
  });
});
