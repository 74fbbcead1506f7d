import type { LocaleCode } from '@souk/contracts';
import { negotiateLocale, SUPPORTED_LOCALES } from '@souk/core';
import { redirect } from 'react-router';
import { getPublicInfo } from '#app/lib/get-public-info.server.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import {
  LANG_COOKIE,
  LANGUAGE_CHOSEN_PARAM,
  langCookie,
  switchLocalePath,
} from './language-choice.ts';
import { isLocale, localeFromPath } from './locales.ts';

/**
 * A header of the page request. In the native app's own build the loaders run in the page, whose
 * requests carry neither the cookies nor the languages: the page's own say the same.
 */
function pageRequestHeader(request: Request, name: 'Cookie' | 'Accept-Language'): string | null {
  const header = request.headers.get(name);
  if (header !== null || import.meta.env.SSR || typeof document === 'undefined') return header;
  return name === 'Cookie' ? document.cookie : navigator.languages.join(',');
}

function cookieLocale(request: Request): LocaleCode | null {
  const header = pageRequestHeader(request, 'Cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANG_COOKIE) {
      const code = decodeURIComponent(value.join('='));
      return isLocale(code) ? code : null;
    }
  }
  return null;
}

/**
 * The visitor's locale: `lang` cookie, then Accept-Language (any supported locale), then the
 * partner's default. The partner record is only fetched when the first two give nothing.
 */
export async function preferredLocale(
  request: Request,
  context: SoukLoadContext,
): Promise<LocaleCode> {
  const fromCookie = cookieLocale(request);
  if (fromCookie) return fromCookie;
  const NONE = '';
  const fromHeader = negotiateLocale<string>(
    pageRequestHeader(request, 'Accept-Language'),
    SUPPORTED_LOCALES,
    NONE,
  );
  if (isLocale(fromHeader)) return fromHeader;
  const info = await getPublicInfo(context).catch((error: unknown) => {
    if (error instanceof Response) throw error; // 423 → suspended URL
    return null;
  });
  return info?.defaultLocale ?? 'en';
}

/** 301 to the same path and query under the visitor's locale. Varies by cookie and language. */
export async function redirectToPreferredLocale(
  request: Request,
  context: SoukLoadContext,
): Promise<Response> {
  const url = new URL(request.url);
  const locale = await preferredLocale(request, context);
  return redirect(`${switchLocalePath(url.pathname, locale)}${url.search}`, {
    status: 301,
    headers: { Vary: 'Accept-Language, Cookie', 'Cache-Control': 'private, no-cache' },
  });
}

interface LocaleArgs {
  params: { lang?: string };
  request: Request;
  context: SoukLoadContext;
}

/** Every `/:lang/…` loader starts here: an unsupported `lang` never reaches rendering. */
export async function requireLocale({ params, request, context }: LocaleArgs): Promise<LocaleCode> {
  if (isLocale(params.lang)) return params.lang;
  throw await redirectToPreferredLocale(request, context);
}

/**
 * A language picked before the page's code loaded arrives as `/{locale}/…?languageChosen=1`:
 * remember it and send the visitor to the same URL without the marker. Null otherwise.
 */
export function keepChosenLocale(request: Request): Response | null {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (!url.searchParams.has(LANGUAGE_CHOSEN_PARAM) || !locale) return null;
  url.searchParams.delete(LANGUAGE_CHOSEN_PARAM);
  return redirect(`${url.pathname}${url.search}`, {
    status: 303,
    headers: {
      'Set-Cookie': langCookie(locale, url.protocol === 'https:'),
      'Cache-Control': 'private, no-store',
    },
  });
}
