/**
 * What an order costs after its vendor made it smaller (a line removed or its count lowered).
 *
 * The rule, so the customer never pays more for less: lines keep the unit prices they were
 * charged at placement; delivery, tip and a free-delivery discount stay as they were (the vendor's
 * edit does not cost the customer a threshold they had reached); a promo code's cart discount
 * stays, capped at the new lines' total. The new final total is therefore never above the old.
 */
import type { OpenOrderUpdate } from '@souk/contracts';
import type { OrderDiscountRow, OrderLineRow } from '#api/db/schema/index.ts';
import type { OrderRow } from '#api/modules/orders/order-repository.ts';

export interface LineChange {
  index: number;
  /** The new count, lower than the line's; 0 removes the line. */
  count: number;
}

export type EditProblem = 'unknownLine' | 'notLower' | 'repeatedLine' | 'nothingLeft';

export interface EditedTotals {
  lines: OrderLineRow[];
  cartTotal: number;
  originalTotal: number;
  discounts: OrderDiscountRow[];
  promoDiscount: number;
  finalTotal: number;
}

type Priced = Pick<
  OrderRow,
  'lines' | 'deliveryTotal' | 'tipAmount' | 'discounts' | 'promoDiscount' | 'finalTotal'
>;

export function editOrderTotals(
  order: Priced,
  changes: readonly LineChange[],
): EditedTotals | EditProblem {
  const counts = new Map<number, number>();
  for (const change of changes) {
    const line = order.lines[change.index];
    if (!line) return 'unknownLine';
    if (counts.has(change.index)) return 'repeatedLine';
    if (change.count >= line.count) return 'notLower';
    counts.set(change.index, change.count);
  }
  const lines = order.lines.flatMap((line, index) => {
    const count = counts.get(index) ?? line.count;
    return count === 0 ? [] : [{ ...line, count, totalPrice: line.price * count }];
  });
  if (lines.length === 0) return 'nothingLeft';

  const cartTotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const originalTotal = lines.reduce((sum, line) => sum + line.originalPrice * line.count, 0);
  const oldPromo = order.discounts.find((d) => d.type === 'PROMO_CODE')?.discountTotal ?? 0;
  const promoCart = Math.min(oldPromo, cartTotal);
  const freeDelivery = order.discounts.filter((d) => d.type === 'FREE_DELIVERY');
  const discounts: OrderDiscountRow[] = [];
  if (originalTotal > cartTotal) {
    discounts.push({ type: 'PRODUCT', discountTotal: originalTotal - cartTotal });
  }
  if (promoCart > 0) discounts.push({ type: 'PROMO_CODE', discountTotal: promoCart });
  discounts.push(...freeDelivery);
  const promoDiscount = Math.min(order.promoDiscount, promoCart + sum(freeDelivery));
  const computed = cartTotal - promoCart + order.deliveryTotal + order.tipAmount;
  return {
    lines,
    cartTotal,
    originalTotal,
    discounts,
    promoDiscount,
    finalTotal: Math.min(computed, order.finalTotal),
  };
}

function sum(discounts: readonly OrderDiscountRow[]): number {
  return discounts.reduce((total, d) => total + d.discountTotal, 0);
}

/** More changes than this and the customer's page only reloads (the event stays small). */
const UPDATES_IN_EVENT_MAX = 99;

/**
 * The edit as the customer's page applies it in place (spec 2 §4 "Open-order updates"): lines
 * from the last to the first, so removing one never moves the index of a line still to change,
 * then the new prices. Empty when the edit is too large to travel in one event.
 */
export function openOrderUpdates(
  order: Pick<OrderRow, 'lines'>,
  changes: readonly LineChange[],
  totals: Pick<EditedTotals, 'finalTotal' | 'cartTotal'>,
): OpenOrderUpdate[] {
  if (changes.length > UPDATES_IN_EVENT_MAX) return [];
  const lines = [...changes]
    .sort((a, b) => b.index - a.index)
    .map((change): OpenOrderUpdate => {
      const by = (order.lines[change.index]?.count ?? 0) - change.count;
      return change.count === 0
        ? { type: 'ITEM_REMOVED', index: change.index }
        : { type: 'ITEM_DECREMENTED', index: change.index, by };
    });
  return [
    ...lines,
    { type: 'PRICES_UPDATED', finalTotal: totals.finalTotal, totalPrice: totals.cartTotal },
  ];
}
