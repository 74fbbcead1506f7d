import { describe, it, expect } from 'vitest';
import {
  isRatingFilter,
  matchesRatingFilter,
  RATING_FILTERS,
  ratingBounds,
} from './rating-filter.ts';

describe('spec 1 §9 "Rating filter values: all, good, best, the-best."', () => {
  it('lists exactly those values', () => {
    expect(RATING_FILTERS).toEqual(['all', 'good', 'best', 'the-best']);
  });

  it('isRatingFilter accepts only those values', () => {
    expect(isRatingFilter('the-best')).toBe(true);
    expect(isRatingFilter('the_best')).toBe(false);
    expect(isRatingFilter(undefined)).toBe(false);
  });
});

describe('spec 1 §5 "Rating filter options: all (above 0 to below 5), good (above 0 to below 3), best (above 3.1 to below 4), the-best (above 4.1 to below 5)."', () => {
  it('ratingBounds returns the stated bounds', () => {
    expect(ratingBounds('all')).toEqual({ above: 0, below: 5 });
    expect(ratingBounds('good')).toEqual({ above: 0, below: 3 });
    expect(ratingBounds('best')).toEqual({ above: 3.1, below: 4 });
    expect(ratingBounds('the-best')).toEqual({ above: 4.1, below: 5 });
  });

  it('"all (above 0 to below 5)"', () => {
    expect(matchesRatingFilter(0.1, 'all')).toBe(true);
    expect(matchesRatingFilter(4.99, 'all')).toBe(true);
    expect(matchesRatingFilter(0, 'all')).toBe(false);
    expect(matchesRatingFilter(5, 'all')).toBe(false);
  });

  it('"good (above 0 to below 3)"', () => {
    expect(matchesRatingFilter(2.9, 'good')).toBe(true);
    expect(matchesRatingFilter(3, 'good')).toBe(false);
    expect(matchesRatingFilter(0, 'good')).toBe(false);
  });

  it('"best (above 3.1 to below 4)"', () => {
    expect(matchesRatingFilter(3.5, 'best')).toBe(true);
    expect(matchesRatingFilter(3.1, 'best')).toBe(false);
    expect(matchesRatingFilter(4, 'best')).toBe(false);
  });

  it('"the-best (above 4.1 to below 5)"', () => {
    expect(matchesRatingFilter(4.8, 'the-best')).toBe(true);
    expect(matchesRatingFilter(4.1, 'the-best')).toBe(false);
    expect(matchesRatingFilter(5, 'the-best')).toBe(false);
  });

  it('leaves the gaps the spec leaves: 3.05, 4.05 and a perfect 5 match no narrow filter', () => {
    for (const rating of [3.05, 4.05, 5]) {
      expect(RATING_FILTERS.filter((f) => f !== 'all' && matchesRatingFilter(rating, f))).toEqual(
        [],
      );
    }
  });
});
