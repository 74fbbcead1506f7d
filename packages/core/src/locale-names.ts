/**
 * Apart from locales.ts, which every page's first load carries: only the language pickers and
 * the profile (loaded later) show these names.
 */
import type { Locale } from './locales.ts';

/** Each language in its own name, for the language picker. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
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
