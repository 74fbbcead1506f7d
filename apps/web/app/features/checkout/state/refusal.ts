import { ApiRequestError } from '#app/lib/api-client.ts';

/** What the customer is told when placing or paying is refused (spec 2 §8 messages). */
export interface Refusal {
  key:
    | 'checkout.cashMax'
    | 'checkout.paymentUnavailable'
    | 'checkout.cartChanged'
    | 'checkout.payDelivery'
    | 'cart.minOrderSnackbar'
    | 'cart.notDelivering'
    | 'cart.promoNOT_FOUND'
    | 'cartAlert.chooseAddress'
    | 'checkout.orderFailed'
    | 'checkout.genericError';
  /** Minor units of the cash maximum, for `{n}`. */
  cashMaxAmount?: number;
  /** PAY_DELIVERY: the delivery total the order would charge now, minor units. */
  deliveryTotal?: number;
  /** The cart on the server no longer matches: reload it so its own alerts explain why. */
  reloadCart: boolean;
}

function field(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record: Record<string, unknown> = { ...body };
  return record[name];
}

/** Maps the refusal's alert code and reason (orderErrorSchema) to a message; never silent. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiRequestError))
    return { key: 'checkout.genericError', reloadCart: false };
  const alert = field(error.body, 'alert');
  const reason = field(error.body, 'reason');
  const cashMax = field(error.body, 'cashMaxAmount');
  if (alert === 'INVALID_CASH_AMOUNT')
    return {
      key: 'checkout.cashMax',
      cashMaxAmount: typeof cashMax === 'number' ? cashMax : undefined,
      reloadCart: false,
    };
  if (alert === 'INVALID_PAYMENT_TYPE')
    return { key: 'checkout.paymentUnavailable', reloadCart: false };
  // Delivery costs more than shown: the customer is asked to agree to the new amount, which the
  // next attempt sends as the delivery total seen (a body without one cannot be agreed to).
  if (alert === 'PAY_DELIVERY') {
    const deliveryTotal = field(error.body, 'deliveryTotal');
    return typeof deliveryTotal === 'number'
      ? { key: 'checkout.payDelivery', deliveryTotal, reloadCart: false }
      : { key: 'checkout.cartChanged', reloadCart: true };
  }
  if (alert === 'INVALID_PAYMENT_CREATION')
    return { key: 'checkout.orderFailed', reloadCart: false };
  // The API's own sentences for these reasons (spec 2 §5 minimum order, §8 messages).
  if (reason === 'MIN_ORDER') return { key: 'cart.minOrderSnackbar', reloadCart: true };
  if (reason === 'OUTSIDE_ZONE') return { key: 'cart.notDelivering', reloadCart: true };
  if (reason === 'PROMO_CODE') return { key: 'cart.promoNOT_FOUND', reloadCart: true };
  if (reason === 'NO_ADDRESS') return { key: 'cartAlert.chooseAddress', reloadCart: true };
  if (typeof reason === 'string') return { key: 'checkout.cartChanged', reloadCart: true };
  return { key: 'checkout.genericError', reloadCart: false };
}
