import { describe, it, expect } from 'vitest';
import { formatWeight, isUnit, UNITS } from './weight.ts';

describe('formatWeight: spec 1 §5 "kg or l when at least 1000 and a multiple of 100, else grams or ml. Liquids use ml."', () => {
  it('"kg ... when at least 1000 and a multiple of 100"', () => {
    expect(formatWeight(1000)).toEqual({ value: 1, unit: 'kg' });
    expect(formatWeight(1500)).toEqual({ value: 1.5, unit: 'kg' });
    expect(formatWeight(1100)).toEqual({ value: 1.1, unit: 'kg' });
    expect(formatWeight(12300)).toEqual({ value: 12.3, unit: 'kg' });
  });

  it('"else grams": below 1000, or not a multiple of 100', () => {
    expect(formatWeight(0)).toEqual({ value: 0, unit: 'g' });
    expect(formatWeight(900)).toEqual({ value: 900, unit: 'g' });
    expect(formatWeight(999)).toEqual({ value: 999, unit: 'g' });
    expect(formatWeight(1250)).toEqual({ value: 1250, unit: 'g' });
    expect(formatWeight(1000.5)).toEqual({ value: 1000.5, unit: 'g' });
  });

  it('"Liquids use ml", and l for the same large values', () => {
    expect(formatWeight(330, { liquid: true })).toEqual({ value: 330, unit: 'ml' });
    expect(formatWeight(1250, { liquid: true })).toEqual({ value: 1250, unit: 'ml' });
    expect(formatWeight(1500, { liquid: true })).toEqual({ value: 1.5, unit: 'l' });
    expect(formatWeight(2000, { liquid: false })).toEqual({ value: 2, unit: 'kg' });
  });

  it('rejects negative and non-finite values', () => {
    expect(() => formatWeight(-1)).toThrow(RangeError);
    expect(() => formatWeight(Number.NaN)).toThrow(RangeError);
  });
});

describe('UNITS: spec 1 §5 "Units seen: g, ml, kg, l, km, pc."', () => {
  it('lists exactly those units', () => {
    expect(UNITS).toEqual(['g', 'ml', 'kg', 'l', 'km', 'pc']);
  });

  it('isUnit accepts only listed units', () => {
    expect(isUnit('pc')).toBe(true);
    expect(isUnit('lb')).toBe(false);
    expect(isUnit('KG')).toBe(false);
  });
});
