import { describe, expect, it } from 'vitest';
import { priceLine } from './line-price.ts';

describe('priceLine: spec 2 §3 Cart item (price, originalPrice, totalPrice, discount per unit)', () => {
  it('adds the components to each unit and multiplies by the count', () => {
    expect(
      priceLine({
        unitPrice: 800,
        unitOriginalPrice: 1000,
        count: 3,
        components: [
          { price: 150, count: 2 },
          { price: 0, count: 1 },
        ],
      }),
    ).toEqual({
      price: 1100,
      originalPrice: 1300,
      discount: 200,
      totalPrice: 3300,
      originalTotal: 3900,
    });
  });

  it('has no discount without a discount price', () => {
    const line = priceLine({ unitPrice: 499, unitOriginalPrice: 499, count: 2, components: [] });
    expect(line).toMatchObject({ price: 499, discount: 0, totalPrice: 998 });
  });

  it('never charges a "discount" price above the regular price', () => {
    const line = priceLine({ unitPrice: 1200, unitOriginalPrice: 1000, count: 1, components: [] });
    expect(line).toMatchObject({ price: 1000, discount: 0 });
  });

  it('refuses fractions and negatives instead of drifting', () => {
    const base = { unitPrice: 100, unitOriginalPrice: 100, count: 1, components: [] };
    expect(() => priceLine({ ...base, unitPrice: 1.5 })).toThrow(RangeError);
    expect(() => priceLine({ ...base, count: -1 })).toThrow(RangeError);
    expect(() => priceLine({ ...base, components: [{ price: -5, count: 1 }] })).toThrow(RangeError);
  });
});
