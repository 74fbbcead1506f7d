import { describe, expect, it } from 'vitest';
import { checkoutAddressStep } from './checkout-address.ts';

const base = {
  receiptType: 'DELIVERY' as const,
  cartAddressId: null,
  savedAddressIds: ['home', 'work'],
  selectedAddressId: null,
};

describe('checkoutAddressStep (spec 1 §4 "Address validation before a cart action")', () => {
  it('"No addresses at all: ADDRESS_NOT_EXISTS"', () => {
    expect(checkoutAddressStep({ ...base, savedAddressIds: [] })).toEqual({
      kind: 'ask',
      result: 'ADDRESS_NOT_EXISTS',
    });
  });

  it('"addresses exist but none selected: ADDRESS_NOT_CHOOSEN"', () => {
    expect(checkoutAddressStep(base)).toEqual({ kind: 'ask', result: 'ADDRESS_NOT_CHOOSEN' });
    // A stale choice (deleted address) counts as none.
    expect(checkoutAddressStep({ ...base, selectedAddressId: 'gone' })).toEqual({
      kind: 'ask',
      result: 'ADDRESS_NOT_CHOOSEN',
    });
  });

  it('a chosen address the cart does not carry yet is put on the cart', () => {
    expect(checkoutAddressStep({ ...base, selectedAddressId: 'work' })).toEqual({
      kind: 'attach',
      addressId: 'work',
    });
    expect(
      checkoutAddressStep({ ...base, selectedAddressId: 'work', cartAddressId: 'home' }),
    ).toEqual({ kind: 'attach', addressId: 'work' });
  });

  it('success when the cart carries the chosen address, or one of the saved ones with none chosen', () => {
    expect(
      checkoutAddressStep({ ...base, selectedAddressId: 'home', cartAddressId: 'home' }),
    ).toEqual({ kind: 'ready' });
    expect(checkoutAddressStep({ ...base, cartAddressId: 'work' })).toEqual({ kind: 'ready' });
  });

  it('takeaway needs no address', () => {
    expect(checkoutAddressStep({ ...base, receiptType: 'TAKEAWAY', savedAddressIds: [] })).toEqual({
      kind: 'ready',
    });
  });
});
