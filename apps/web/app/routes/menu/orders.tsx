import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getOrders, type OrdersResponse } from '#app/features/orders/api/get-orders.ts';
import { OrdersHistory } from '#app/features/orders/list/orders-history.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { textLink } from '#app/ui/styles.ts';

const NO_ORDERS: OrdersResponse = { activeOrders: [], deliveredOrders: [] };

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const { context, request } = args;
  return { orders: await signedInGet(context, request, getOrders, NO_ORDERS) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('orders.title') })),
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec 2 §2 "Orders history": /menu/orders — the active and the delivered orders. The reviews
 * page is reached from here: spec 1's menu list fixes its items, and reviews belong to orders.
 */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
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
      <OrdersHistory orders={loaderData.orders} />
    </section>
  );
}
