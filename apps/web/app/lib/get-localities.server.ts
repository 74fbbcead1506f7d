import type { LocalitySummary } from '@souk/contracts';
import { serverApi } from '#app/lib/api-client.ts';
import { getLocalities as getLocalityList } from '#app/lib/api/get-localities.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/** For loaders: the localities named in the visitor's languages. */
export function getLocalities(
  context: SoukLoadContext,
  request: Request,
): Promise<LocalitySummary[]> {
  return getLocalityList(serverApi(context), {
    headers: acceptLanguageOf(request),
    signal: request.signal,
  });
}

/** The API picks `nameI18n` languages from Accept-Language; pass the visitor's along. */
function acceptLanguageOf(request: Request): HeadersInit {
  const value = request.headers.get('Accept-Language');
  return value ? { 'Accept-Language': value } : {};
}
