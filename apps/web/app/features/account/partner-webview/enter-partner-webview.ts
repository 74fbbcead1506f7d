import { switchLocalePath } from '#app/lib/language-choice.ts';
import { localeFromPath } from '#app/lib/locales.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { chooseTemporary } from '../addresses/selection/address-selection-client.ts';
import { loginByPartnerToken } from '../api/customer-session.ts';
import { CUSTOMER_DATA_PARAM, parseCustomerData, partnerLocation } from './customer-data.ts';

/** Spec 1 §4 "Locale switching from customerData happens once per session". */
const LOCALE_SWITCHED_KEY = 'customer_locale_switched';

/**
 * A partner app opened the storefront with `customerData` (spec 2 §4 "Partner webview"): its
 * address becomes the temporary delivery address, its signed token signs the customer in, and
 * its locale is applied once per session. A sign-in or a locale change reloads the page
 * without the parameter, so the server renders it signed in and in the right language.
 */
export async function enterPartnerWebview(config: ClientConfig): Promise<void> {
  const url = new URL(window.location.href);
  const data = parseCustomerData(url.searchParams.get(CUSTOMER_DATA_PARAM));
  if (!data) return;
  url.searchParams.delete(CUSTOMER_DATA_PARAM);
  if (data.address) chooseTemporary(partnerLocation(data.address));

  let reload = false;
  if (data.token) {
    try {
      await loginByPartnerToken(config, data.token);
      reload = true;
    } catch (error) {
      // The storefront stays usable signed out; the partner's token was refused.
      console.error('Partner login by token failed', error);
    }
  }
  if (data.locale && sessionStorage.getItem(LOCALE_SWITCHED_KEY) === null) {
    sessionStorage.setItem(LOCALE_SWITCHED_KEY, data.locale);
    if (localeFromPath(url.pathname) !== data.locale) {
      url.pathname = switchLocalePath(url.pathname, data.locale);
      reload = true;
    }
  }
  if (reload) window.location.replace(url.toString());
}
