import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { FALLBACK_TITLE } from '#app/i18n/fallback-title.ts';
import { createTranslator } from '#app/i18n/translator.ts';
import { isRootData } from './root-data.ts';

interface ErrorMetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  error?: unknown;
}

/**
 * Meta of the root and the layouts, which shows when a page fails (a title for its status and
 * `noindex`) or when a page sets none. Pages ship their full tags from their loaders
 * (page-meta.server.ts), so this is all the meta code every page carries.
 */
export function errorAwareMeta({ matches, error }: ErrorMetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data;
  if (!isRootData(root)) return [{ title: FALLBACK_TITLE }];
  const { t } = createTranslator(root.locale, root.messages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title =
    error === undefined
      ? t('meta.homeTitle')
      : t(notFound ? 'error.notFoundTitle' : 'error.genericTitle');
  const platform = root.info?.platformName;
  const tags: MetaDescriptor[] = [
    { title: [title, platform].filter(Boolean).join(' · ') },
    { name: 'description', content: t('meta.homeDescription') },
  ];
  if (error !== undefined) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
