import type { Order } from '@souk/contracts';
import { Link } from 'react-router';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { focusRing } from '#app/ui/styles.ts';
import { orderDate, orderPagePath } from '../order-look.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/** One order of the history: number, vendor, date, total and status; opens the order's page. */
export function OrderRow({ order }: { order: Order }) {
  const { t, locale, money } = useCatalogFormat(order.currencyCode);
  return (
    <li>
      <Link
        to={orderPagePath(locale, order)}
        data-testid="order-row"
        data-order-id={order.orderId}
        className={`${focusRing} border-line bg-surface hover:bg-canvas flex items-center gap-4 rounded-2xl border p-4 transition`}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{t('orders.number', { number: order.orderNumber })}</p>
          <p className="truncate">{order.vendorName}</p>
          <p className="text-muted text-sm">
            <time dateTime={order.createdAt}>{orderDate(locale, order.createdAt)}</time>
            {' · '}
            <span data-testid="order-row-total">{money(order.finalTotal)}</span>
          </p>
        </div>
        <OrderStatusChip status={order.status} />
      </Link>
    </li>
  );
}
