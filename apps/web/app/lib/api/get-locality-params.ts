import { localityParamsSchema, type LocalityParams } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** GET /public/localities/{code}/params: country, time zone, tips, preorder period. */
export function getLocalityParams(
  api: ApiClient,
  localityCode: string,
  init?: RequestInit,
): Promise<LocalityParams> {
  const path = `/api/public/localities/${encodeURIComponent(localityCode)}/params` as const;
  return api.get(path, localityParamsSchema, init);
}
