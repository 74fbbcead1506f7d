import type { Cart, VendorCart } from '@souk/contracts/cart';
import { describe, expect, it } from 'vitest';
import { shownDeliveryTotal } from './shown-delivery.ts';

function part(id: string, deliveryCost: number): VendorCart {
  return {
    vendorCartId: id,
    vendorId: `vendor-${id}`,
    vendorName: id,
    vendorAvatar: null,
    items: [],
    totalPrice: 3000,
    deliveryCost,
    freeDeliveryFrom: 2500,
    cutlery: 0,
    utensils: { allowed: true, maxCount: 5 },
    estimatedDeliveryDuration: 60,
    deliversToAddress: true,
  };
}

function cart(vendorCarts: VendorCart[], deliveryTotal: number, receiptType: Cart['receiptType']) {
  const value: Cart = {
    cartId: 'c1',
    localityCode: 'riga',
    currencyCode: 'EUR',
    customerCart: true,
    receiptType,
    paymentType: null,
    paymentMethod: null,
    customerAddressId: null,
    location: null,
    preorderDateTime: null,
    deliveryTime: 60,
    tipAmount: 0,
    promocode: null,
    price: 3000,
    totalPrice: 3000 + deliveryTotal,
    prices: {
      cartTotal: 3000,
      originalTotal: 3000,
      deliveryTotal,
      amountToGetFreeDelivery: null,
      discounts: [],
      finalTotal: 3000 + deliveryTotal,
    },
    minOrderPrice: 0,
    vendorCarts,
    withCutlery: false,
    itemsCount: 0,
    uiControls: { computedSections: [] },
    updatedAt: '2026-11-26T10:00:00Z',
  };
  return value;
}

describe('the delivery total sent as seen (PAY_DELIVERY, spec 2 §8)', () => {
  it('one part: the cart’s delivery total, a FREE_DELIVERY code applied', () => {
    // The part costs 299 to deliver but a code makes it free: the customer saw 0.
    expect(shownDeliveryTotal(cart([part('a', 299)], 0, 'DELIVERY'), 'a')).toBe(0);
    expect(shownDeliveryTotal(cart([part('a', 299)], 299, 'DELIVERY'), undefined)).toBe(299);
  });

  it('several parts: the ordered part’s own delivery cost, not the sum', () => {
    const two = cart([part('a', 0), part('b', 199)], 199, 'DELIVERY');
    expect(shownDeliveryTotal(two, 'a')).toBe(0);
    expect(shownDeliveryTotal(two, 'b')).toBe(199);
  });

  it('takeaway has no delivery', () => {
    expect(shownDeliveryTotal(cart([part('a', 0)], 0, 'TAKEAWAY'), 'a')).toBe(0);
  });
});
