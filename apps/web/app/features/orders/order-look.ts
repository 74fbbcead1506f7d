import type { Order } from '@souk/contracts';
import { orderStatusLook, type OrderStatusLook } from '@souk/core/orders/order-status';
import type { SimpleKey } from '#app/i18n/types.ts';

/** Chip colours for the status table's colour names; each pair keeps 4.5:1 contrast. */
const CHIP_CLASSES: Record<OrderStatusLook['colour'], string> = {
  error: 'bg-red-100 text-red-800',
  grey: 'bg-gray-100 text-gray-800',
  warning: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-800',
};

export function statusLabelKey(status: Order['status']): SimpleKey {
  return `orderStatus.${orderStatusLook(status).label}`;
}

export function statusChipClass(status: Order['status']): string {
  return CHIP_CLASSES[orderStatusLook(status).colour];
}

/** The page an order opens on (spec 2 §4): payment while unpaid, status while active, else details. */
export function orderPagePath(locale: string, order: Pick<Order, 'orderId' | 'status'>): string {
  return `/${locale}/menu/orders/${order.orderId}/${orderStatusLook(order.status).page}`;
}

/**
 * The order's date in the page's language, as a calendar in its locality shows it: an order
 * placed at 01:30 in Kuwait City is on that day there, though it is still the day before in UTC.
 * The zone comes with the order, so the server's and the browser's renderings agree.
 */
export function orderDate(locale: string, order: Pick<Order, 'createdAt' | 'timeZone'>): string {
  const placed = new Date(order.createdAt);
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: order.timeZone,
    }).format(placed);
  } catch {
    // A zone this browser does not know (an operator's typo, or a zone newer than its data)
    // must not take the orders page down: the date is then shown as UTC sees it.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(placed);
  }
}
