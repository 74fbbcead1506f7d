/**
 * Issue 16 part 5: a partner delivery app that embeds Souk hears when the order its customer
 * follows is delivered. When the status page sees the order COMPLETED — live on the tracking
 * channel, or already so when read — the partner's delivery-completed callback is called with
 * the order id, once: a reload or a second status message does not call it again.
 */
import { deliveryCompletedCallback } from './platform.ts';

const NOTIFIED_STORAGE_KEY = 'partner_delivery_completed';

function notifiedIds(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(NOTIFIED_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Calls the partner's callback for a completed order not yet told; true when it was called. */
export function notifyDeliveryCompleted(
  win: Window,
  order: { orderId: string; status: string },
): boolean {
  if (order.status !== 'COMPLETED') return false;
  const callback = deliveryCompletedCallback(win);
  if (!callback) return false;
  const storage = win.sessionStorage;
  const told = notifiedIds(storage);
  if (told.includes(order.orderId)) return false;
  storage.setItem(NOTIFIED_STORAGE_KEY, JSON.stringify([...told, order.orderId]));
  callback(order.orderId);
  return true;
}
