/**
 * Decision 019, an edit's totals: lines keep the unit prices charged at placement; delivery,
 * tip and a free-delivery discount stay; a promo code's cart discount stays, capped at the new
 * lines' total; the customer never pays more for less; bad edits are named, not applied.
 */
import { describe, expect, it } from 'vitest';
import type { OrderLineRow } from '#api/db/schema/index.ts';
import { trackingPayload } from '#api/modules/tracking/tracking-channel.ts';
import { editOrderTotals, openOrderUpdates } from './order-edit-totals.ts';

const line = (name: string, count: number, price: number, originalPrice = price): OrderLineRow => ({
  productId: name,
  name,
  nameI18n: {},
  count,
  price,
  originalPrice,
  totalPrice: price * count,
  comment: '',
  components: [],
  image: null,
});

const order = {
  lines: [line('pizza', 2, 1_000, 1_200), line('cola', 3, 200)],
  deliveryTotal: 300,
  tipAmount: 100,
  discounts: [
    { type: 'PRODUCT' as const, discountTotal: 400 },
    { type: 'PROMO_CODE' as const, discountTotal: 500 },
  ],
  promoDiscount: 500,
  // 2 600 of lines − 500 promo + 300 delivery + 100 tip.
  finalTotal: 2_500,
};

describe('editOrderTotals (decision 019)', () => {
  it('lowers a count at the unit price charged, keeps delivery, tip and the promo discount', () => {
    const edited = editOrderTotals(order, [{ index: 1, count: 1 }]);
    expect(edited).toMatchObject({
      cartTotal: 2_200,
      originalTotal: 2_600,
      discounts: [
        { type: 'PRODUCT', discountTotal: 400 },
        { type: 'PROMO_CODE', discountTotal: 500 },
      ],
      finalTotal: 2_100,
    });
    if (typeof edited === 'string') throw new Error(edited);
    expect(edited.lines[1]).toMatchObject({ count: 1, totalPrice: 200 });
  });

  it('removes a line with count 0, and caps the promo discount at what is left', () => {
    const edited = editOrderTotals(order, [
      { index: 0, count: 0 },
      { index: 1, count: 2 },
    ]);
    if (typeof edited === 'string') throw new Error(edited);
    expect(edited.lines.map((l) => l.name)).toEqual(['cola']);
    // 400 of cola; the 500 promo is capped at 400, so only delivery and tip are paid.
    expect(edited).toMatchObject({ cartTotal: 400, promoDiscount: 400, finalTotal: 400 });
    expect(edited.discounts).toEqual([{ type: 'PROMO_CODE', discountTotal: 400 }]);
  });

  it('keeps a free-delivery discount the customer had reached', () => {
    const free = {
      ...order,
      deliveryTotal: 0,
      discounts: [{ type: 'FREE_DELIVERY' as const, discountTotal: 300 }],
      promoDiscount: 300,
      finalTotal: 2_700,
    };
    const edited = editOrderTotals(free, [{ index: 0, count: 1 }]);
    if (typeof edited === 'string') throw new Error(edited);
    expect(edited.discounts).toContainEqual({ type: 'FREE_DELIVERY', discountTotal: 300 });
    expect(edited.finalTotal).toBe(1_700);
  });

  it('names what is wrong with an edit instead of applying it', () => {
    expect(editOrderTotals(order, [{ index: 5, count: 0 }])).toBe('unknownLine');
    expect(editOrderTotals(order, [{ index: 0, count: 2 }])).toBe('notLower');
    expect(
      editOrderTotals(order, [
        { index: 0, count: 1 },
        { index: 0, count: 0 },
      ]),
    ).toBe('repeatedLine');
    expect(
      editOrderTotals(order, [
        { index: 0, count: 0 },
        { index: 1, count: 0 },
      ]),
    ).toBe('nothingLeft');
  });
});

describe("the edit as open-order updates for the customer's page (spec 2 §4)", () => {
  const three = { lines: [...order.lines, line('salad', 4, 500)] };

  it('goes from the last line to the first, so a removal never shifts a line still to change', () => {
    const changes = [
      { index: 0, count: 0 },
      { index: 2, count: 1 },
    ];
    expect(openOrderUpdates(three, changes, { finalTotal: 900, cartTotal: 1_100 })).toEqual([
      { type: 'ITEM_DECREMENTED', index: 2, by: 3 },
      { type: 'ITEM_REMOVED', index: 0 },
      { type: 'PRICES_UPDATED', finalTotal: 900, totalPrice: 1_100 },
    ]);
  });

  it('leaves an edit too large for one event to the reload', () => {
    const many = { lines: Array.from({ length: 120 }, (_, i) => line(`item ${i}`, 2, 100)) };
    const changes = many.lines.map((_, index) => ({ index, count: 1 }));
    expect(openOrderUpdates(many, changes, { finalTotal: 1, cartTotal: 1 })).toEqual([]);
    expect(
      openOrderUpdates(many, changes.slice(0, 99), { finalTotal: 1, cartTotal: 1 }),
    ).toHaveLength(100);
  });

  it('fits the largest edit it sends, with the largest numbers, in one NOTIFY payload', () => {
    const huge = { lines: Array.from({ length: 999 }, (_, i) => line(`item ${i}`, 9_999, 100)) };
    const changes = Array.from({ length: 99 }, (_, i) => ({ index: 900 + i, count: 1 }));
    const updates = openOrderUpdates(huge, changes, {
      finalTotal: 999_999_999,
      cartTotal: 999_999_999,
    });
    expect(updates).toHaveLength(100);
    const event = {
      type: 'ORDER_EDITED' as const,
      orderId: 'x'.repeat(64),
      orderNumber: '9'.repeat(32),
      oldTotal: 999_999_999,
      newTotal: 999_999_999,
      updates,
    };
    expect(() => trackingPayload(event)).not.toThrow();
  });
});
