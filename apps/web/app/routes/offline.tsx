import type { Route } from './+types/offline';
import { offlineDocument } from '#app/features/pwa/offline-document.server.ts';
import { themeCss } from '#app/features/partner/theme-css.ts';
import { messagesFor } from '#app/i18n/catalog.server.ts';
import { getPublicInfo } from '#app/lib/get-public-info.server.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { directionOf } from '#app/lib/locales.ts';

/**
 * `/{lang}/offline`: the offline page as one self-contained document, which the service worker
 * stores ahead of time and shows in place of any page that cannot be reached (issue 16 part 6).
 * A resource route: no React, no other file needed to show it.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = await requireLocale(args);
  const info = await getPublicInfo(args.context);
  const messages = messagesFor(locale);
  const html = offlineDocument({
    locale,
    dir: directionOf(locale),
    platformName: info.platformName,
    themeCss: themeCss(info.theme),
    title: messages['error.offlineTitle'],
    text: messages['error.offlineText'],
    tryAgain: messages['error.tryAgain'],
    nonce: args.context.cspNonce,
  });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The worker keeps its own copy; the browser's cache keeps none.
      'cache-control': 'no-cache',
    },
  });
}
