/**
 * Vendor rating filter. Bounds are strict on both sides, exactly as the spec states
 * them; the same bounds serve the API query and any client-side filtering.
 */

/** Spec 1 §9: "Rating filter values: all, good, best, the-best." */
export const RATING_FILTERS = ['all', 'good', 'best', 'the-best'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export interface RatingBounds {
  /** Exclusive lower bound. */
  readonly above: number;
  /** Exclusive upper bound. */
  readonly below: number;
}

/**
 * Spec 1 §5: "all (above 0 to below 5), good (above 0 to below 3), best (above 3.1
 * to below 4), the-best (above 4.1 to below 5)". Taken literally, 0 (unrated) and a
 * perfect 5 match no filter at all, and 3 to 3.1 and 4 to 4.1 match only "all".
 * That is the spec as written, not an off-by-one here.
 */
const BOUNDS: Readonly<Record<RatingFilter, RatingBounds>> = {
  all: { above: 0, below: 5 },
  good: { above: 0, below: 3 },
  best: { above: 3.1, below: 4 },
  'the-best': { above: 4.1, below: 5 },
};

export function isRatingFilter(value: unknown): value is RatingFilter {
  return typeof value === 'string' && (RATING_FILTERS as readonly string[]).includes(value);
}

export function ratingBounds(filter: RatingFilter): RatingBounds {
  return BOUNDS[filter];
}

export function matchesRatingFilter(rating: number, filter: RatingFilter): boolean {
  const { above, below } = BOUNDS[filter];
  return rating > above && rating < below;
}
