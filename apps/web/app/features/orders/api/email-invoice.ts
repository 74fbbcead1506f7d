import { invoiceEmailResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** POST /customer/me/orders/{id}/invoice/email: sent to the profile's e-mail address. */
export async function emailInvoice(api: ApiClient, orderId: string): Promise<string> {
  const { email } = await api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/invoice/email`,
    {},
    invoiceEmailResponseSchema,
  );
  return email;
}
