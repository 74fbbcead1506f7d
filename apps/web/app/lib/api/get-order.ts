import { orderResponseSchema, type Order } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /customer/me/orders/{id}: one of the customer's orders (404 for anyone else's). */
export async function getOrder(
  api: ApiClient,
  orderId: string,
  init?: RequestInit,
): Promise<Order> {
  const { order } = await api.get(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}`,
    orderResponseSchema,
    init,
  );
  return order;
}
