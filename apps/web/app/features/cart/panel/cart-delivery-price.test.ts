import type { Cart, VendorCart } from '@souk/contracts/cart';
import { formatPrice } from '@souk/core';
import { describe, expect, it } from 'vitest';
import { en } from '#app/i18n/en.ts';
import { createTranslator } from '#app/i18n/translator.ts';
import { deliveryPriceLines } from './cart-delivery-price.tsx';

const { t } = createTranslator('en', en);
const format = { t, money: (minor: number) => formatPrice(minor, 'EUR', 'en') };

function part(
  totalPrice: number,
  deliveryCost: number,
  freeDeliveryFrom: number | null,
): VendorCart {
  return {
    vendorCartId: 'vc1',
    vendorId: 'v1',
    vendorName: 'Milano',
    vendorAvatar: null,
    items: [],
    totalPrice,
    deliveryCost,
    freeDeliveryFrom,
    cutlery: 0,
    utensils: { allowed: true, maxCount: 5 },
    estimatedDeliveryDuration: 60,
    deliversToAddress: true,
  };
}

/** A one-vendor delivery cart with the server's numbers as the cases below give them. */
function cart(
  vendorCart: VendorCart,
  amountToGetFreeDelivery: number | null,
  promoDelivery = 0,
): Cart {
  const deliveryTotal = vendorCart.deliveryCost - promoDelivery;
  const total = vendorCart.totalPrice;
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
    totalPrice: total + deliveryTotal,
    prices: {
      cartTotal: total,
      originalTotal: total,
      deliveryTotal,
      amountToGetFreeDelivery,
      discounts: promoDelivery > 0 ? [{ type: 'FREE_DELIVERY', discountTotal: promoDelivery }] : [],
      finalTotal: total + deliveryTotal,
    },
    minOrderPrice: 0,
    vendorCarts: [vendorCart],
    withCutlery: false,
    itemsCount: 1,
    uiControls: { computedSections: [] },
    updatedAt: '2026-11-26T10:00:00Z',
  };
}

// CartDeliveryPriceVendorPopUp (spec 2 cart popups; §5 amountToGetFreeDelivery, promo types).
describe('the delivery price popup texts', () => {
  it('below the threshold: the price, the free-from total and what is left', () => {
    expect(deliveryPriceLines(cart(part(1800, 250, 2500), 700), format)).toEqual([
      'Delivery costs €2.50',
      'Free delivery on orders from €25.00',
      'Add €7.00 more to get free delivery',
    ]);
  });

  it('at the threshold: no price, delivery is free for this order', () => {
    expect(deliveryPriceLines(cart(part(2600, 0, 2500), 0), format)).toEqual([
      'Free delivery on orders from €25.00',
      'Delivery is free for this order',
    ]);
  });

  it('a FREE_DELIVERY promo code below the threshold: the code is named, not an amount left', () => {
    expect(deliveryPriceLines(cart(part(1800, 250, 2500), 700, 250), format)).toEqual([
      'Delivery costs €2.50',
      'Free delivery on orders from €25.00',
      'Delivery is free with your promo code',
    ]);
  });

  it('a vendor without a threshold: only its price', () => {
    expect(deliveryPriceLines(cart(part(1800, 250, null), null), format)).toEqual([
      'Delivery costs €2.50',
    ]);
  });

  it('a vendor that delivers for free without a threshold: nothing to explain', () => {
    expect(deliveryPriceLines(cart(part(1800, 0, null), null), format)).toEqual([]);
  });
});
