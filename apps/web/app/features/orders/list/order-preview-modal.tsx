import { Link, useSearchParams } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { OrderSummary } from '../order/order-summary.tsx';
import { orderPagePath } from '../order-look.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/** The query key naming the previewed order (closing the modal clears it, spec 2 §2). */
const ORDER_PARAM = 'order';

/**
 * `?order={id}&modal=OrdersHistoryOrderPreview` (spec 2 §2 "Order previews"): an order of the
 * history at a glance over the list, with the way to its full page.
 */
export default function OrdersHistoryOrderPreview(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const [search] = useSearchParams();
  const config = useRootData()?.clientConfig;
  const orderId = search.get(ORDER_PARAM);
  const key = orderId && config ? `order:${orderId}` : null;
  const order = useServerState(key, (signal) =>
    config && orderId
      ? getOrder(browserApi(config), orderId, { signal })
      : Promise.reject(new Error('no order')),
  );
  if (order.status === 'failed' || key === null) {
    return (
      <p role="alert" className="p-5">
        {t('orders.failed')}
      </p>
    );
  }
  if (order.status !== 'ready') return <div className="min-h-40 p-5" aria-busy="true" />;
  const { data } = order;
  return (
    <div className="space-y-5 p-5" data-testid="order-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-lg font-bold">{t('orders.number', { number: data.orderNumber })}</p>
          <p>{data.vendorName}</p>
        </div>
        <OrderStatusChip status={data.status} />
      </div>
      <OrderSummary order={data} />
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
