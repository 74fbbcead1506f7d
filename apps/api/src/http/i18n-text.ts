import type { FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALE_CODES } from '@souk/contracts';
import { negotiateLocale } from '@souk/core';

/** Text by locale with the fallback chain: requested language, English, the default text. */
export function resolveI18n(
  values: Partial<Record<string, string>>,
  lang: string,
  fallback: string,
): string {
  return values[lang] || values.en || fallback;
}

/** The request's language from Accept-Language, limited to the supported locales. */
export function requestLanguage(request: FastifyRequest, fallback = 'en'): string {
  return negotiateLocale(request.headers['accept-language'], SUPPORTED_LOCALE_CODES, fallback);
}
