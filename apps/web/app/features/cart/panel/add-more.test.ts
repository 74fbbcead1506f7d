import { describe, expect, it } from 'vitest';
import { addMoreTarget, type AddMoreInput } from './add-more.ts';

const base: AddMoreInput = {
  locale: 'en',
  localityCode: 'riga',
  singleVendor: false,
  vendorId: 'v1',
  productId: 'p1',
  cartModalOpen: false,
  routeIds: ['root', 'cms-slug'],
};

// Spec 2 §2 "Add more navigation".
describe('Add more', () => {
  it('"Single-vendor flow goes to /{locale}/{localityCode}. It adds ?productId={id} and, if the cart modal was open, modal=Cart."', () => {
    expect(addMoreTarget({ ...base, singleVendor: true, cartModalOpen: true })).toEqual({
      kind: 'go',
      to: '/en/riga?productId=p1&modal=Cart',
    });
    expect(addMoreTarget({ ...base, singleVendor: true })).toEqual({
      kind: 'go',
      to: '/en/riga?productId=p1',
    });
  });

  it('"Multi-vendor flow goes to /{locale}/{localityCode}/vendor/{vendorId}, optionally with ?productId={id}."', () => {
    expect(addMoreTarget(base)).toEqual({ kind: 'go', to: '/en/riga/vendor/v1?productId=p1' });
    expect(addMoreTarget({ ...base, productId: null })).toEqual({
      kind: 'go',
      to: '/en/riga/vendor/v1',
    });
  });

  it.each(['locality-home', 'locality-vendor-id', 'cart'])(
    '"On the routes locality, locality-vendor-id and cart, Add more only closes the cart." (%s)',
    (id) => {
      expect(addMoreTarget({ ...base, routeIds: ['root', id] })).toEqual({ kind: 'close' });
    },
  );
});
