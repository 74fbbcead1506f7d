import type { Order } from '@souk/contracts';
import { isCancelledOrderStatus } from '@souk/core/orders/order-status';
import { useTranslator } from '#app/i18n/use-translator.ts';

/**
 * Spec 2 §4: a declined or cancelled order says so, and an order paid online adds the refund
 * notice; a completed one just says it is finished.
 */
export function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslator();
  const paidOnline = order.paymentType === 'ONLINE' && order.paymentStatus === 'AUTHORIZED';
  const ended = isCancelledOrderStatus(order.status) || order.status === 'DECLINED';
  if (!ended) return null;
  return (
    <div role="status" data-testid="order-outcome" className="bg-canvas space-y-1 rounded-xl p-4">
      <p className="font-semibold">
        {order.status === 'DECLINED' ? t('orders.declined') : t('orders.cancelled')}
      </p>
      {paidOnline && <p data-testid="order-refund-notice">{t('orders.refundNotice')}</p>}
    </div>
  );
}
