import type { Route } from './+types/order-status';
import { OrderStatusView } from '#app/features/orders/order/order-status-view.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { loadOrder } from './load-order.server.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  return { order: await loadOrder(args.context, args.request, args.params.id) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('orders.statusTitle') })),
  { name: 'robots', content: 'noindex' },
];

/** Spec 2 §2 "Order status": /menu/orders/{id}/status. */
export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (!order) return null;
  return <OrderStatusView key={order.orderId} initial={order} />;
}
