import { ordersResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

export type OrdersResponse = ReturnType<typeof ordersResponseSchema.parse>;

/** GET /customer/me/orders: the active and the delivered orders (spec 2 §7). */
export function getOrders(api: ApiClient, init?: RequestInit): Promise<OrdersResponse> {
  return api.get('/api/customer/me/orders', ordersResponseSchema, init);
}
