/** Wrong answers of money.ts that once passed every test (issue 14, mutation testing). */
import { describe, expect, it } from 'vitest';
import { formatPrice, toMinorUnits } from './money.ts';

describe('money: formatPrice', () => {
  it('formatPrice(0) is never "-€0.00" (spec 1 §1: prices with 2 decimals)', () => {
    expect(formatPrice(0, 'EUR', 'en')).toBe('€0.00');
    expect(formatPrice(0, 'KWD', 'en')).toBe('KWD\u00a00');
  });

  it('a negative amount keeps its sign, a positive one has none', () => {
    expect(formatPrice(-150, 'EUR', 'en')).toBe('-€1.50');
    expect(formatPrice(5, 'EUR', 'en')).toBe('€0.05');
  });

  it('refuses a fraction of a minor unit or a non-finite amount, naming the value', () => {
    expect(() => formatPrice(1.5, 'EUR', 'en')).toThrow(
      'Money must be an integer number of minor units, got 1.5',
    );
    expect(() => toMinorUnits(Number.NaN, 'EUR')).toThrow('Not a finite amount: NaN');
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toThrow(
      'Not a finite amount: Infinity',
    );
  });

  it('won and yen have no minor unit: 1234 minor units are 1,234, not 12.34', () => {
    expect(formatPrice(1234, 'KRW', 'en')).toBe('₩1,234');
    expect(formatPrice(1234, 'JPY', 'en')).toBe('¥1,234');
  });
});
