import { mainPageResponseSchema, type MainPageResponse } from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/** `GET /public/localities/{code}/main-page/v2`; null when the locality does not exist. */
export async function getMainPage(
  context: SoukLoadContext,
  request: Request,
  { lang, code, query }: { lang: string; code: string; query: URLSearchParams },
): Promise<MainPageResponse | null> {
  const search = query.toString();
  const path =
    `/api/public/localities/${encodeURIComponent(code)}/main-page/v2${search ? `?${search}` : ''}` as const;
  try {
    return await serverApi(context, lang).get(path, mainPageResponseSchema, {
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
