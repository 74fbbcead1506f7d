import { isRtlLocale, isSupportedLocale } from '@souk/core';
import type { LocaleCode } from '@souk/contracts';

export function isLocale(value: string | null | undefined): value is LocaleCode {
  return isSupportedLocale(value);
}

export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return isRtlLocale(locale) ? 'rtl' : 'ltr';
}

/** The supported locale that prefixes `pathname`, or null. */
export function localeFromPath(pathname: string): LocaleCode | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}
