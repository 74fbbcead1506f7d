import type { LocaleCode } from '@souk/contracts';
import { langCookie } from '#app/lib/language-choice.ts';

/** The `lang` cookie read by locale negotiation: set only when the visitor picks a language. */
export function rememberLocale(locale: LocaleCode) {
  document.cookie = langCookie(locale, window.location.protocol === 'https:');
}
