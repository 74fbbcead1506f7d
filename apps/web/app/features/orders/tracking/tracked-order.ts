/**
 * What the order page does with each live message (spec 2 §4 "On a live status update",
 * "Open-order updates", "Live tracking channel" message types), as a pure function: the next
 * order and what the page must do about it (reload the order, stop tracking, show an alert).
 */
import type { OpenOrderUpdate, Order, TrackingMessage } from '@souk/contracts';
import { isActiveOrderStatus, isCancelledOrderStatus, nextCourierPoint } from '@souk/core';

/** An alert the page shows over a live change, until the customer dismisses it. */
export type TrackingAlert =
  | { kind: 'declined'; refund: boolean }
  | { kind: 'cancelled'; refund: boolean }
  | { kind: 'edited'; orderNumber: string; oldTotal: number | null; newTotal: number | null };

export interface TrackingStep {
  order: Order;
  /** Read the order again from the API (it changed in ways the message does not carry). */
  reload: boolean;
  /** The order left the active set: close the socket for good and show it as delivered. */
  stop: boolean;
  alert: TrackingAlert | null;
}

/** Who is watching: a status update this customer made is already on their page. */
export interface TrackingViewer {
  customerId: string | null;
}

const unchanged = (order: Order): TrackingStep => ({
  order,
  reload: false,
  stop: false,
  alert: null,
});

function endAlert(order: Order): TrackingAlert | null {
  const refund = order.paymentType === 'ONLINE';
  if (order.status === 'DECLINED') return { kind: 'declined', refund };
  if (isCancelledOrderStatus(order.status)) return { kind: 'cancelled', refund };
  return null;
}

/** The step for one message from the tracking socket. */
export function applyTrackingMessage(
  order: Order,
  message: TrackingMessage,
  viewer: TrackingViewer,
): TrackingStep {
  switch (message.type) {
    case 'ORDER_STATE':
      // The order as the server has it when the socket (re)joins: whatever was missed while
      // disconnected is in it. A finished order needs no more tracking.
      return { ...unchanged(message.order), stop: !isActiveOrderStatus(message.order.status) };
    case 'ORDER_STATUS_UPDATE': {
      const { actor, customerId } = message.createdBy;
      const own = actor === 'customer' && customerId !== null && customerId === viewer.customerId;
      if (own || message.status === order.status) return unchanged(order);
      const next: Order = { ...order, status: message.status };
      if (!isActiveOrderStatus(next.status)) {
        return { order: next, reload: false, stop: true, alert: endAlert(next) };
      }
      // An accepted order gets its preparation details from the vendor: read it again.
      return { order: next, reload: message.status === 'APPROVED', stop: false, alert: null };
    }
    case 'COURIER_FOUND':
      return unchanged({ ...order, courier: message.courier });
    case 'COURIER_LOCATION_UPDATE': {
      const location = nextCourierPoint(order.courierLocation, message.location);
      const next =
        location === order.courierLocation ? order : { ...order, courierLocation: location };
      // A position without a courier to show beside it: the order is read again for them.
      return { ...unchanged(next), reload: order.courier === null };
    }
    case 'ORDER_EDITED': {
      const { orderNumber, oldTotal, newTotal, updates } = message;
      // The edit is shown at once, lines and prices; the reload then brings the rest (the
      // discounts of the new totals) and covers an edit too large to travel in the message.
      const applied = updates.reduce(applyOpenOrderUpdate, order);
      const next = newTotal === null ? applied : { ...applied, finalTotal: newTotal };
      return {
        order: next,
        reload: true,
        stop: false,
        alert: { kind: 'edited', orderNumber, oldTotal, newTotal },
      };
    }
    case 'HEARTBEAT':
      return unchanged(order);
  }
}

/** The order after one open-order update (spec 2 §4), as an edit's message carries them. */
export function applyOpenOrderUpdate(order: Order, update: OpenOrderUpdate): Order {
  const products = order.items.products;
  switch (update.type) {
    case 'PRICES_UPDATED':
      return { ...order, finalTotal: update.finalTotal, totalPrice: update.totalPrice };
    case 'ITEM_DECREMENTED': {
      const line = products[update.index];
      if (!line) return order;
      // The last unit of a line goes with the line itself.
      const count = line.count - (update.by ?? 1);
      if (count <= 0)
        return applyOpenOrderUpdate(order, { type: 'ITEM_REMOVED', index: update.index });
      const lines = products.map((l, i) =>
        i === update.index ? { ...l, count, totalPrice: l.price * count } : l,
      );
      return { ...order, items: { ...order.items, products: lines } };
    }
    case 'ITEM_REMOVED':
      if (!products[update.index]) return order;
      return {
        ...order,
        items: { ...order.items, products: products.filter((_, i) => i !== update.index) },
      };
  }
}
