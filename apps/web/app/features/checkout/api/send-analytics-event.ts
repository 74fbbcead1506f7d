import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const IGNORED = { parse: () => undefined };

/**
 * POST /public/analytics/onde/event (spec 2 §7): fire and forget. Analytics must never hold up
 * or break an order, so a failure is dropped.
 */
export function sendAnalyticsEvent(
  config: ClientConfig,
  event: 'begin_checkout' | 'order_placed',
  params: Record<string, string | number>,
): void {
  browserApi(config)
    .post('/api/public/analytics/onde/event', { event, params }, IGNORED)
    .catch(() => undefined);
}
