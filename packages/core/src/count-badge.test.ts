import { describe, it, expect } from 'vitest';
import { formatCountBadge, isLongCartBadge } from './count-badge.ts';

describe('formatCountBadge: spec 1 §5 "Count badge: under 1000 shown as is, 1000 to 9999 as the first digit plus K+, higher 9K+."', () => {
  it('"under 1000 shown as is"', () => {
    expect(formatCountBadge(0)).toBe('0');
    expect(formatCountBadge(7)).toBe('7');
    expect(formatCountBadge(999)).toBe('999');
  });

  it('"1000 to 9999 as the first digit plus K+"', () => {
    expect(formatCountBadge(1000)).toBe('1K+');
    expect(formatCountBadge(1999)).toBe('1K+');
    expect(formatCountBadge(2500)).toBe('2K+');
    expect(formatCountBadge(9999)).toBe('9K+');
  });

  it('"higher 9K+"', () => {
    expect(formatCountBadge(10000)).toBe('9K+');
    expect(formatCountBadge(1_000_000)).toBe('9K+');
  });

  it('rejects counts that are negative or not integers', () => {
    expect(() => formatCountBadge(-1)).toThrow(RangeError);
    expect(() => formatCountBadge(1.5)).toThrow(RangeError);
    expect(() => formatCountBadge(Number.NaN)).toThrow(RangeError);
  });
});

describe('isLongCartBadge: spec 1 §5 "A cart count badge uses a long style above 99."', () => {
  it('is short up to 99 and long from 100', () => {
    expect(isLongCartBadge(0)).toBe(false);
    expect(isLongCartBadge(99)).toBe(false);
    expect(isLongCartBadge(100)).toBe(true);
    expect(isLongCartBadge(12000)).toBe(true);
  });

  it('rejects a negative count', () => {
    expect(() => isLongCartBadge(-5)).toThrow(RangeError);
  });
});
