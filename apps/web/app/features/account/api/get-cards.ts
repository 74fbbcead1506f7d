import { cardListSchema, type Card } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /customer/me/cards: the signed-in customer's saved cards (spec 1's "payment methods"). */
export function getCards(api: ApiClient, init?: RequestInit): Promise<Card[]> {
  return api.get('/api/customer/me/cards', cardListSchema, init);
}
