import type { Order } from '@souk/contracts';
import { isActiveOrderStatus } from '@souk/core/orders/order-status';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { focusRing, ghostButton } from '#app/ui/styles.ts';
import { orderDate, orderPagePath } from '../order-look.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/**
 * One order of the history: number, vendor, date, total and status; opens the order's page.
 * Wide screens also offer a preview over the list (OrdersHistoryOrderPreview); phones the
 * popup of spec 2 §2 "Order previews" that fits the order: an active order's status
 * (OrdersHistoryOrderStatusPreviewPopUp), a finished one's details
 * (OrdersHistoryOrderDetailsPreviewPopUp).
 */
export function OrderRow({ order }: { order: Order }) {
  const { t, locale, money } = useCatalogFormat(order.currencyCode);
  const { search } = useLocation();
  const preview = modalLink(search, 'OrdersHistoryOrderPreview', { order: order.orderId });
  const active = isActiveOrderStatus(order.status);
  const popup = modalLink(
    search,
    active ? 'OrdersHistoryOrderStatusPreviewPopUp' : 'OrdersHistoryOrderDetailsPreviewPopUp',
    { order: order.orderId },
  );
  return (
    <li className="flex items-center gap-2">
      <Link
        to={orderPagePath(locale, order)}
        data-testid="order-row"
        data-order-id={order.orderId}
        className={`${focusRing} border-line bg-surface hover:bg-canvas flex min-w-0 flex-1 items-center gap-4 rounded-2xl border p-4 transition`}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{t('orders.number', { number: order.orderNumber })}</p>
          <p className="truncate">{order.vendorName}</p>
          <p className="text-muted text-sm">
            <time dateTime={order.createdAt}>{orderDate(locale, order)}</time>
            {' · '}
            <span data-testid="order-row-total">{money(order.finalTotal)}</span>
          </p>
        </div>
        <OrderStatusChip status={order.status} />
      </Link>
      {/* The button's own display is inline-flex: the wrapper decides which screen shows it. */}
      <div className="hidden md:block">
        <Link
          to={preview.to}
          state={preview.state}
          preventScrollReset
          aria-label={t('orders.previewOf', { number: order.orderNumber })}
          data-testid="order-row-preview"
          className={`${ghostButton} border-line border`}
        >
          {t('orders.preview')}
        </Link>
      </div>
      <div className="md:hidden">
        <Link
          to={popup.to}
          state={popup.state}
          preventScrollReset
          aria-label={t(active ? 'orders.statusPreviewOf' : 'orders.detailsPreviewOf', {
            number: order.orderNumber,
          })}
          data-testid="order-row-popup"
          className={`${ghostButton} border-line border`}
        >
          {t(active ? 'orders.statusPreview' : 'orders.detailsPreview')}
        </Link>
      </div>
    </li>
  );
}
