import type { Route } from './+types/vendor-console-orders';
import { VendorConsolePage } from '#app/features/vendor-console/components/vendor-console-page.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';

/** `/{lang}/vendor/{id}/orders`: the live board of one vendor, for its own staff only. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const meta = await loaderPageMeta(args, lang, (t) => ({
    title: t.t('vendorConsole.title'),
    description: t.t('vendorConsole.liveNote'),
  }));
  return { meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

export default function VendorConsoleOrders({ params }: Route.ComponentProps) {
  return <VendorConsolePage vendorId={params.id} />;
}
