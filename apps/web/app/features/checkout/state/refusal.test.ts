import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { refusalOf } from './refusal.ts';

const refused = (extra: Record<string, unknown>) =>
  new ApiRequestError(
    400,
    { statusCode: 400, type: 'X', errorCode: 'x', message: 'refused', ...extra },
    '/api/customer/me/orders',
  );

describe('placement refusals (spec 2 §8 messages)', () => {
  it('cash above the maximum carries the amount for {n}', () => {
    expect(refusalOf(refused({ alert: 'INVALID_CASH_AMOUNT', cashMaxAmount: 15000 }))).toEqual({
      key: 'checkout.cashMax',
      cashMaxAmount: 15000,
      reloadCart: false,
    });
  });

  it('a payment type the locality does not take', () => {
    expect(refusalOf(refused({ alert: 'INVALID_PAYMENT_TYPE' })).key).toBe(
      'checkout.paymentUnavailable',
    );
  });

  it('a cart that changed is read again so its own alerts say why', () => {
    expect(
      refusalOf(refused({ alert: 'INVALID_PRODUCT_COMMON_ERROR', reason: 'INVALID_CART' })),
    ).toEqual({ key: 'checkout.cartChanged', reloadCart: true });
    expect(refusalOf(refused({ alert: 'ERROR', reason: 'MIN_ORDER' }))).toEqual({
      key: 'cart.minOrderSnackbar',
      reloadCart: true,
    });
  });

  it('a zone, a promo code or an address that no longer holds is said in the API’s words', () => {
    const keyOf = (reason: string) => refusalOf(refused({ alert: 'ERROR', reason })).key;
    expect(keyOf('OUTSIDE_ZONE')).toBe('cart.notDelivering');
    expect(keyOf('PROMO_CODE')).toBe('cart.promoNOT_FOUND');
    expect(keyOf('NO_ADDRESS')).toBe('cartAlert.chooseAddress');
  });

  it('delivery that costs more than shown carries the new amount to agree to (PAY_DELIVERY)', () => {
    expect(
      refusalOf(refused({ alert: 'PAY_DELIVERY', deliveryTotal: 299, finalTotal: 2699 })),
    ).toEqual({ key: 'checkout.payDelivery', deliveryTotal: 299, reloadCart: false });
    // Without the amount nothing can be agreed to: the cart is read again instead.
    expect(refusalOf(refused({ alert: 'PAY_DELIVERY' }))).toEqual({
      key: 'checkout.cartChanged',
      reloadCart: true,
    });
  });

  it('anything else, a lost answer included, is never silent', () => {
    expect(refusalOf(new TypeError('Failed to fetch')).key).toBe('checkout.genericError');
    expect(refusalOf(refused({})).key).toBe('checkout.genericError');
  });
});
