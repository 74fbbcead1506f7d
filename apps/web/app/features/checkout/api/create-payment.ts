import { paymentResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** POST /customer/me/orders/{id}/payment/create: a saved card's id, or null for a new card. */
export function createPayment(api: ApiClient, orderId: string, paymentMethod: string | null) {
  return api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/payment/create`,
    { paymentMethod },
    paymentResponseSchema,
  );
}
