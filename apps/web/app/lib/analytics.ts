import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const IGNORED = { parse: () => undefined };

/** The tracked storefront events this app sends (spec 2 tracked events). */
export type AnalyticsEvent = 'begin_checkout' | 'order_placed' | 'reorder_order' | 'cancel_order';

/**
 * POST /public/analytics/onde/event (spec 2 §7): fire and forget. Analytics must never hold up
 * or break an order, so a failure is dropped. `keepalive` lets the event outlive a page that
 * navigates away right after sending it (a reorder opens the cart with a full load).
 */
export function sendAnalyticsEvent(
  config: ClientConfig,
  event: AnalyticsEvent,
  params: Record<string, string | number>,
): void {
  browserApi(config)
    .post('/api/public/analytics/onde/event', { event, params }, IGNORED, { keepalive: true })
    .catch(() => undefined);
}
