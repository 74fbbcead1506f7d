import { customerPromoCodesResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

export type CustomerPromoCodes = ReturnType<typeof customerPromoCodesResponseSchema.parse>;

/** GET /customer/me/promo-codes: the promo codes the signed-in customer holds. */
export function getPromoCodes(api: ApiClient, init?: RequestInit): Promise<CustomerPromoCodes> {
  return api.get('/api/customer/me/promo-codes', customerPromoCodesResponseSchema, init);
}
