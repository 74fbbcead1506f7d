import { localityListSchema, type LocalitySummary } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /public/localities: every locality of the partner (loaders and the browser alike). */
export async function getLocalities(
  api: ApiClient,
  init?: RequestInit,
): Promise<LocalitySummary[]> {
  return (await api.get('/api/public/localities', localityListSchema, init)).localities;
}
