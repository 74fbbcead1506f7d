/**
 * A payment's status as the customer reads it. While a capture, void or refund is under way
 * (modules/payments/payment-settlement.ts) the money has not moved yet, so the status it started from
 * is shown.
 */
import type { Payment } from '@souk/contracts';

const UNDER_WAY_AS: Readonly<Record<string, Payment['status']>> = {
  CAPTURING: 'AUTHORIZED',
  VOIDING: 'AUTHORIZED',
  REFUNDING: 'CAPTURED',
};

export function shownPaymentStatus(stored: string): Payment['status'] {
  return UNDER_WAY_AS[stored] ?? (stored as Payment['status']);
}
