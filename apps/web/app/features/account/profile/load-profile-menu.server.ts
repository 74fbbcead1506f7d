import {
  addressListSchema,
  cardListSchema,
  customerPromoCodesResponseSchema,
  localityListSchema,
  localityParamsSchema,
  type LocaleCode,
} from '@souk/contracts';
import { serverApi, type Schema } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/load-context.ts';
import type { MenuFacts } from './menu-items.ts';

export type ProfileMenuData = Omit<MenuFacts, 'languageName'>;

/**
 * The locality whose settings shape the menu (favorites in DEFAULT flow, stored cards,
 * referral): /menu has no locality in its path, so the partner's locality in the page's
 * language, else its first one.
 */
async function menuLocality(context: SoukLoadContext, lang: LocaleCode, signal: AbortSignal) {
  const api = serverApi(context);
  const { localities } = await api.get('/api/public/localities', localityListSchema, { signal });
  const locality = localities.find((l) => l.lang === lang) ?? localities[0];
  if (!locality) return null;
  const code = encodeURIComponent(locality.code);
  return api.get(`/api/public/localities/${code}/params`, localityParamsSchema, { signal });
}

/**
 * The menu's counts and conditions, loaded in parallel after the user (spec 1 §4 "active orders,
 * favourites, payment methods, promo codes and addresses load in parallel"). A part whose call
 * fails shows no count rather than breaking the profile.
 */
export async function loadProfileMenu(
  context: SoukLoadContext,
  request: Request,
  lang: LocaleCode,
  signedIn: boolean,
): Promise<ProfileMenuData> {
  const signal = request.signal;
  const api = serverApi(context);
  const orNull = <T>(path: `/api/${string}`, schema: Schema<T>): Promise<T | null> =>
    signedIn ? api.get(path, schema, { signal }).catch(() => null) : Promise.resolve(null);
  const [params, addresses, cards, promoCodes] = await Promise.all([
    menuLocality(context, lang, signal).catch(() => null),
    orNull('/api/customer/me/addresses', addressListSchema),
    orNull('/api/customer/me/cards', cardListSchema),
    orNull('/api/customer/me/promo-codes', customerPromoCodesResponseSchema),
  ]);
  return {
    uiFlow: params?.uiFlow ?? 'DEFAULT',
    addressCount: addresses?.length ?? null,
    cardCount: cards?.length ?? null,
    storedCardsEnabled: params?.paymentOptions.showStoredCards ?? false,
    promoCodeCount: promoCodes?.promoCodes.length ?? null,
    referralEnabled: params?.referralProgramSettings.enabled ?? false,
  };
}
