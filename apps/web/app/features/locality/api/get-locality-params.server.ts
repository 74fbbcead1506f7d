import { localityParamsSchema, type LocalityParams } from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/** The locality's params, or null when the API answers 404 LocalityNotFoundException. */
export async function getLocalityParams(
  context: SoukLoadContext,
  request: Request,
  code: string,
): Promise<LocalityParams | null> {
  const path = `/api/public/localities/${encodeURIComponent(code)}/params` as const;
  try {
    return await serverApi(context).get(path, localityParamsSchema, { signal: request.signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
