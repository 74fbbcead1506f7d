import { describe, expect, it } from 'vitest';
import { checkoutBlocks, checkoutClick, minOrderReached } from './checkout-gating.ts';
import type { CheckoutGateCart } from './checkout-gating.ts';
import type { CartValidationInput } from './validation-summary.ts';

const cart = (first: number, minOrderPrice = 1500): CheckoutGateCart => ({
  minOrderPrice,
  vendorCarts: [{ totalPrice: first }, { totalPrice: 99_999 }],
});
const clean: CartValidationInput = { invalidProducts: [], invalidVendors: [] };

describe('spec 2 §5 "the first vendor cart totalPrice must be at least the configured minimum order price"', () => {
  it('is reached at the minimum exactly, and judged on the first vendor cart only', () => {
    expect(minOrderReached(cart(1500))).toBe(true);
    expect(minOrderReached(cart(1499))).toBe(false);
  });

  it('a minimum of 0 (the default) is always reached, except by an empty cart', () => {
    expect(minOrderReached(cart(0, 0))).toBe(true);
    expect(minOrderReached({ minOrderPrice: 0, vendorCarts: [] })).toBe(false);
  });
});

describe('spec 2 §4 "The checkout button is disabled when minimum-order conditions fail, or unavailable products or invalid vendors exist."', () => {
  it('is enabled for a clean cart over the minimum', () => {
    expect(checkoutBlocks(cart(2000), clean)).toEqual([]);
    expect(checkoutBlocks(cart(2000), null)).toEqual([]);
  });

  it('lists every reason, most serious first', () => {
    expect(
      checkoutBlocks(cart(100), {
        invalidProducts: [{ cartProductId: 'a', status: 'PRODUCT_HIDDEN' }],
        invalidVendors: [{ status: 'VENDOR_HIDDEN' }],
      }),
    ).toEqual(['INVALID_VENDORS', 'UNAVAILABLE_PRODUCTS', 'MIN_ORDER']);
  });

  it('a max-count line alone does not disable it', () => {
    expect(
      checkoutBlocks(cart(2000), {
        invalidProducts: [{ cartProductId: 'a', status: 'PRODUCT_MAX_COUNT' }],
        invalidVendors: [],
      }),
    ).toEqual([]);
  });
});

describe('spec 2 §4 clicking "Go to checkout"', () => {
  it('"Clicking it while disabled shows a snackbar on mobile." (and nothing on a wide screen)', () => {
    expect(checkoutClick({ blocks: ['MIN_ORDER'], mobile: true, signedIn: true })).toEqual({
      action: 'snackbar',
      block: 'MIN_ORDER',
    });
    expect(checkoutClick({ blocks: ['MIN_ORDER'], mobile: false, signedIn: true })).toEqual({
      action: 'none',
    });
  });

  it('"An unsigned user who clicks checkout gets a wanted-checkout flag set, and AuthModal opens."', () => {
    expect(checkoutClick({ blocks: [], mobile: false, signedIn: false })).toEqual({
      action: 'sign-in',
      modal: 'AuthModal',
    });
  });

  it('a signed-in customer goes on to checkout', () => {
    expect(checkoutClick({ blocks: [], mobile: true, signedIn: true })).toEqual({
      action: 'checkout',
    });
  });
});
