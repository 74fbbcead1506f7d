import { searchResponseSchema, type SearchResponse } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/** POST /public/localities/{code}/search: vendors and dishes of a locality, typo-tolerant. */
export function searchLocality(
  api: ApiClient,
  localityCode: string,
  keyword: string,
  init?: RequestInit,
): Promise<SearchResponse> {
  const path = `/api/public/localities/${encodeURIComponent(localityCode)}/search` as const;
  return api.post(path, { keyword }, searchResponseSchema, init);
}
