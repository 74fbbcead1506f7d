import { orderStatusLook } from '@souk/core';
import { redirect } from 'react-router';
import type { Route } from './+types/order-payment';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { OrderPaymentView } from '#app/features/checkout/order-payment-view.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';

/**
 * Spec 2 §2 "Order payment" (menu-orders-id-payment): only an order in CREATED is paid here; any
 * other goes to the page its status opens on (core's orderStatusLook), keeping the query so a
 * success screen opened on the way still shows there.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request, params } = args;
  const order = await signedInGet(
    context,
    request,
    (api, init) => getOrder(api, params.id, init),
    null,
  );
  if (order && order.status !== 'CREATED') {
    const { search } = new URL(request.url);
    const page = orderStatusLook(order.status).page;
    throw redirect(`/${lang}/menu/orders/${encodeURIComponent(order.orderId)}/${page}${search}`);
  }
  return { order };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('checkout.cardFormTitle') })),
  { name: 'robots', content: 'noindex' },
];

export default function OrderPaymentRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? <OrderPaymentView order={loaderData.order} /> : null;
}
