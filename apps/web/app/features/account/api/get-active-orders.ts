import { activeOrdersResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /customer/me/orders/active: the orders that are still on their way (spec 2 §7). */
export async function getActiveOrderCount(api: ApiClient, init?: RequestInit): Promise<number> {
  const { orders } = await api.get(
    '/api/customer/me/orders/active',
    activeOrdersResponseSchema,
    init,
  );
  return orders.length;
}
