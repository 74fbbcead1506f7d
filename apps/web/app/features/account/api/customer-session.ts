import {
  accountDeletionSchema,
  customerMeSchema,
  customerSessionSchema,
  logoutResponseSchema,
  type CustomerMe,
  type CustomerSession,
  type UpdateCustomerMeBody,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** PATCH /customer/me with only the changed fields. */
export function updateCustomer(
  config: ClientConfig,
  changes: UpdateCustomerMeBody,
): Promise<CustomerMe> {
  return browserApi(config).patch('/api/customer/me', changes, customerMeSchema);
}

/** POST /customer/auth/logout: ends the session on the server and clears its cookie. */
export async function logoutCustomer(config: ClientConfig): Promise<void> {
  await browserApi(config).post('/api/customer/auth/logout', {}, logoutResponseSchema);
}

/** DELETE /customer/me: the account is deleted within 30 days unless the customer signs in. */
export async function deleteCustomer(config: ClientConfig): Promise<void> {
  await browserApi(config).delete('/api/customer/me', accountDeletionSchema);
}

/** POST /customer/auth/onde/login/by-token: the partner webview's signed token. */
export function loginByPartnerToken(config: ClientConfig, token: string): Promise<CustomerSession> {
  return browserApi(config).post(
    '/api/customer/auth/onde/login/by-token',
    { token },
    customerSessionSchema,
  );
}
