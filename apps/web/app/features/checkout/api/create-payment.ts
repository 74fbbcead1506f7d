import { paymentResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * POST /customer/me/orders/{id}/payment/create: a saved card's id, or null for a new card, which
 * the gateway keeps for next time only when the customer ticked `saveCard`.
 */
export function createPayment(
  api: ApiClient,
  orderId: string,
  paymentMethod: string | null,
  saveCard = false,
) {
  return api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/payment/create`,
    { paymentMethod, saveCard: paymentMethod === null && saveCard },
    paymentResponseSchema,
  );
}
