import type { LocalityParams } from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import { getLocalityParams as getParams } from '#app/lib/api/get-locality-params.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/** The locality's params, or null when the API answers 404 LocalityNotFoundException. */
export async function getLocalityParams(
  context: SoukLoadContext,
  request: Request,
  code: string,
): Promise<LocalityParams | null> {
  try {
    return await getParams(serverApi(context), code, { signal: request.signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
