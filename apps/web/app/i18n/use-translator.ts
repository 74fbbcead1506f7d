import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '#app/lib/locales.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { createTranslator, type Translator } from './translator.ts';
import type { Messages } from './types.ts';

const NO_MESSAGES: Partial<Messages> = {};

/**
 * The translator of the page's locale, from the root loader. `fallback` (a module constant) is
 * used when no table reached the browser: the error views pass their English wording.
 */
export function useTranslator(fallback: Partial<Messages> = NO_MESSAGES): Translator {
  const root = useRootData();
  const { pathname } = useLocation();
  const locale = root?.locale ?? localeFromPath(pathname) ?? 'en';
  const messages = root?.messages ?? fallback;
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
