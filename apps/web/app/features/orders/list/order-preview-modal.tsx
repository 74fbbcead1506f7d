import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { OrderSummary } from '../order/order-summary.tsx';
import { OrderPreviewFrame } from './order-preview-frame.tsx';

/**
 * `?order={id}&modal=OrdersHistoryOrderPreview` (spec 2 §2 "Order previews"): on wide screens,
 * an order of the history at a glance over the list, with the way to its full page.
 */
export default function OrdersHistoryOrderPreview(_: ModalBodyProps) {
  return (
    <OrderPreviewFrame testId="order-preview">
      {(order) => <OrderSummary order={order} />}
    </OrderPreviewFrame>
  );
}
