import type { LocaleCode } from '@souk/contracts';

/**
 * Browser-safe locale helpers. Kept local (not imported from @souk/contracts at runtime) so the
 * client bundle does not pull in zod; the list must equal SUPPORTED_LOCALE_CODES (checked in tests).
 */
export const LOCALES = [
  'ar',
  'en',
  'es',
  'fr',
  'it',
  'lv',
  'mg',
  'pt',
  'bg',
  'ru',
  'uk',
] as const satisfies readonly LocaleCode[];

/** Each language's name in that language (shown in the switcher with a matching `lang`). */
export const LOCALE_AUTONYMS: Record<LocaleCode, string> = {
  ar: 'العربية',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  lv: 'Latviešu',
  mg: 'Malagasy',
  pt: 'Português',
  bg: 'Български',
  ru: 'Русский',
  uk: 'Українська',
};

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar']);

export function isLocale(value: string | null | undefined): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** The supported locale that prefixes `pathname`, or null. */
export function localeFromPath(pathname: string): LocaleCode | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** Same pathname under another locale prefix: `/en/riga` → `/ar/riga`; `/riga` → `/ar/riga`. */
export function switchLocalePath(pathname: string, locale: LocaleCode): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = (isLocale(first) ? rest : [first, ...rest]).join('/');
  return tail === '' ? `/${locale}` : `/${locale}/${tail}`;
}

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
