import { describe, expect, it } from 'vitest';
import { alertSteps } from './cart-alert.ts';
import { validationAlert } from './validation-alert.ts';
import type { CartAlertCart } from './validation-alert.ts';
import type {
  CartProductStatus,
  CartValidationInput,
  InvalidDeliveryTimeInput,
} from './validation-summary.ts';

/** Two vendors: a, b in the first; c in the second. */
const cart = (preorderDateTime: string | null = null): CartAlertCart => ({
  preorderDateTime,
  vendorCarts: [
    { items: [{ cartProductId: 'a' }, { cartProductId: 'b' }] },
    { items: [{ cartProductId: 'c' }] },
  ],
});
const product = (cartProductId: string, status: CartProductStatus = 'PRODUCT_NOT_AVAILABLE') => ({
  cartProductId,
  status,
});
const result = (overrides: Partial<CartValidationInput> = {}): CartValidationInput => ({
  invalidProducts: [],
  invalidVendors: [],
  invalidDeliveryTime: null,
  ...overrides,
});
const tooSoon: InvalidDeliveryTimeInput = { reason: 'TOO_SOON' };
const closed: InvalidDeliveryTimeInput = { reason: 'OUTSIDE_WORKING_HOURS' };
const desktop = { mobile: false };
const phone = { mobile: true };

describe('no alert', () => {
  it('for a clean result, or none at all', () => {
    expect(validationAlert(result(), cart(), desktop)).toBeNull();
    expect(validationAlert(null, cart(), desktop)).toBeNull();
  });

  it('for PRODUCT_MAX_COUNT alone: the cart surface shows it as a snackbar', () => {
    const maxed = result({ invalidProducts: [product('a', 'PRODUCT_MAX_COUNT')] });
    expect(validationAlert(maxed, cart(), desktop)).toBeNull();
  });
});

describe('spec 2 §4 "Any invalid vendor wins and raises a vendor alert."', () => {
  it('VENDOR_HIDDEN: confirm clears the whole cart; rejecting counts as confirm', () => {
    const alert = validationAlert(
      result({
        invalidVendors: [{ status: 'VENDOR_HIDDEN' }],
        invalidProducts: [product('a'), product('b'), product('c')],
        invalidDeliveryTime: tooSoon,
      }),
      cart(),
      desktop,
    );
    expect(alert).toMatchObject({
      event: 'VENDOR_HIDDEN',
      code: 'VENDOR_HIDDEN',
      confirm: [{ type: 'clear-cart' }],
      rejectable: false,
    });
    if (!alert) throw new Error('no alert');
    expect(alertSteps(alert, 'reject')).toEqual([{ type: 'clear-cart' }]);
  });

  it('VENDOR_INVALID_DELIVERY: "Rejecting vendor invalid delivery … only closes the alert."', () => {
    const alert = validationAlert(
      result({ invalidVendors: [{ status: 'VENDOR_INVALID_DELIVERY_INTERVAL' }] }),
      cart(),
      desktop,
    );
    expect(alert).toMatchObject({
      event: 'VENDOR_INVALID_DELIVERY',
      texts: ['VENDOR_INVALID_DELIVERY'],
      rejectable: true,
    });
    if (!alert) throw new Error('no alert');
    expect(alertSteps(alert, 'reject')).toEqual([]);
    expect(alertSteps(alert, 'confirm')).toEqual([{ type: 'clear-cart' }]);
  });

  it('a hidden vendor outranks another vendor that only lacks the time', () => {
    const alert = validationAlert(
      result({
        invalidVendors: [
          { status: 'VENDOR_INVALID_DELIVERY_INTERVAL' },
          { status: 'VENDOR_HIDDEN' },
        ],
      }),
      cart(),
      desktop,
    );
    expect(alert?.event).toBe('VENDOR_HIDDEN');
  });

  it('"On mobile the modal also closes."', () => {
    const alert = validationAlert(
      result({ invalidVendors: [{ status: 'VENDOR_HIDDEN' }] }),
      cart(),
      phone,
    );
    expect(alert?.confirm).toEqual([{ type: 'clear-cart' }, { type: 'close-cart-modal' }]);
  });

  it('with the time also invalid, says "the cart will be emptied because the restaurant is closed"', () => {
    const alert = validationAlert(
      result({
        invalidVendors: [{ status: 'VENDOR_INVALID_DELIVERY_INTERVAL' }],
        invalidDeliveryTime: closed,
      }),
      cart('2026-11-26T23:30:00'),
      desktop,
    );
    expect(alert?.texts).toEqual(['VENDOR_INVALID_DELIVERY', 'EMPTIED_CLOSED']);
  });
});

