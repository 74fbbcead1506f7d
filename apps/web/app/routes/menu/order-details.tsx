import { useRef, type ComponentType } from 'react';
import type { Order } from '@souk/contracts';
import type { Route } from './+types/order-details';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';
import { loadOrder } from './load-order.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const [order, meta] = await Promise.all([
    loadOrder(args.context, args.request, args.params.id),
    // Built here, not in `meta`, so that the builders stay out of the browser bundle.
    loaderPageMeta(args, lang, ({ t }) => ({ title: t('orders.detailsTitle') })),
  ]);
  return { order, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec 2 §2 "Order details": /menu/orders/{id}/details. On small screens the profile layout
 * leaves out the header, the footer and the bottom navigation here (see `handle`).
 */
export const handle = { hideMobileChrome: true };

/**
 * The order's lines, totals and actions with the page's toast: their code (reorder, reviews,
 * the API schemas) comes once the first load is idle, and a tap before that is held and
 * replayed (issue 15: first-load JavaScript under 120 KB).
 */
const detailsBody = deferredBody(
  async (): Promise<ComponentType<{ order: Order }>> => {
    const [{ OrderDetailsView }, { useToast }] = await Promise.all([
      import('#app/features/orders/order/order-details-view.tsx'),
      import('#app/features/account/toast/use-toast.tsx'),
    ]);
    return function DetailsBody({ order }: { order: Order }) {
      const { toast, show } = useToast();
      return (
        <>
          <OrderDetailsView order={order} onMessage={show} />
          {toast}
        </>
      );
    };
  },
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

export default function OrderDetailsPage({ loaderData }: Route.ComponentProps) {
  const page = useRef<HTMLDivElement>(null);
  detailsBody.useHeldTaps(page);
  return (
    <div ref={page} {...detailsBody.heldTaps}>
      {loaderData.order && <detailsBody.Body order={loaderData.order} />}
    </div>
  );
}
