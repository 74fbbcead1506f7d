import { SUPPORTED_LOCALES } from '@souk/core';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { createTranslator, type Translator } from '#app/i18n/translator.ts';
import { FALLBACK_MESSAGES } from '#app/i18n/fallback-messages.ts';
import { isRootData, type RootData } from './root-data.ts';
import { switchLocalePath } from './locales.ts';

interface MetaContext {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

export function rootDataOf(matches: MetaContext['matches']): RootData | undefined {
  const data = matches.find((m) => m?.id === 'root')?.data;
  return isRootData(data) ? data : undefined;
}

function absoluteBase(root: RootData): string | null {
  const base = root.clientConfig.baseUrl.replace(/\/+$/, '');
  return /^https?:\/\//.test(base) ? base : null;
}

/** `<title>` (page title + platform name), description and hreflang alternates of a page. */
export function pageMeta(
  { matches, location }: MetaContext,
  page: (t: Translator) => { title?: string; description?: string },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [{ title: FALLBACK_MESSAGES['error.genericTitle'] }];
  const t = createTranslator(root.locale, root.messages);
  const { title, description } = page(t);
  const platform = root.info?.platformName;
  const fullTitle = [title, platform].filter(Boolean).join(' · ');
  const tags: MetaDescriptor[] = [
    { title: fullTitle || t.t('meta.homeTitle') },
    { name: 'description', content: description ?? t.t('meta.homeDescription') },
  ];
  const base = absoluteBase(root);
  if (base) {
    for (const code of SUPPORTED_LOCALES) {
      const href = `${base}${switchLocalePath(location.pathname, code)}`;
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: code, href });
    }
    tags.push({ tagName: 'link', rel: 'canonical', href: `${base}${location.pathname}` });
  }
  return tags;
}

/** Meta for a route that also renders an error boundary. */
export function errorAwareMeta(args: MetaContext & { error?: unknown }): MetaDescriptor[] {
  if (args.error === undefined) return pageMeta(args, (t) => ({ title: t.t('meta.homeTitle') }));
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return [
    ...pageMeta(args, (t) => ({
      title: t.t(notFound ? 'error.notFoundTitle' : 'error.genericTitle'),
    })).filter((tag) => !('tagName' in tag)),
    { name: 'robots', content: 'noindex' },
  ];
}
