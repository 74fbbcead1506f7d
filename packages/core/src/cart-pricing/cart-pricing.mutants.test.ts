/**
 * Wrong answers of cart-totals.ts and promo-code.ts that once passed every test (issue 14,
 * mutation testing); each test fails under the wrong answer it names. Spec 2 §3 cart prices,
 * §5 promo codes and the free-delivery notice. Amounts are minor units, written out.
 */
import { describe, expect, it } from 'vitest';
import type { CartPricingInput, VendorPartInput } from './cart-totals.ts';
import { priceCart } from './cart-totals.ts';
import { priceLine } from './line-price.ts';
import type { PromoRule } from './promo-code.ts';
import { evaluatePromo } from './promo-code.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

const fullPrice = (unitPrice: number, count: number) =>
  priceLine({ unitPrice, unitOriginalPrice: unitPrice, count, components: [] });

const neverFree: VendorPartInput = {
  vendorId: 'sushi',
  lines: [fullPrice(1200, 1)],
  deliveryPrice: 400,
  freeDeliveryFrom: null,
};
const freeFrom3000: VendorPartInput = {
  vendorId: 'pizza',
  lines: [fullPrice(1000, 1)],
  deliveryPrice: 300,
  freeDeliveryFrom: 3000,
};

const cart = (vendors: VendorPartInput[]): CartPricingInput => ({
  receiptType: 'DELIVERY',
  vendors,
  tipAmount: 0,
  minOrderPrice: 0,
  now: NOW,
  localityId: 'riga',
  customerId: null,
  promo: null,
});

const rule = (overrides: Partial<PromoRule>): PromoRule => ({
  type: 'FIXED',
  value: 500,
  maxDiscount: null,
  minCartTotal: 0,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  vendorIds: [],
  localityId: null,
  customerId: null,
  ...overrides,
});

describe('cart totals', () => {
  it('a first vendor that never offers free delivery is not reported as "Free delivery"', () => {
    const { prices } = priceCart(cart([neverFree, freeFrom3000]));
    // null: no free-delivery notice at all; 0 would read "Free delivery".
    expect(prices.amountToGetFreeDelivery).toBeNull();
    expect(prices.deliveryTotal).toBe(700);
  });

  it('a first vendor with a threshold reports what is missing, and 0 once reached', () => {
    expect(priceCart(cart([freeFrom3000, neverFree])).prices.amountToGetFreeDelivery).toBe(2000);
    const reached = { ...freeFrom3000, lines: [fullPrice(1000, 3)] };
    const { prices } = priceCart(cart([reached]));
    expect(prices.amountToGetFreeDelivery).toBe(0);
    expect(prices.deliveryTotal).toBe(0);
  });

  it('no empty {PRODUCT, 0} discount row in a cart without product discounts', () => {
    const { prices } = priceCart(cart([freeFrom3000, neverFree]));
    expect(prices.discounts).toEqual([]);
    expect(prices.finalTotal).toBe(2900);
  });

  it('a product discount is one PRODUCT row of the difference', () => {
    const discounted = {
      ...freeFrom3000,
      lines: [priceLine({ unitPrice: 900, unitOriginalPrice: 1000, count: 2, components: [] })],
    };
    expect(priceCart(cart([discounted])).prices.discounts).toEqual([
      { type: 'PRODUCT', discountTotal: 200 },
    ]);
  });
});

describe('cart totals refuse amounts that are not minor units', () => {
  it('names a delivery price or a tip that is not a non-negative integer', () => {
    expect(() => priceCart(cart([{ ...freeFrom3000, deliveryPrice: 2.5 }]))).toThrow(
      'A delivery price must be a non-negative integer of minor units, got 2.5',
    );
    expect(() => priceCart({ ...cart([freeFrom3000]), tipAmount: -1 })).toThrow(
      'A tip must be a non-negative integer of minor units, got -1',
    );
  });

  it('a cart whose code no longer exists reports NOT_FOUND with no type', () => {
    const pricing = priceCart({
      ...cart([freeFrom3000]),
      promo: { rule: null, usage: { total: 0, byCustomer: 0 } },
    });
    expect(pricing.promo).toEqual({
      result: 'NOT_FOUND',
      cartDiscount: 0,
      deliveryDiscount: 0,
      type: null,
    });
    expect(pricing.prices.finalTotal).toBe(1300);
  });
});

describe('promo codes', () => {
  const usage = { total: 0, byCustomer: 0 };
  const context = {
    now: NOW,
    localityId: 'riga',
    customerId: null,
    vendors: [{ vendorId: 'pizza', total: 2000, delivery: 300 }],
  };

  it('a promo code whose start date is past applies', () => {
    const started = rule({ validFrom: new Date('2026-11-25T12:00:00Z') });
    expect(evaluatePromo(started, usage, context)).toEqual({
      result: 'OK',
      cartDiscount: 500,
      deliveryDiscount: 0,
    });
  });

  it('a promo code starting at this very moment applies; one starting later does not yet', () => {
    expect(evaluatePromo(rule({ validFrom: NOW }), usage, context).result).toBe('OK');
    const later = rule({ validFrom: new Date('2026-11-26T12:00:01Z') });
    expect(evaluatePromo(later, usage, context).result).toBe('DOES_NOT_APPLY');
  });

  it('a code for any locality applies in this one; one for another locality does not', () => {
    expect(evaluatePromo(rule({ localityId: null }), usage, context).result).toBe('OK');
    expect(evaluatePromo(rule({ localityId: 'riga' }), usage, context).result).toBe('OK');
    expect(evaluatePromo(rule({ localityId: 'tallinn' }), usage, context).result).toBe(
      'DOES_NOT_APPLY',
    );
  });

  it('nothing to take off: a cart whose lines total 0 does not qualify', () => {
    const empty = { ...context, vendors: [{ vendorId: 'pizza', total: 0, delivery: 300 }] };
    expect(evaluatePromo(rule({}), usage, empty)).toEqual({
      result: 'DOES_NOT_APPLY',
      cartDiscount: 0,
      deliveryDiscount: 0,
    });
  });
});
