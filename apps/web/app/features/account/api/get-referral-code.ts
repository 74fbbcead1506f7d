import { referralCodeResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /customer/me/promo-codes/referral: the customer's code to share in a locality. */
export async function getReferralCode(
  api: ApiClient,
  localityCode: string,
  init?: RequestInit,
): Promise<string> {
  const query = `localityCode=${encodeURIComponent(localityCode)}`;
  const path = `/api/customer/me/promo-codes/referral?${query}` as const;
  return (await api.get(path, referralCodeResponseSchema, init)).code;
}
