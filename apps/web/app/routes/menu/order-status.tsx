import type { Route } from './+types/order-status';
import type { Order } from '@souk/contracts';
import type { CourierPoint } from '@souk/core';
import { OrderStatusView } from '#app/features/orders/order/order-status-view.tsx';
import { getVendor } from '#app/lib/api/get-vendor.ts';
import { serverApi } from '#app/lib/api-client.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { loadOrder } from './load-order.server.ts';

/**
 * Where the vendor is, for the map of an active order; null when the vendor cannot be read
 * (hidden since the order was placed): the map then shows the rest.
 */
async function vendorPoint(
  args: Route.LoaderArgs,
  lang: Awaited<ReturnType<typeof requireLocale>>,
  order: Order,
): Promise<CourierPoint | null> {
  try {
    const vendor = await getVendor(serverApi(args.context), lang, order.vendorId, {
      signal: args.request.signal,
    });
    return { latitude: vendor.latitude, longitude: vendor.longitude };
  } catch {
    return null;
  }
}

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const order = await loadOrder(args.context, args.request, args.params.id);
  const vendor = order ? await vendorPoint(args, lang, order) : null;
  return { order, vendor };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('orders.statusTitle') })),
  { name: 'robots', content: 'noindex' },
];

/** Issue 16 part 5: a partner app's webview hears of the delivery (its code loads only then). */
function tellPartnerWhenCompleted(order: { orderId: string; status: Order['status'] }) {
  if (order.status !== 'COMPLETED') return;
  void import('#app/features/native/delivery-completed.ts').then((m) =>
    m.notifyDeliveryCompleted(window, order),
  );
}

/** Spec 2 §2 "Order status": /menu/orders/{id}/status, followed live while the order is active. */
export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const { order, vendor } = loaderData;
  if (!order) return null;
  return (
    <OrderStatusView
      key={order.orderId}
      initial={order}
      vendor={vendor}
      onStatus={tellPartnerWhenCompleted}
    />
  );
}
