import type { Route } from './+types/courier';
import { CourierAppPage } from '#app/features/courier/components/courier-app-page.tsx';
import { OrderMap } from '#app/features/orders/tracking/order-map.tsx';
import { useCourierToken } from '#app/features/account/session/use-courier-token.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { useRootData } from '#app/lib/root-data.ts';

/** `/{lang}/courier`: the courier app (issue 13 part 5); signed out, the courier sign-in. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const meta = await loaderPageMeta(args, lang, (t) => ({
    title: t.t('courier.title'),
    description: t.t('courier.intro'),
  }));
  return { meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

/**
 * The route composes three features: the courier's token from the account, the app itself, and
 * the orders' lazily loaded map, which draws the pickup, the drop-off and the courier.
 */
export default function CourierRoute() {
  const token = useCourierToken();
  const config = useRootData()?.clientConfig;
  return (
    <CourierAppPage
      token={token}
      renderMap={({ pickup, dropoff, courier, labels }) => (
        <OrderMap
          vendor={pickup}
          destination={dropoff}
          courier={courier}
          tileUrl={config?.mapTileUrl || null}
          attribution={config?.mapTileAttribution || null}
          labels={labels}
        />
      )}
    />
  );
}
