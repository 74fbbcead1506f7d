import { phoneConfirmationSentSchema, type PhoneConfirmationSent } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

export type AuthAudience = 'customer' | 'courier';

/**
 * POST /customer/auth/sendPhoneConfirmation?phone= (or the courier's, with an optional
 * localityId). The phone travels in the query as the spec has it; the body is empty JSON.
 */
export function sendPhoneConfirmation(
  config: ClientConfig,
  audience: AuthAudience,
  phone: string,
  localityId?: string,
): Promise<PhoneConfirmationSent> {
  const query = new URLSearchParams({ phone });
  if (localityId) query.set('localityId', localityId);
  return browserApi(config).post(
    `/api/${audience}/auth/sendPhoneConfirmation?${query.toString()}`,
    {},
    phoneConfirmationSentSchema,
  );
}
