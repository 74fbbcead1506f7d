import type { Order, Payment } from '@souk/contracts';
import { useLocation, useNavigate } from 'react-router';
import { createStore } from '#app/lib/create-store.ts';
import { modalLink, searchString, searchWithModal } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';

/** The gateway's card form the IframeModal shows for an order (it only lives in this tab). */
export interface CardForm {
  orderId: string;
  orderNumber: string;
  formUrl: string;
  transactionID: string;
}
export const cardFormStore = createStore<CardForm | null>(null);

export type FailureKey = 'checkout.paymentFailed' | 'checkout.orderFailed';
/** Why the last payment of an order failed, shown on its payment page with a new choice. */
export const paymentFailureStore = createStore<{ orderId: string; key: FailureKey } | null>(null);

/**
 * Where a payment answer leads: AUTHORIZED → the success screen; PENDING with a form → the
 * card form in the IframeModal; FAILED or ERROR → the order's payment page with the spec's
 * message (the order stays CREATED, so another card can pay it).
 */
export function usePaymentSteps() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { locale } = useTranslator();
  const paymentPath = (orderId: string) =>
    `/${locale}/menu/orders/${encodeURIComponent(orderId)}/payment`;
  type OrderRef = Pick<Order, 'orderId' | 'orderNumber'>;

  function openSuccess(order: OrderRef, search: string) {
    paymentFailureStore.set(null);
    const params = new URLSearchParams(search);
    params.delete('paymentOrderId');
    const link = modalLink(params.toString() ? `?${params.toString()}` : '', 'SuccessScreenModal', {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
    });
    void navigate(link.to, { replace: true, preventScrollReset: true });
  }

  function failPayment(order: OrderRef, key: FailureKey) {
    paymentFailureStore.set({ orderId: order.orderId, key });
    void navigate(paymentPath(order.orderId), { replace: true });
  }

  function follow(order: OrderRef, payment: Payment, search: string) {
    if (payment.status === 'AUTHORIZED') {
      openSuccess(order, search);
      return;
    }
    if (payment.status === 'PENDING' && payment.formUrl) {
      cardFormStore.set({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        formUrl: payment.formUrl,
        transactionID: payment.transactionID,
      });
      const params = { paymentOrderId: order.orderId };
      if (pathname === paymentPath(order.orderId)) {
        const link = modalLink(search, 'IframeModal', params);
        void navigate(link.to, { state: link.state, preventScrollReset: true });
        return;
      }
      // Opened over the order's payment page, so closing the form unpaid leaves the customer
      // where the order can be paid (the cart no longer holds it).
      const query = searchString(searchWithModal(new URLSearchParams(), 'IframeModal', params));
      void navigate(`${paymentPath(order.orderId)}${query}`);
      return;
    }
    failPayment(
      order,
      payment.status === 'ERROR' ? 'checkout.orderFailed' : 'checkout.paymentFailed',
    );
  }

  return { follow, openSuccess, failPayment };
}
