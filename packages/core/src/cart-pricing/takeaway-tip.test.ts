import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingInput } from './cart-totals.ts';
import { priceLine } from './line-price.ts';

const input: CartPricingInput = {
  receiptType: 'TAKEAWAY',
  vendors: [
    {
      vendorId: 'bakery',
      lines: [priceLine({ unitPrice: 490, unitOriginalPrice: 490, count: 2, components: [] })],
      deliveryPrice: 490,
      freeDeliveryFrom: null,
    },
  ],
  tipAmount: 200,
  minOrderPrice: 0,
  now: new Date('2026-11-26T12:00:00Z'),
  localityId: 'sofia-bakery',
  customerId: null,
  promo: null,
};

describe('issue 17 item 7: a takeaway pays no delivery and no courier tip', () => {
  it('takeaway: the total is the goods alone, whatever tip was left over', () => {
    expect(priceCart(input).prices).toMatchObject({ deliveryTotal: 0, finalTotal: 980 });
  });

  it('delivery: the same cart pays the delivery and the tip', () => {
    const delivery = priceCart({ ...input, receiptType: 'DELIVERY' }).prices;
    expect(delivery).toMatchObject({ deliveryTotal: 490, finalTotal: 1670 });
  });
});
