import type { Order } from '@souk/contracts';
import { isCancelledOrderStatus } from '@souk/core/orders/order-status';
import { useTranslator } from '#app/i18n/use-translator.ts';

/**
 * Where the money of an order paid online stands once it ended: still held or taken (it is on
 * its way back), or already released or refunded (decision 016). Null for cash, or when the
 * card payment never went through.
 */
function refundOf(order: Order): 'orders.refundNotice' | 'orders.refundDone' | null {
  if (order.paymentType !== 'ONLINE') return null;
  switch (order.paymentStatus) {
    case 'AUTHORIZED':
    case 'CAPTURED':
      return 'orders.refundNotice';
    case 'VOIDED':
    case 'REFUNDED':
      return 'orders.refundDone';
    default:
      return null;
  }
}

/**
 * Spec 2 §4: a declined or cancelled order says so, and an order paid online adds the refund
 * notice; a completed one just says it is finished.
 */
export function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslator();
  const ended = isCancelledOrderStatus(order.status) || order.status === 'DECLINED';
  if (!ended) return null;
  const refund = refundOf(order);
  return (
    <div role="status" data-testid="order-outcome" className="bg-canvas space-y-1 rounded-xl p-4">
      <p className="font-semibold">
        {order.status === 'DECLINED' ? t('orders.declined') : t('orders.cancelled')}
      </p>
      {refund && <p data-testid="order-refund-notice">{t(refund)}</p>}
    </div>
  );
}
