import { describe, expect, it } from 'vitest';
import { checkAddressBeforeCartAction } from './address-check.ts';

describe('checkAddressBeforeCartAction: spec 1 §4 "Address validation before a cart action"', () => {
  it('"No cart id, addresses exist but none selected: ADDRESS_NOT_CHOOSEN."', () => {
    for (const cartId of [null, undefined, '']) {
      for (const selectedAddressId of [null, undefined, '']) {
        expect(
          checkAddressBeforeCartAction({ cartId, savedAddressCount: 2, selectedAddressId }),
        ).toBe('ADDRESS_NOT_CHOOSEN');
      }
    }
    expect(
      checkAddressBeforeCartAction({ cartId: null, savedAddressCount: 1, selectedAddressId: null }),
    ).toBe('ADDRESS_NOT_CHOOSEN');
  });

  it('"No addresses at all: ADDRESS_NOT_EXISTS."', () => {
    expect(
      checkAddressBeforeCartAction({ cartId: null, savedAddressCount: 0, selectedAddressId: null }),
    ).toBe('ADDRESS_NOT_EXISTS');
    // A selection left over from a deleted address does not make an address exist.
    expect(
      checkAddressBeforeCartAction({ cartId: '', savedAddressCount: 0, selectedAddressId: 'a1' }),
    ).toBe('ADDRESS_NOT_EXISTS');
  });

  it('"No cart id otherwise: CART_ID_NOT_FOUND."', () => {
    expect(
      checkAddressBeforeCartAction({ cartId: null, savedAddressCount: 3, selectedAddressId: 'a1' }),
    ).toBe('CART_ID_NOT_FOUND');
    expect(
      checkAddressBeforeCartAction({
        cartId: undefined,
        savedAddressCount: 1,
        selectedAddressId: 'a1',
      }),
    ).toBe('CART_ID_NOT_FOUND');
  });

  it('"With a cart id: success." whatever the address state', () => {
    for (const savedAddressCount of [0, 1, 5]) {
      for (const selectedAddressId of [null, 'a1']) {
        expect(
          checkAddressBeforeCartAction({ cartId: 'cart-1', savedAddressCount, selectedAddressId }),
        ).toBe('SUCCESS');
      }
    }
  });
});
