import {
  IDEMPOTENCY_KEY_HEADER,
  orderResponseSchema,
  type PlaceOrderRequest,
} from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * POST /customer/me/orders: places the cart. The same key with the same body answers the first
 * order again, so a retry after a lost answer never makes a second one.
 */
export async function placeOrder(api: ApiClient, body: PlaceOrderRequest, idempotencyKey: string) {
  const { order } = await api.post('/api/customer/me/orders', body, orderResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return order;
}
