import type { Cart, CartItem, VendorCart } from '@souk/contracts/cart';
import { describe, expect, it } from 'vitest';
import { glanceOf, withCutlery, withLineComment, withLineCount } from './optimistic.ts';

function line(id: string, productId: string, price: number, count: number): CartItem {
  return {
    cartProductId: id,
    productId,
    name: productId,
    nameI18n: { values: {} },
    count,
    price,
    originalPrice: price,
    discountPrice: null,
    totalPrice: price * count,
    discount: 0,
    comment: '',
    components: [],
    attributes: [],
    weight: null,
    liquid: false,
    image: null,
    maxCount: null,
  };
}

function vendorCart(id: string, items: CartItem[]): VendorCart {
  return {
    vendorCartId: id,
    vendorId: `vendor-${id}`,
    vendorName: id,
    vendorAvatar: null,
    items,
    totalPrice: items.reduce((sum, item) => sum + item.totalPrice, 0),
    deliveryCost: 0,
    freeDeliveryFrom: null,
    cutlery: 0,
    utensils: { allowed: true, maxCount: 5 },
    estimatedDeliveryDuration: 60,
    deliversToAddress: true,
  };
}

function cart(vendorCarts: VendorCart[]): Cart {
  const total = vendorCarts.reduce((sum, v) => sum + v.totalPrice, 0);
  return {
    cartId: 'c1',
    localityCode: 'riga',
    currencyCode: 'EUR',
    customerCart: false,
    receiptType: 'DELIVERY',
    paymentType: null,
    paymentMethod: null,
    customerAddressId: null,
    location: null,
    preorderDateTime: null,
    deliveryTime: 60,
    tipAmount: 0,
    promocode: null,
    price: total,
    totalPrice: total + 300,
    prices: {
      cartTotal: total,
      originalTotal: total,
      deliveryTotal: 300,
      amountToGetFreeDelivery: null,
      discounts: [],
      finalTotal: total + 300,
    },
    minOrderPrice: 0,
    vendorCarts,
    withCutlery: false,
    itemsCount: vendorCarts.reduce((n, v) => n + v.items.reduce((m, i) => m + i.count, 0), 0),
    uiControls: { computedSections: [] },
    updatedAt: '2026-11-26T10:00:00Z',
  };
}

const twoVendors = () =>
  cart([
    vendorCart('a', [line('l1', 'p1', 500, 2), line('l2', 'p2', 250, 1)]),
    vendorCart('b', [line('l3', 'p1', 500, 1)]),
  ]);

describe('optimistic cart changes', () => {
  it('moves the line, the vendor cart and the totals by the unit price', () => {
    const next = withLineCount(twoVendors(), 'a', 'l1', 3);
    expect(next.vendorCarts[0]?.items[0]?.totalPrice).toBe(1500);
    expect(next.vendorCarts[0]?.totalPrice).toBe(1750);
    expect(next.itemsCount).toBe(5);
    expect(next.prices.cartTotal).toBe(2250);
    expect(next.prices.finalTotal).toBe(2550);
  });

  it('"Decrementing an item with count 1 removes it"', () => {
    const next = withLineCount(twoVendors(), 'a', 'l2', 0);
    expect(next.vendorCarts[0]?.items.map((i) => i.cartProductId)).toEqual(['l1']);
  });

  it('"Removing the last product of a vendor cart drops that vendor cart"', () => {
    const next = withLineCount(twoVendors(), 'b', 'l3', 0);
    expect(next.vendorCarts.map((v) => v.vendorCartId)).toEqual(['a']);
    expect(next.itemsCount).toBe(3);
  });

  it('changes a comment and the utensils without touching prices', () => {
    const before = twoVendors();
    const commented = withLineComment(before, 'a', 'l2', 'no onions');
    expect(commented.vendorCarts[0]?.items[1]?.comment).toBe('no onions');
    expect(commented.prices).toEqual(before.prices);
    expect(withCutlery(before, 'b', 2).vendorCarts[1]?.cutlery).toBe(2);
  });
});

describe('cart glance', () => {
  it('counts units per product over vendors, plus taps still on their way', () => {
    const glance = glanceOf(twoVendors(), { p2: 2, p9: 1 });
    expect(glance).toEqual({
      count: 7,
      total: 1750 + 300,
      currency: 'EUR',
      counts: { p1: 3, p2: 3, p9: 1 },
    });
  });

  it('knows neither total nor currency before the server answered', () => {
    expect(glanceOf(null, { p1: 1 })).toEqual({
      count: 1,
      total: null,
      currency: null,
      counts: { p1: 1 },
    });
    expect(glanceOf(null, {})).toBeNull();
  });
});
