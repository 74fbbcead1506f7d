import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '#app/lib/locales.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { FALLBACK_MESSAGES } from './fallback-messages.ts';
import { createTranslator, type Translator } from './translator.ts';

/** The translator of the page's locale (from the root loader; English error texts as a last resort). */
export function useTranslator(): Translator {
  const root = useRootData();
  const { pathname } = useLocation();
  const locale = root?.locale ?? localeFromPath(pathname) ?? 'en';
  const messages = root?.messages ?? FALLBACK_MESSAGES;
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
