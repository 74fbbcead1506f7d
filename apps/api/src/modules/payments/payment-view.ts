/** A payment row as the storefront sees it, with spec 2 §8's message for a failure. */
import type { Payment } from '@souk/contracts';
import type { GatewayName, GatewayPayment } from './payment-gateway.ts';
import { DECLINED_MESSAGE, ERROR_MESSAGE } from './payment-errors.ts';
import type { PaymentRow } from './payment-repository.ts';
import { shownPaymentStatus } from '#api/modules/orders/shown-payment-status.ts';

const MESSAGES: Partial<Record<Payment['status'], string>> = {
  FAILED: DECLINED_MESSAGE,
  ERROR: ERROR_MESSAGE,
};

/** `result` is the gateway's latest answer, which alone knows the page to open. */
export function paymentView(row: PaymentRow, result: GatewayPayment | null): Payment {
  const status = shownPaymentStatus(row.status);
  const message = MESSAGES[status] ?? null;
  const pending = status === 'PENDING' && result?.status === 'PENDING';
  return {
    transactionID: row.id,
    orderId: row.orderId ?? '',
    status,
    amount: row.amount,
    currencyCode: row.currencyCode,
    gateway: row.gateway as GatewayName,
    formUrl: pending ? result.formUrl : null,
    clientSecret: pending ? result.clientSecret : null,
    intentId: row.gatewayReference,
    failureCode: row.failureCode,
    message,
    alert: message ? 'INVALID_PAYMENT_CREATION' : null,
  };
}
