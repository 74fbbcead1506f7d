import { paymentMethodsResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * GET /customer/me/payment-methods?cartId= (or ?localityCode=): what the locality lets this
 * customer pay with, stored cards included.
 */
export function getPaymentMethods(
  api: ApiClient,
  where: { cartId: string } | { localityCode: string },
  init?: RequestInit,
) {
  const query = new URLSearchParams(where).toString();
  return api.get(`/api/customer/me/payment-methods?${query}`, paymentMethodsResponseSchema, init);
}
