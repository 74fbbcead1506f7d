import type { Route } from './+types/order-details';
import { useToast } from '#app/features/account/toast/use-toast.tsx';
import { OrderDetailsView } from '#app/features/orders/order/order-details-view.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { loadOrder } from './load-order.server.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  return { order: await loadOrder(args.context, args.request, args.params.id) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('orders.detailsTitle') })),
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec 2 §2 "Order details": /menu/orders/{id}/details. On small screens the profile layout
 * leaves out the header, the footer and the bottom navigation here (see `handle`).
 */
export const handle = { hideMobileChrome: true };

export default function OrderDetailsPage({ loaderData }: Route.ComponentProps) {
  const { toast, show } = useToast();
  if (!loaderData.order) return null;
  return (
    <>
      <OrderDetailsView order={loaderData.order} onMessage={show} />
      {toast}
    </>
  );
}
