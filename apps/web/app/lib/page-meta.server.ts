import type { LocaleCode } from '@souk/contracts';
import type { MetaDescriptor } from 'react-router';
import { getPublicInfo } from '#app/lib/get-public-info.server.ts';
import { messagesFor } from '#app/i18n/catalog.server.ts';
import type { Translator } from '#app/i18n/translator.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import { buildPageMeta, type PageMeta } from './meta.ts';

/**
 * A page's meta tags (see `pageMeta`) built in its loader: the browser then receives the tags
 * as data and none of the code that builds them. The route's `meta` returns them as they are.
 */
export async function loaderPageMeta(
  { context, request }: { context: SoukLoadContext; request: Request },
  locale: LocaleCode,
  page: (t: Translator) => PageMeta,
): Promise<MetaDescriptor[]> {
  // Shared with the root loader (one call per request); a failure there shows the 5xx page.
  const info = await getPublicInfo(context).catch(() => null);
  const root = { locale, messages: messagesFor(locale), info, clientConfig: context.clientConfig };
  return buildPageMeta(root, new URL(request.url).pathname, page);
}
