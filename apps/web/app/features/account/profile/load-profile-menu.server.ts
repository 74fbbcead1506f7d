import {
  addressListSchema,
  cardListSchema,
  customerPromoCodesResponseSchema,
  type LocaleCode,
} from '@souk/contracts';
import { serverApi, type Schema } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import type { MenuFacts } from './menu-items.ts';
import { menuLocality } from './menu-locality.server.ts';

export type ProfileMenuData = Omit<MenuFacts, 'languageName'>;

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
    menuLocality(context, lang, signal, signedIn)
      .then((locality) => locality?.params ?? null)
      .catch(() => null),
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
