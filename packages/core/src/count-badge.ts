/**
 * Count badges (favourites, cart, orders). Badges sit in a fixed-size bubble, so
 * large counts collapse to "nK+" instead of growing the bubble.
 */

function assertCount(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`A count must be a non-negative integer, got ${n}`);
  }
}

/**
 * Spec 1 §5: under 1000 as is, 1000 to 9999 as the first digit plus "K+", higher "9K+".
 * Note the first digit is truncated, not rounded: 1999 reads "1K+", which stays true
 * ("more than a thousand") where "2K" would overstate the count.
 */
export function formatCountBadge(n: number): string {
  assertCount(n);
  if (n < 1000) return String(n);
  if (n <= 9999) return `${Math.floor(n / 1000)}K+`;
  return '9K+';
}

/** Spec 1 §5: "A cart count badge uses a long style above 99." */
export function isLongCartBadge(n: number): boolean {
  assertCount(n);
  return n > 99;
}
