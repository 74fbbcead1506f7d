import { describe, expect, it } from 'vitest';
import type { CartPricingInput, VendorPartInput } from './cart-totals.ts';
import { priceCart } from './cart-totals.ts';
import { priceLine } from './line-price.ts';
import type { PromoRule } from './promo-code.ts';

const line = (unitPrice: number, unitOriginalPrice: number, count: number) =>
  priceLine({ unitPrice, unitOriginalPrice, count, components: [] });

const pizza: VendorPartInput = {
  vendorId: 'pizza',
  lines: [line(900, 1000, 2), line(500, 500, 1)],
  deliveryPrice: 300,
  freeDeliveryFrom: 3000,
};
const sushi: VendorPartInput = {
  vendorId: 'sushi',
  lines: [line(1200, 1200, 1)],
  deliveryPrice: 400,
  freeDeliveryFrom: null,
};
const base: CartPricingInput = {
  receiptType: 'DELIVERY',
  vendors: [pizza, sushi],
  tipAmount: 0,
  minOrderPrice: 0,
  now: new Date('2026-11-26T12:00:00Z'),
  localityId: 'riga',
  customerId: null,
  promo: null,
};
const promo = (overrides: Partial<PromoRule>): PromoRule => ({
  type: 'FIXED',
  value: 0,
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

describe('priceCart: spec 2 §3 prices (cartTotal, originalTotal, deliveryTotal, discounts, finalTotal)', () => {
  it('sums the parts, their delivery and the product discounts', () => {
    const { prices, vendors } = priceCart(base);
    expect(vendors).toEqual([
      { vendorId: 'pizza', totalPrice: 2300, originalTotal: 2500, deliveryCost: 300 },
      { vendorId: 'sushi', totalPrice: 1200, originalTotal: 1200, deliveryCost: 400 },
    ]);
    expect(prices).toEqual({
      cartTotal: 3500,
      originalTotal: 3700,
      deliveryTotal: 700,
      amountToGetFreeDelivery: 700,
      discounts: [{ type: 'PRODUCT', discountTotal: 200 }],
      finalTotal: 4200,
    });
  });

  it('finalTotal includes the tip', () => {
    expect(priceCart({ ...base, tipAmount: 150 }).prices.finalTotal).toBe(4350);
  });

  it('free delivery from the vendor threshold: amountToGetFreeDelivery 0 ("Free delivery")', () => {
    const rich = { ...pizza, lines: [line(1000, 1000, 3)] };
    const { prices, vendors } = priceCart({ ...base, vendors: [rich] });
    expect(vendors[0]?.deliveryCost).toBe(0);
    expect(prices.amountToGetFreeDelivery).toBe(0);
    expect(prices.deliveryTotal).toBe(0);
  });

  it('takeaway: no delivery and no free-delivery notice', () => {
    const { prices } = priceCart({ ...base, receiptType: 'TAKEAWAY' });
    expect(prices.deliveryTotal).toBe(0);
    expect(prices.amountToGetFreeDelivery).toBeNull();
    expect(prices.finalTotal).toBe(3500);
  });

  it('"the first vendor cart totalPrice must be at least the configured minimum order price"', () => {
    expect(priceCart({ ...base, minOrderPrice: 2300 }).minOrderReached).toBe(true);
    expect(priceCart({ ...base, minOrderPrice: 2301 }).minOrderReached).toBe(false);
    expect(
      priceCart({ ...base, vendors: [sushi, pizza], minOrderPrice: 2300 }).minOrderReached,
    ).toBe(false);
    expect(priceCart({ ...base, vendors: [] }).minOrderReached).toBe(false);
  });

  it('a PERCENT promo code comes off the lines and is listed as PROMO_CODE', () => {
    const priced = priceCart({
      ...base,
      tipAmount: 100,
      promo: { rule: promo({ type: 'PERCENT', value: 10 }), usage: { total: 0, byCustomer: 0 } },
    });
    expect(priced.promo).toEqual({
      result: 'OK',
      type: 'PERCENT',
      cartDiscount: 350,
      deliveryDiscount: 0,
    });
    expect(priced.prices.discounts).toContainEqual({ type: 'PROMO_CODE', discountTotal: 350 });
    expect(priced.prices.finalTotal).toBe(3500 - 350 + 700 + 100);
  });

  it('a FREE_DELIVERY promo code lowers deliveryTotal and is listed as FREE_DELIVERY', () => {
    const priced = priceCart({
      ...base,
      promo: {
        rule: promo({ type: 'FREE_DELIVERY', vendorIds: ['sushi'] }),
        usage: { total: 0, byCustomer: 0 },
      },
    });
    expect(priced.prices.deliveryTotal).toBe(300);
    expect(priced.prices.discounts).toContainEqual({ type: 'FREE_DELIVERY', discountTotal: 400 });
    expect(priced.prices.finalTotal).toBe(3800);
  });

  it('a code that does not apply takes nothing off but says why', () => {
    const priced = priceCart({
      ...base,
      promo: {
        rule: promo({ value: 500, minCartTotal: 10_000 }),
        usage: { total: 0, byCustomer: 0 },
      },
    });
    expect(priced.promo?.result).toBe('DOES_NOT_APPLY');
    expect(priced.prices.finalTotal).toBe(4200);
  });
});
