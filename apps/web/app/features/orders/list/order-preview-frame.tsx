import type { Order } from '@souk/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { orderPagePath } from '../order-look.ts';
import { OrderStatusChip } from './order-status-chip.tsx';
import { usePreviewedOrder } from './use-previewed-order.ts';

/**
 * What every preview of one order shares (spec 2 §2 "Order previews"): the order named by
 * `?order=`, its number, vendor and status chip, the part this preview is about, and the way
 * to the order's own page; a line while it loads and a message when it cannot be read.
 */
export function OrderPreviewFrame({
  testId,
  children,
}: {
  testId: string;
  children: (order: Order) => ReactNode;
}) {
  const { t, locale } = useTranslator();
  const order = usePreviewedOrder();
  if (order === null || order.status === 'failed') {
    return (
      <p role="alert" className="p-5">
        {t('orders.failed')}
      </p>
    );
  }
  if (order.status !== 'ready') return <div className="min-h-40 p-5" aria-busy="true" />;
  const { data } = order;
  return (
    <div className="space-y-5 p-5" data-testid={testId} data-order-id={data.orderId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-lg font-bold">{t('orders.number', { number: data.orderNumber })}</p>
          <p>{data.vendorName}</p>
        </div>
        <OrderStatusChip status={data.status} />
      </div>
      {children(data)}
      <Link
        to={orderPagePath(locale, data)}
        className={`${primaryButton} w-full`}
        data-testid="order-preview-open"
      >
        {data.status === 'CREATED' ? t('orders.pay') : t('orders.openOrder')}
      </Link>
    </div>
  );
}
