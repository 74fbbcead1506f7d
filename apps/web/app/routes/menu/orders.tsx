import { useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getOrders, type OrdersResponse } from '#app/features/orders/api/get-orders.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';
import { textLink } from '#app/ui/styles.ts';

const NO_ORDERS: OrdersResponse = { activeOrders: [], deliveredOrders: [] };

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request } = args;
  const [orders, meta] = await Promise.all([
    signedInGet(context, request, getOrders, NO_ORDERS),
    // Built here, not in `meta`, so that the builders stay out of the browser bundle.
    loaderPageMeta(args, lang, ({ t }) => ({ title: t('orders.title') })),
  ]);
  return { orders, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

/**
 * The order rows, their previews and status chips: their code comes once the first load is
 * idle, and a tap on a row before that is held and replayed (issue 15).
 */
const history = deferredBody(
  (): Promise<ComponentType<{ orders: OrdersResponse }>> =>
    import('#app/features/orders/list/orders-history.tsx').then((m) => m.OrdersHistory),
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

/**
 * Spec 2 §2 "Orders history": /menu/orders — the active and the delivered orders. The reviews
 * page is reached from here: spec 1's menu list fixes its items, and reviews belong to orders.
 */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const list = useRef<HTMLDivElement>(null);
  history.useHeldTaps(list);
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
        <Link
          to={`/${locale}/menu/reviews`}
          className={`${textLink} inline-flex min-h-11 items-center`}
          data-testid="orders-reviews-link"
        >
          {t('reviews.title')}
        </Link>
      </div>
      <div ref={list} {...history.heldTaps}>
        <history.Body orders={loaderData.orders} />
      </div>
    </section>
  );
}
