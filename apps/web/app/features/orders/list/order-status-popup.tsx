import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { OrderProgress } from '../order/order-progress.tsx';
import { OrderPreviewFrame } from './order-preview-frame.tsx';

/**
 * `?order={id}&modal=OrdersHistoryOrderStatusPreviewPopUp` (spec 2 §2 "Order previews"): on a
 * phone, an active order's steps with the current one marked, opened from its history row.
 */
export default function OrdersHistoryOrderStatusPreviewPopUp(_: ModalBodyProps) {
  return (
    <OrderPreviewFrame testId="order-status-preview">
      {(order) => <OrderProgress order={order} />}
    </OrderPreviewFrame>
  );
}
