import type { LocaleCode } from '@souk/contracts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '#app/lib/locales.ts';

/** The `lang` cookie read by locale negotiation: set only when the visitor picks a language. */
export function rememberLocale(locale: LocaleCode) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
