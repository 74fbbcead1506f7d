import type { Order } from '@souk/contracts';
import { sendAnalyticsEvent } from '#app/lib/analytics.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/**
 * reorder_order / cancel_order (spec 2 tracked events), sent once the API has agreed. The params
 * match order_placed's: the order, its vendor and what it was worth (final total, minor units).
 */
export function sendOrderEvent(
  config: ClientConfig,
  event: 'reorder_order' | 'cancel_order',
  order: Order,
): void {
  sendAnalyticsEvent(config, event, {
    order_id: order.orderId,
    vendor_id: order.vendorId,
    value: order.finalTotal,
    currency: order.currencyCode,
  });
}
