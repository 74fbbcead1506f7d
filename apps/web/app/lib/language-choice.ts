import type { LocaleCode } from '@souk/contracts';
import { isLocale } from './locales.ts';

/*
 * What changing the language needs (the switcher, the languages list, the server's cookie),
 * apart from locales.ts, which every page's first load carries.
 */

export const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/**
 * Query marker on the language switcher's links: a click before the page's code has loaded
 * is a plain navigation, so the server keeps the choice (sets the cookie) and drops the marker.
 */
export const LANGUAGE_CHOSEN_PARAM = 'languageChosen';

/** The `lang` cookie as a Set-Cookie / document.cookie string. */
export function langCookie(locale: LocaleCode, secure: boolean): string {
  const flags = `Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${LANG_COOKIE}=${locale}; ${flags}`;
}

/**
 * Same pathname under another locale prefix: `/en/riga` → `/ar/riga`. A path without a
 * supported prefix keeps every segment: `/riga` → `/ar/riga`, `/xx/riga` → `/ar/xx/riga`.
 */
export function switchLocalePath(pathname: string, locale: LocaleCode): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = (isLocale(first) ? rest : [first, ...rest]).join('/');
  return tail === '' ? `/${locale}` : `/${locale}/${tail}`;
}
