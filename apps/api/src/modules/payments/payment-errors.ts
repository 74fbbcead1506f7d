import { PAYMENT_ERROR_TYPES } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

/** Spec 2 §8: what the storefront shows for a declined card, and for a payment in error. */
export const DECLINED_MESSAGE =
  'Payment could not be processed. Please use a different payment method or contact support.';
export const ERROR_MESSAGE =
  "This order couldn't be processed. Try placing a new order using a different payment method.";
const UNAVAILABLE_MESSAGE = 'Sorry, the selected payment method is temporarily unavailable';

export const orderNotPayable = (status: string) =>
  new ApiError(
    400,
    PAYMENT_ERROR_TYPES.orderNotPayable,
    'This order is not waiting for a card payment',
    {
      extra: { alert: 'INVALID_PAYMENT_CREATION', status },
    },
  );

export const paymentNotFound = () =>
  new ApiError(404, PAYMENT_ERROR_TYPES.paymentNotFound, 'Unable to find this payment');

export const gatewayUnavailable = () =>
  new ApiError(503, PAYMENT_ERROR_TYPES.gatewayUnavailable, UNAVAILABLE_MESSAGE, {
    extra: { alert: 'INVALID_PAYMENT_TYPE' },
  });

/** The vendor's accept could not take the held money; the order stays awaiting approval. */
export const captureRefused = (failureCode: string) =>
  new ApiError(
    502,
    PAYMENT_ERROR_TYPES.captureRefused,
    "The payment gateway refused to capture this order's payment",
    { extra: { failureCode } },
  );

export const cardNotChargeable = () =>
  new ApiError(400, PAYMENT_ERROR_TYPES.cardNotChargeable, UNAVAILABLE_MESSAGE, {
    extra: { alert: 'INVALID_PAYMENT_TYPE' },
  });

export const cardBindingNotAllowed = () =>
  new ApiError(400, PAYMENT_ERROR_TYPES.cardBindingNotAllowed, UNAVAILABLE_MESSAGE, {
    extra: { alert: 'INVALID_PAYMENT_TYPE' },
  });

export const webhookRefused = (reason: string) =>
  new ApiError(400, PAYMENT_ERROR_TYPES.webhookRefused, `Callback refused: ${reason}`);

export const webhookReplayed = () =>
  new ApiError(409, PAYMENT_ERROR_TYPES.webhookReplayed, 'This event was already taken');
