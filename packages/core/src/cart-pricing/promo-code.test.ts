import { describe, expect, it } from 'vitest';
import type { PromoCartContext, PromoRule } from './promo-code.ts';
import { evaluatePromo } from './promo-code.ts';

const now = new Date('2026-11-26T12:00:00Z');
const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
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
const cart: PromoCartContext = {
  now,
  localityId: 'riga',
  customerId: 'ann',
  vendors: [
    { vendorId: 'pizza', total: 3000, delivery: 250 },
    { vendorId: 'sushi', total: 1000, delivery: 300 },
  ],
};
const unused = { total: 0, byCustomer: 0 };

describe('evaluatePromo: results DOES_NOT_APPLY, NOT_FOUND, OK, OUTDATED, UTILIZED (spec 2 §5)', () => {
  it("NOT_FOUND without a code, or for somebody else's personal code", () => {
    expect(evaluatePromo(null, unused, cart).result).toBe('NOT_FOUND');
    expect(evaluatePromo(rule({ customerId: 'bob' }), unused, cart).result).toBe('NOT_FOUND');
    expect(evaluatePromo(rule({ customerId: 'ann' }), unused, cart).result).toBe('OK');
  });

  it('OUTDATED after its end date; DOES_NOT_APPLY before its start', () => {
    expect(
      evaluatePromo(rule({ validUntil: new Date('2026-11-26T11:59:59Z') }), unused, cart),
    ).toMatchObject({ result: 'OUTDATED', cartDiscount: 0 });
    expect(
      evaluatePromo(rule({ validFrom: new Date('2026-11-27T00:00:00Z') }), unused, cart).result,
    ).toBe('DOES_NOT_APPLY');
    expect(
      evaluatePromo(rule({ validUntil: new Date('2026-11-26T12:00:00Z') }), unused, cart).result,
    ).toBe('OK');
  });

  it('UTILIZED when the uses of the code, or of this customer, ran out', () => {
    expect(evaluatePromo(rule({ maxUses: 10 }), { total: 10, byCustomer: 0 }, cart).result).toBe(
      'UTILIZED',
    );
    expect(
      evaluatePromo(rule({ maxUsesPerCustomer: 1 }), { total: 3, byCustomer: 1 }, cart).result,
    ).toBe('UTILIZED');
    expect(
      evaluatePromo(rule({ maxUses: 10, maxUsesPerCustomer: 2 }), { total: 9, byCustomer: 1 }, cart)
        .result,
    ).toBe('OK');
  });

  it('DOES_NOT_APPLY below the minimum cart, in another locality, or with no vendor in scope', () => {
    expect(evaluatePromo(rule({ minCartTotal: 4001 }), unused, cart).result).toBe('DOES_NOT_APPLY');
    expect(evaluatePromo(rule({ minCartTotal: 4000 }), unused, cart).result).toBe('OK');
    expect(evaluatePromo(rule({ localityId: 'lisbon' }), unused, cart).result).toBe(
      'DOES_NOT_APPLY',
    );
    expect(evaluatePromo(rule({ vendorIds: ['burgers'] }), unused, cart).result).toBe(
      'DOES_NOT_APPLY',
    );
    expect(evaluatePromo(rule(), unused, { ...cart, vendors: [] }).result).toBe('DOES_NOT_APPLY');
  });

  it('FIXED takes its value off, never more than the in-scope lines', () => {
    expect(evaluatePromo(rule({ value: 500 }), unused, cart).cartDiscount).toBe(500);
    expect(evaluatePromo(rule({ value: 5000, vendorIds: ['sushi'] }), unused, cart)).toEqual({
      result: 'OK',
      cartDiscount: 1000,
      deliveryDiscount: 0,
    });
  });

  it('PERCENT takes a whole percent of the in-scope lines, rounded down and capped', () => {
    expect(evaluatePromo(rule({ type: 'PERCENT', value: 15 }), unused, cart).cartDiscount).toBe(
      600,
    );
    expect(
      evaluatePromo(rule({ type: 'PERCENT', value: 15, vendorIds: ['sushi'] }), unused, {
        ...cart,
        vendors: [{ vendorId: 'sushi', total: 999, delivery: 0 }],
      }).cartDiscount,
    ).toBe(149);
    expect(
      evaluatePromo(rule({ type: 'PERCENT', value: 50, maxDiscount: 700 }), unused, cart)
        .cartDiscount,
    ).toBe(700);
  });

  it('FREE_DELIVERY waives the delivery of the in-scope vendors, and does not apply without any', () => {
    expect(evaluatePromo(rule({ type: 'FREE_DELIVERY' }), unused, cart)).toEqual({
      result: 'OK',
      cartDiscount: 0,
      deliveryDiscount: 550,
    });
    expect(
      evaluatePromo(rule({ type: 'FREE_DELIVERY', vendorIds: ['pizza'] }), unused, cart)
        .deliveryDiscount,
    ).toBe(250);
    const takeaway = { ...cart, vendors: cart.vendors.map((v) => ({ ...v, delivery: 0 })) };
    expect(evaluatePromo(rule({ type: 'FREE_DELIVERY' }), unused, takeaway).result).toBe(
      'DOES_NOT_APPLY',
    );
  });
});
