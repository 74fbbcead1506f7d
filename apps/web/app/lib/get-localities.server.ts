import { localityListSchema, type LocalitySummary } from '@souk/contracts';
import { serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

export async function getLocalities(
  context: SoukLoadContext,
  request: Request,
): Promise<LocalitySummary[]> {
  const list = await serverApi(context).get('/api/public/localities', localityListSchema, {
    headers: acceptLanguageOf(request),
    signal: request.signal,
  });
  return list.localities;
}

/** The API picks `nameI18n` languages from Accept-Language; pass the visitor's along. */
function acceptLanguageOf(request: Request): HeadersInit {
  const value = request.headers.get('Accept-Language');
  return value ? { 'Accept-Language': value } : {};
}
