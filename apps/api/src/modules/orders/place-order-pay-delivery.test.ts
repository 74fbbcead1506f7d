import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, cartResponseSchema, orderErrorSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp, vendorByCode } from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { Shopper } from './order-test-kit.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

/** Delivers free from €25 and charges its delivery price below that. */
const FREE_FROM_VENDOR = 'pizzeria-milano';

/**
 * Alert PAY_DELIVERY (spec 2 §8, Souk's meaning): an order never charges a delivery cost the
 * customer has not seen. The scene: free delivery on screen, then another tab lowers the count so
 * the vendor part falls below the free-delivery threshold.
 */
describe.each(testTargets)('PAY_DELIVERY at placement on %s', (target) => {
  let t: CartTestApp;
  let deliveryPrice: number;

  beforeAll(async () => {
    t = await createCartTestApp(target);
    const vendor = await vendorByCode(t, FREE_FROM_VENDOR);
    expect(vendor.freeDeliveryFrom).not.toBeNull();
    expect(vendor.deliveryPrice).toBeGreaterThan(0);
    deliveryPrice = vendor.deliveryPrice;
  });
  afterAll(() => t.close());

  const cartOf = async (shopper: Shopper) =>
    cartResponseSchema.parse((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json())
      .cart;
  const ordersOf = (customerId: string) =>
    t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId));

  /** A cart with free delivery on screen; then one unit fewer, below the threshold. */
  async function fellBelowFreeDelivery() {
    const vendor = await vendorByCode(t, FREE_FROM_VENDOR);
    const shopper = await shopperWithCart(t, {
      vendorCode: FREE_FROM_VENDOR,
      total: vendor.freeDeliveryFrom ?? 0,
    });
    const shown = await cartOf(shopper);
    expect(shown.prices.deliveryTotal).toBe(0);
    const part = shown.vendorCarts[0]!;
    const line = part.items[0]!;
    const lowered = await shopper.call(
      'PUT',
      `/api/carts/${part.vendorCartId}/products/${line.cartProductId}`,
      { count: line.count - 1 },
    );
    expect(lowered.statusCode).toBe(200);
    const now = cartResponseSchema.parse(lowered.json()).cart;
    expect(now.prices.deliveryTotal).toBe(deliveryPrice);
    expect(now.vendorCarts[0]!.totalPrice).toBeGreaterThanOrEqual(now.minOrderPrice);
    return { shopper, seen: shown.prices.deliveryTotal, now };
  }

  it('a higher delivery total than the one shown is refused with PAY_DELIVERY and the new totals; nothing is written', async () => {
    const { shopper, seen, now } = await fellBelowFreeDelivery();
    const key = randomUUID();
    const res = await shopper.place({ expectedDeliveryTotal: seen }, key);

    expect(res.statusCode).toBe(400);
    const body = orderErrorSchema.parse(res.json());
    expect(body).toMatchObject({
      type: 'DeliveryPriceChangedException',
      errorCode: 'pay_delivery',
      alert: 'PAY_DELIVERY',
      deliveryTotal: deliveryPrice,
      finalTotal: now.prices.finalTotal,
    });
    expect(await ordersOf(shopper.customerId)).toEqual([]);
    const after = await cartOf(shopper);
    expect(after.vendorCarts.map((part) => part.items.map((item) => item.count))).toEqual(
      now.vendorCarts.map((part) => part.items.map((item) => item.count)),
    );

    // A refusal keeps no answer under its key: the same key and body are refused again alike.
    const again = await shopper.place({ expectedDeliveryTotal: seen }, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(orderErrorSchema.parse(again.json())).toMatchObject({
      alert: 'PAY_DELIVERY',
      deliveryTotal: deliveryPrice,
    });

    // Agreeing to the new amount is a new body (and key): the order charges exactly that.
    const order = placedOrder(
      await shopper.place({ expectedDeliveryTotal: body.deliveryTotal }, randomUUID()),
    );
    expect(order.prices.deliveryTotal).toBe(deliveryPrice);
    expect(order.finalTotal).toBe(now.prices.finalTotal);
  });

  it('the delivery total shown is placed as usual', async () => {
    const { shopper } = await fellBelowFreeDelivery();
    const order = placedOrder(await shopper.place({ expectedDeliveryTotal: deliveryPrice }));
    expect(order.prices.deliveryTotal).toBe(deliveryPrice);
  });

  it('a lower delivery total than shown is good news: placed, charging the lower one', async () => {
    const vendor = await vendorByCode(t, FREE_FROM_VENDOR);
    const shopper = await shopperWithCart(t, {
      vendorCode: FREE_FROM_VENDOR,
      total: vendor.freeDeliveryFrom ?? 0,
    });
    // The customer saw delivery charged (a smaller cart in the other tab), now it is free.
    const order = placedOrder(await shopper.place({ expectedDeliveryTotal: deliveryPrice }));
    expect(order.prices.deliveryTotal).toBe(0);
  });

  it('without expectedDeliveryTotal the delivery total is charged as it stands', async () => {
    const { shopper } = await fellBelowFreeDelivery();
    const order = placedOrder(await shopper.place());
    expect(order.prices.deliveryTotal).toBe(deliveryPrice);
  });

  it('a negative or non-numeric expectedDeliveryTotal is a 400 with field errors', async () => {
    const shopper = await shopperWithCart(t, { vendorCode: FREE_FROM_VENDOR });
    for (const bad of [-1, '250', 1.5]) {
      const res = await shopper.place({ expectedDeliveryTotal: bad });
      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.type).toBe('ValidationException');
      expect(body.fieldErrors?.map((error) => error.field).join(' ')).toContain(
        'expectedDeliveryTotal',
      );
    }
    expect(await ordersOf(shopper.customerId)).toEqual([]);
  });
});
