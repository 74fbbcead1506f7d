import { contentPageSchema, type ContentPage } from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/** A content page by slug (or id) in the page's language, or null when the API answers 404. */
export async function getContentPage(
  context: SoukLoadContext,
  request: Request,
  slug: string,
  lang: string,
): Promise<ContentPage | null> {
  const path = `/api/content-pages/${encodeURIComponent(slug)}` as const;
  try {
    return await serverApi(context, lang).get(path, contentPageSchema, { signal: request.signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}
