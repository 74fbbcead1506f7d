import type { Order } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { OrdersIcon } from '../order-icons.tsx';
import type { OrdersResponse } from '../api/get-orders.ts';
import { OrderRow } from './order-row.tsx';

/** Spec 2 §4 "Lists are sorted by orderId descending", whatever order they arrive in. */
function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0));
}

function OrderList({ id, title, orders }: { id: string; title: string; orders: Order[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="space-y-3">
        {newestFirst(orders).map((order) => (
          <OrderRow key={order.orderId} order={order} />
        ))}
      </ul>
    </section>
  );
}

/** Spec 2 §2 "Orders history": the active orders above the delivered ones, or an empty state. */
export function OrdersHistory({ orders }: { orders: OrdersResponse }) {
  const { t } = useTranslator();
  // An active order that the delivered list already has is shown there only (spec 2 §4).
  const delivered = new Set(orders.deliveredOrders.map((o) => o.orderId));
  const active = orders.activeOrders.filter((o) => !delivered.has(o.orderId));
  if (active.length === 0 && orders.deliveredOrders.length === 0) {
    return (
      <EmptyState
        illustration={<OrdersIcon className="size-16" />}
        title={t('orders.emptyTitle')}
        text={t('orders.emptyText')}
        testId="orders-empty"
      />
    );
  }
  return (
    <div className="space-y-8">
      <OrderList id="orders-active" title={t('orders.active')} orders={active} />
      <OrderList
        id="orders-delivered"
        title={t('orders.delivered')}
        orders={orders.deliveredOrders}
      />
    </div>
  );
}
