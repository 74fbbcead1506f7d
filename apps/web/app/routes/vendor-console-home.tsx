import type { Route } from './+types/vendor-console-home';
import { VendorConsolePage } from '#app/features/vendor-console/components/vendor-console-page.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';

/** `/{lang}/vendor`: staff sign in here and are sent on to their own vendor's board. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const meta = await loaderPageMeta(args, lang, (t) => ({
    title: t.t('vendorConsole.title'),
    description: t.t('vendorConsole.signInIntro'),
  }));
  return { meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

export default function VendorConsoleHome() {
  return <VendorConsolePage vendorId={null} />;
}
