import { paymentResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** POST /customer/me/orders/{id}/payment/authorize: the outcome once the card form is done. */
export function authorizePayment(api: ApiClient, orderId: string, transactionID: string) {
  return api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/payment/authorize`,
    { transactionID },
    paymentResponseSchema,
  );
}
