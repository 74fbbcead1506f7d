import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { OrderOutcome } from '../order/order-outcome.tsx';
import { OrderSummary } from '../order/order-summary.tsx';
import { OrderPreviewFrame } from './order-preview-frame.tsx';

/**
 * `?order={id}&modal=OrdersHistoryOrderDetailsPreviewPopUp` (spec 2 §2 "Order previews"): on a
 * phone, a finished order's outcome, lines and totals, opened from its history row.
 */
export default function OrdersHistoryOrderDetailsPreviewPopUp(_: ModalBodyProps) {
  return (
    <OrderPreviewFrame testId="order-details-preview">
      {(order) => (
        <>
          <OrderOutcome order={order} />
          <OrderSummary order={order} />
        </>
      )}
    </OrderPreviewFrame>
  );
}
