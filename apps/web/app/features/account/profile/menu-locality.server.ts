import { userCartResponseSchema, type LocaleCode, type LocalityParams } from '@souk/contracts';
import { serverApi } from '#app/lib/api-client.ts';
import { getLocalities } from '#app/lib/api/get-localities.ts';
import { getLocalityParams } from '#app/lib/api/get-locality-params.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/**
 * The locality whose settings shape the profile area (favorites in DEFAULT flow, stored cards,
 * the referral program). /menu has no locality in its path, so the customer's own: the
 * locality of their cart, which the server keeps with their session (a locality switch drops a
 * cart of the old one, so a cart is in the current locality). The locality in the page's
 * language, else the partner's first, only when there is no cart to tell: a customer in Kuwait
 * City reading English is not sent to Riga's settings.
 */
export async function menuLocality(
  context: SoukLoadContext,
  lang: LocaleCode,
  signal: AbortSignal,
  signedIn: boolean,
): Promise<{ code: string; params: LocalityParams } | null> {
  const api = serverApi(context);
  const [localities, cartLocality] = await Promise.all([
    getLocalities(api, { signal }),
    signedIn
      ? api
          .get('/api/customer/me/cart', userCartResponseSchema, { signal })
          .then((answer) => answer.cart?.localityCode ?? null)
          .catch(() => null) // no cart to read: the language decides
      : null,
  ]);
  const locality =
    localities.find((l) => l.code === cartLocality) ??
    localities.find((l) => l.lang === lang) ??
    localities[0];
  if (!locality) return null;
  const params = await getLocalityParams(api, locality.code, { signal });
  return { code: locality.code, params };
}
