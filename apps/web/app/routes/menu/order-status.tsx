import { useRef, type ComponentProps, type ComponentType } from 'react';
import type { Route } from './+types/order-status';
import type { Order } from '@souk/contracts';
import type { CourierPoint } from '@souk/core';
import type { OrderStatusView } from '#app/features/orders/order/order-status-view.tsx';
import { getVendor } from '#app/lib/api/get-vendor.ts';
import { serverApi } from '#app/lib/api-client.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';
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
  const [order, meta] = await Promise.all([
    loadOrder(args.context, args.request, args.params.id),
    // Built here, not in `meta`, so that the builders stay out of the browser bundle.
    loaderPageMeta(args, lang, ({ t }) => ({ title: t('orders.statusTitle') })),
  ]);
  const vendor = order ? await vendorPoint(args, lang, order) : null;
  return { order, vendor, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

/** Issue 16 part 5: a partner app's webview hears of the delivery (its code loads only then). */
function tellPartnerWhenCompleted(order: { orderId: string; status: Order['status'] }) {
  if (order.status !== 'COMPLETED') return;
  void import('#app/features/native/delivery-completed.ts').then((m) =>
    m.notifyDeliveryCompleted(window, order),
  );
}

/**
 * The order's progress, map, summary and actions: their code (live tracking, the map, the API
 * schemas) comes once the first load is idle, and a tap before that is held and replayed
 * (issue 15: first-load JavaScript under 120 KB).
 */
const statusBody = deferredBody(
  (): Promise<ComponentType<ComponentProps<typeof OrderStatusView>>> =>
    import('#app/features/orders/order/order-status-view.tsx').then((m) => m.OrderStatusView),
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

/** Spec 2 §2 "Order status": /menu/orders/{id}/status, followed live while the order is active. */
export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const { order, vendor } = loaderData;
  const page = useRef<HTMLDivElement>(null);
  statusBody.useHeldTaps(page);
  return (
    <div ref={page} {...statusBody.heldTaps}>
      {order && (
        <statusBody.Body
          key={order.orderId}
          initial={order}
          vendor={vendor}
          onStatus={tellPartnerWhenCompleted}
        />
      )}
    </div>
  );
}
