/** An order as the kitchen's board shows it, from the order's row and the kitchen's notes. */
import type { BoardColumn, BoardOrder } from '@souk/contracts/vendor-console';
import type { OrderStatus } from '@souk/core';
import { isOrderStatus } from '@souk/core';
import type { OrderRow } from '#api/modules/orders/order-repository.ts';
import type { vendorOrderNotes } from '#api/db/schema/index.ts';

export type NotesRow = typeof vendorOrderNotes.$inferSelect;

/** The statuses the board shows: from waiting for the kitchen's answer to leaving the counter. */
export const BOARD_STATUSES: readonly OrderStatus[] = [
  'WAITING_APPROVAL',
  'APPROVED',
  'PREPARING',
  'READY',
];

/**
 * The column of an order: new until answered, then accepted, preparing, and ready — a takeaway
 * by its READY status, a delivery once the kitchen marked it ready for its courier.
 */
function columnOf(status: OrderStatus, notes: NotesRow | null): BoardColumn | null {
  switch (status) {
    case 'WAITING_APPROVAL':
      return 'new';
    case 'APPROVED':
      return 'accepted';
    case 'PREPARING':
      return notes?.readyAt ? 'ready' : 'preparing';
    case 'READY':
      return 'ready';
    default:
      return null;
  }
}

export function toBoardOrder(order: OrderRow, notes: NotesRow | null): BoardOrder {
  if (!isOrderStatus(order.status)) throw new Error(`order ${order.id} has status ${order.status}`);
  return {
    orderId: order.id,
    orderNumber: String(order.number),
    status: order.status,
    // Orders past the board (handed over, declined) still answer an action: they have no column.
    column: columnOf(order.status, notes) ?? 'ready',
    receiptType: order.receiptType,
    paymentType: order.paymentType,
    currencyCode: order.currencyCode,
    lines: order.lines.map((line, index) => ({
      index,
      name: line.name,
      count: line.count,
      price: line.price,
      totalPrice: line.totalPrice,
      comment: line.comment,
      components: line.components.map((c) => ({ name: c.name, count: c.count })),
    })),
    utensils: order.utensils,
    finalTotal: order.finalTotal,
    address: order.receiptType === 'DELIVERY' ? (order.address?.text ?? null) : null,
    preorderDateTime: order.preorderDateTime,
    createdAt: order.createdAt.toISOString(),
    preparationMinutes: notes?.preparationMinutes ?? null,
    readyBy: notes?.readyBy?.toISOString() ?? null,
    readyAt: notes?.readyAt?.toISOString() ?? null,
  };
}
