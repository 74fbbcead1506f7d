import type { ValidateCartResult } from '@souk/contracts';
import { ORDER_ERROR_TYPES } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

/** Missing or somebody else's: the same answer, so order ids cannot be probed. */
export const orderNotFound = () =>
  new ApiError(404, ORDER_ERROR_TYPES.orderNotFound, 'Unable to find this order');

export const orderStatusTransition = (from: string, to: string) =>
  new ApiError(
    400,
    ORDER_ERROR_TYPES.statusTransition,
    `An order cannot go from ${from} to ${to}`,
    {
      extra: { from, to },
    },
  );

export const orderAlreadyProcessing = () =>
  new ApiError(
    400,
    ORDER_ERROR_TYPES.alreadyProcessing,
    "We can't cancel the order as it's already processing...",
  );

/**
 * Why a cart cannot become an order as it stands. `alert` is the cart alert code the storefront
 * shows; `validateCartResult` is there when the catalogue, schedule or zone is the reason.
 */
export type NotOrderableReason =
  | 'EMPTY_CART'
  | 'INVALID_CART'
  | 'MIN_ORDER'
  | 'NO_ADDRESS'
  | 'OUTSIDE_ZONE'
  | 'PROMO_CODE'
  | 'PAYMENT_METHOD';

const ALERTS: Record<NotOrderableReason, string> = {
  EMPTY_CART: 'CLEAN_CART',
  INVALID_CART: 'INVALID_PRODUCT_COMMON_ERROR',
  MIN_ORDER: 'ERROR',
  NO_ADDRESS: 'OPEN_ADDRESS_MODAL',
  OUTSIDE_ZONE: 'INVALID_VENDOR_LOCATION',
  PROMO_CODE: 'ERROR',
  PAYMENT_METHOD: 'INVALID_PAYMENT_TYPE',
};

export const cartNotOrderable = (
  reason: NotOrderableReason,
  message: string,
  validateCartResult?: ValidateCartResult,
) =>
  new ApiError(400, ORDER_ERROR_TYPES.cartNotOrderable, message, {
    extra: { reason, alert: ALERTS[reason], ...(validateCartResult ? { validateCartResult } : {}) },
  });

export const cashAmountExceeded = (formattedMaximum: string, maximum: number) =>
  new ApiError(
    400,
    ORDER_ERROR_TYPES.cashAmountExceeded,
    `Cash order maximum amount ${formattedMaximum} reached, please remove some items from the cart`,
    { extra: { alert: 'INVALID_CASH_AMOUNT', cashMaxAmount: maximum } },
  );

/**
 * Alert PAY_DELIVERY: delivery now costs more than the customer was shown. 400 like the other
 * refusals the customer can answer (INVALID_CASH_AMOUNT); the body carries the new delivery and
 * final totals for the alert and for the next attempt's `expectedDeliveryTotal`.
 */
export const deliveryPriceChanged = (deliveryTotal: number, finalTotal: number) =>
  new ApiError(
    400,
    ORDER_ERROR_TYPES.deliveryPriceChanged,
    'The delivery now costs more than shown; confirm to pay for delivery and order',
    { extra: { alert: 'PAY_DELIVERY', deliveryTotal, finalTotal } },
  );

export const paymentTypeNotAllowed = () =>
  new ApiError(
    400,
    ORDER_ERROR_TYPES.paymentTypeNotAllowed,
    'Sorry, the selected payment method is temporarily unavailable',
    { extra: { alert: 'INVALID_PAYMENT_TYPE' } },
  );

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    ORDER_ERROR_TYPES.idempotencyKeyReused,
    'This Idempotency-Key was already used with a different request',
  );