describe('spec 2 §4 "Unavailable products raise an alert."', () => {
  it('"If all items are invalid, a full-cart alert": confirm clears the whole cart', () => {
    const alert = validationAlert(
      result({
        invalidProducts: [
          product('a', 'PRODUCT_REMOVED'),
          product('b', 'PRODUCT_HIDDEN'),
          product('c'),
        ],
      }),
      cart(),
      phone,
    );
    expect(alert).toMatchObject({
      event: 'FULL_CART_INVALID',
      code: 'FULL_CART_INVALID',
      texts: ['FULL_CART_INVALID'],
      cartProductIds: ['a', 'b', 'c'],
      confirm: [{ type: 'clear-cart' }, { type: 'close-cart-modal' }],
      rejectable: false,
    });
  });

  it('"Otherwise a single … invalid-products alert": "Clean invalid products: removes them via cart cleanup."', () => {
    const alert = validationAlert(
      result({ invalidProducts: [product('b', 'PRODUCT_INVALID_DELIVERY_INTERVAL')] }),
      cart(),
      desktop,
    );
    expect(alert).toMatchObject({
      event: 'CLEAN_INVALID_PRODUCTS',
      code: 'CLEAN_INVALID_PRODUCT',
      texts: ['CLEAN_INVALID_PRODUCT'],
      cartProductIds: ['b'],
      count: 1,
      confirm: [{ type: 'cleanup' }],
      rejectable: false,
    });
  });

  it('"… or plural invalid-products alert"', () => {
    const alert = validationAlert(
      result({ invalidProducts: [product('a'), product('c')] }),
      cart(),
      desktop,
    );
    expect(alert).toMatchObject({
      code: 'CLEAN_INVALID_PRODUCTS',
      count: 2,
      cartProductIds: ['a', 'c'],
    });
  });

  it('a line whose options broke is unavailable, whatever its status', () => {
    const alert = validationAlert(
      result({
        invalidProducts: [
          { cartProductId: 'a', status: 'PRODUCT_MAX_COUNT', optionReasons: ['INVALID_REQUIRED'] },
        ],
      }),
      cart(),
      desktop,
    );
    expect(alert?.cartProductIds).toEqual(['a']);
  });

  it('excess lines are not counted as invalid: two unavailable of three plus a max-count one', () => {
    const alert = validationAlert(
      result({
        invalidProducts: [product('a'), product('b'), product('c', 'PRODUCT_MAX_COUNT')],
      }),
      cart(),
      desktop,
    );
    expect(alert).toMatchObject({ event: 'CLEAN_INVALID_PRODUCTS', cartProductIds: ['a', 'b'] });
  });
});

describe('spec 2 §4 "An invalid delivery time raises the preorder-time alert or the ASAP alert."', () => {
  it('the preorder-time alert for a cart with a preorder time; confirming goes back to ASAP', () => {
    const alert = validationAlert(
      result({ invalidDeliveryTime: tooSoon }),
      cart('2026-11-25T12:30:00'),
      desktop,
    );
    expect(alert).toMatchObject({
      event: 'INVALID_DELIVERY_TIME',
      code: 'INVALID_PREORDER_TIME',
      texts: ['INVALID_PREORDER_TIME'],
      cartProductIds: [],
      confirm: [{ type: 'clear-validation' }, { type: 'set-asap' }],
      rejectable: false,
    });
  });

  it('the ASAP alert for an ASAP cart: "Otherwise the validation result is cleared."', () => {
    const alert = validationAlert(
      result({ invalidDeliveryTime: { reason: 'CLOSED_NOW' } }),
      cart(null),
      desktop,
    );
    expect(alert).toMatchObject({
      code: 'INVALID_DELIVERY_TIME',
      texts: ['INVALID_DELIVERY_TIME'],
      confirm: [{ type: 'clear-validation' }],
    });
  });

  it('outranks unavailable products: "with the flag set … the invalid products are removed and ASAP is set"', () => {
    const alert = validationAlert(
      result({ invalidProducts: [product('a'), product('c')], invalidDeliveryTime: tooSoon }),
      cart('2026-11-25T12:30:00'),
      desktop,
    );
    expect(alert).toMatchObject({
      event: 'INVALID_DELIVERY_TIME',
      code: 'INVALID_PREORDER_TIME',
      texts: ['INVALID_PREORDER_TIME', 'GOODS_UNAVAILABLE_AT_TIME'],
      cartProductIds: ['a', 'c'],
      count: 2,
      confirm: [{ type: 'cleanup' }, { type: 'set-asap' }],
    });
  });

  it('"… the cart lines are emptied" when every line is unavailable at that time', () => {
    const alert = validationAlert(
      result({
        invalidProducts: [product('a'), product('b'), product('c')],
        invalidDeliveryTime: { reason: 'BEYOND_PREORDER_PERIOD' },
      }),
      cart('2026-12-25T12:30:00'),
      phone,
    );
    expect(alert).toMatchObject({
      event: 'INVALID_DELIVERY_TIME',
      // "the messages say that all products will no longer be available and the cart will be emptied"
      texts: ['EMPTIED_BY_TIME'],
      confirm: [{ type: 'clear-cart' }, { type: 'close-cart-modal' }],
    });
  });

  it('"Or they say the cart will be emptied because the restaurant is closed."', () => {
    for (const reason of ['CLOSED_NOW', 'OUTSIDE_WORKING_HOURS'] as const) {
      const alert = validationAlert(
        result({
          invalidProducts: [product('a'), product('b'), product('c')],
          invalidDeliveryTime: { reason },
        }),
        cart(reason === 'CLOSED_NOW' ? null : '2026-11-26T03:00:00'),
        desktop,
      );
      expect(alert?.texts).toEqual(['EMPTIED_CLOSED']);
    }
  });

  it('"Other events are treated as confirm": rejecting a time alert runs its confirm steps', () => {
    const alert = validationAlert(result({ invalidDeliveryTime: tooSoon }), cart('x'), desktop);
    if (!alert) throw new Error('no alert');
    expect(alertSteps(alert, 'reject')).toEqual(alert.confirm);
  });
});
