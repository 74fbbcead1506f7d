import { orderResponseSchema, type Order } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** POST /customer/me/orders/{id}/cancel: refused once the vendor has accepted the order. */
export async function cancelOrder(api: ApiClient, orderId: string): Promise<Order> {
  const { order } = await api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/cancel`,
    {},
    orderResponseSchema,
  );
  return order;
}
