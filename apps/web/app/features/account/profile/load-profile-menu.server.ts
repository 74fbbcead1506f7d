import type { CustomerMe, LocaleCode } from '@souk/contracts';
import { maskPhone } from '@souk/core';
import { serverApi, type ApiClient } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { getCards } from '../api/get-cards.ts';
import { getPromoCodes } from '#app/lib/api/get-promo-codes.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import type { MenuFacts } from './menu-items.ts';
import { menuLocality } from './menu-locality.server.ts';

export type ProfileMenuData = Omit<MenuFacts, 'languageName'> & {
  /**
   * The customer's number as the summary shows it ("+371 •• ••• •67"), masked here: the country
   * grouping needs the phone library's metadata, which the menu pages then never load.
   */
  maskedPhone: string | null;
};

/**
 * The menu's counts and conditions, loaded in parallel after the user (spec 1 §4 "active orders,
 * favourites, payment methods, promo codes and addresses load in parallel"). A part whose call
 * fails shows no count rather than breaking the profile.
 */
export async function loadProfileMenu(
  context: SoukLoadContext,
  request: Request,
  lang: LocaleCode,
  customer: CustomerMe | null,
): Promise<ProfileMenuData> {
  const signedIn = customer !== null;
  const signal = request.signal;
  const api = serverApi(context);
  const orNull = <T>(read: (api: ApiClient, init: RequestInit) => Promise<T>) =>
    signedIn ? read(api, { signal }).catch(() => null) : Promise.resolve(null);
  const [params, addresses, cards, promoCodes] = await Promise.all([
    menuLocality(context, lang, signal, signedIn)
      .then((locality) => locality?.params ?? null)
      .catch(() => null),
    orNull(getAddresses),
    orNull(getCards),
    orNull(getPromoCodes),
  ]);
  return {
    uiFlow: params?.uiFlow ?? 'DEFAULT',
    addressCount: addresses?.length ?? null,
    cardCount: cards?.length ?? null,
    storedCardsEnabled: params?.paymentOptions.showStoredCards ?? false,
    promoCodeCount: promoCodes?.promoCodes.length ?? null,
    referralEnabled: params?.referralProgramSettings.enabled ?? false,
    maskedPhone: customer?.phone ? maskPhone(customer.phone) : null,
  };
}
