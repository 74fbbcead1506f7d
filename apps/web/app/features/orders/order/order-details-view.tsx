import type { Order } from '@souk/contracts';
import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { BackIcon } from '#app/ui/browsing-icons.tsx';
import { textLink } from '#app/ui/styles.ts';
import { orderDate } from '../order-look.ts';
import { OrderStatusChip } from '../list/order-status-chip.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderOutcome } from './order-outcome.tsx';
import { OrderSummary } from './order-summary.tsx';

/** Spec 2 §2 "Order details": a finished order with its actions. */
export function OrderDetailsView({
  order,
  onMessage,
}: {
  order: Order;
  /** Shows a short message (the route owns the toast). */
  onMessage: (message: string, tone: 'error' | 'success') => void;
}) {
  const { t, locale } = useTranslator();
  return (
    <section className="space-y-6" data-testid="order-details-page">
      <Link
        to={`/${locale}/menu/orders`}
        className={`${textLink} inline-flex min-h-11 items-center gap-1 text-sm`}
        data-testid="order-back"
      >
        <BackIcon className="size-4" />
        {t('orders.back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            {t('orders.number', { number: order.orderNumber })}
          </h1>
          <p>
            {order.vendorName} · <time dateTime={order.createdAt}>{orderDate(locale, order)}</time>
          </p>
        </div>
        <OrderStatusChip status={order.status} />
      </header>
      <OrderOutcome order={order} />
      <OrderActions order={order} onMessage={onMessage} />
      <OrderSummary order={order} />
    </section>
  );
}
