import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, cartResponseSchema, ordersResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH, createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  const body = apiErrorSchema.passthrough().parse(res.json());
  expect(body.type).toBe(type);
  return body;
}

describe.each(testTargets)('order placement on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const ordersOf = async (customerId: string) =>
    t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId));

  it('a cash order freezes the cart, waits for the vendor and leaves the cart empty (spec 2 §4, §7)', async () => {
    const shopper = await shopperWithCart(t);
    const before = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    const order = placedOrder(await shopper.place());

    expect(order.status).toBe('WAITING_APPROVAL');
    expect(order.paymentType).toBe('CASH');
    expect(Number(order.orderNumber)).toBeGreaterThanOrEqual(1001);
    expect(order.orderId).not.toBe(order.orderNumber);
    const [vendorCart] = before.cart.vendorCarts;
    expect(order.vendorName).toBe(vendorCart?.vendorName);
    expect(
      order.items.products.map((line) => [line.productId, line.count, line.totalPrice]),
    ).toEqual(vendorCart?.items.map((item) => [item.productId, item.count, item.totalPrice]));
    expect(order.finalTotal).toBe(before.cart.prices.finalTotal);
    expect(order.prices.deliveryTotal).toBe(before.cart.prices.deliveryTotal);
    expect(order.address?.text).toContain('Brīvības iela 45');
    expect(order.review).toEqual({ vendor: false, courier: false });
    // The order is dated in its locality's zone, whatever zone the server or browser is in.
    expect(order.timeZone).toBe('Europe/Riga');

    const after = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    expect(after.cart.vendorCarts).toEqual([]);

    const lists = ordersResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/orders')).json(),
    );
    expect(lists.activeOrders.map((o) => o.orderId)).toEqual([order.orderId]);
    expect(lists.deliveredOrders).toEqual([]);
    expect(lists.activeOrders[0]?.timeZone).toBe('Europe/Riga');
    const one = await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as { order: { timeZone: string } }).order.timeZone).toBe('Europe/Riga');
  });

  it('an online order stays CREATED (not paid) until its payment', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place({ paymentType: 'ONLINE' }));
    expect(order.status).toBe('CREATED');
    expect(order.paymentStatus).toBe('PENDING');
  });

  it('cash above the locality maximum is refused with INVALID_CASH_AMOUNT and changes nothing (spec 2 §5, §8)', async () => {
    // Riga takes cash up to €150; the lines' regular prices reach €200 (discounts may apply).
    const shopper = await shopperWithCart(t, { total: 200_00 });
    const cart = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    expect(cart.cart.prices.finalTotal).toBeGreaterThan(150_00);
    const res = await shopper.place();
    const body = expectRefusal(res, 400, 'CashAmountExceededException');
    expect(body.message).toBe(
      'Cash order maximum amount €150.00 reached, please remove some items from the cart',
    );
    expect(body).toMatchObject({ alert: 'INVALID_CASH_AMOUNT', cashMaxAmount: 150_00 });
    expect(await ordersOf(shopper.customerId)).toEqual([]);
    const unchanged = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    expect(unchanged.cart.vendorCarts).toHaveLength(1);
    // The same cart may still be paid by card.
    expect(placedOrder(await shopper.place({ paymentType: 'ONLINE' })).status).toBe('CREATED');
  });

  it('the same Idempotency-Key and body answer the first order again; another body is refused', async () => {
    const shopper = await shopperWithCart(t);
    const key = randomUUID();
    const first = await shopper.place({}, key);
    const again = await shopper.place({}, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(placedOrder(again).orderId).toBe(placedOrder(first).orderId);
    expectRefusal(
      await shopper.place({ paymentType: 'ONLINE' }, key),
      422,
      'IdempotencyKeyReusedException',
    );
    expect(await ordersOf(shopper.customerId)).toHaveLength(1);
  });

  it('a key is kept for 24 hours; after that the same key places a new order', async () => {
    const shopper = await shopperWithCart(t);
    const key = randomUUID();
    const first = placedOrder(await shopper.place({}, key));
    t.setNow(new Date(RIGA_LUNCH.getTime() + 25 * 60 * 60 * 1000));
    try {
      await shopper.refill();
      const later = await shopper.place({}, key);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(placedOrder(later).orderId).not.toBe(first.orderId);
    } finally {
      t.setNow(RIGA_LUNCH);
    }
  });

  it('clicks and retries at once make exactly one order', async () => {
    const shopper = await shopperWithCart(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper.place({}, key)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => placedOrder(res).orderId)).size).toBe(1);
    expect(await ordersOf(shopper.customerId)).toHaveLength(1);
  });

  it('two tabs placing the same cart with their own keys make one order; the other finds it empty', async () => {
    const shopper = await shopperWithCart(t);
    const [a, b] = await Promise.all([
      shopper.place({}, randomUUID()),
      shopper.place({}, randomUUID()),
    ]);
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([201, 400]);
    const refused = a!.statusCode === 400 ? a! : b!;
    expect(expectRefusal(refused, 400, 'CartNotOrderableException').reason).toBe('EMPTY_CART');
    expect(await ordersOf(shopper.customerId)).toHaveLength(1);
  });

  it('a product hidden since it was added stops the order with the validation result', async () => {
    const shopper = await shopperWithCart(t);
    const cart = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    const productId = cart.cart.vendorCarts[0]!.items[0]!.productId;
    await t.database.db
      .update(schema.products)
      .set({ visible: false })
      .where(eq(schema.products.id, productId));
    try {
      const body = expectRefusal(await shopper.place(), 400, 'CartNotOrderableException');
      expect(body).toMatchObject({ reason: 'INVALID_CART' });
      expect(JSON.stringify(body)).toContain('PRODUCT_HIDDEN');
      expect(await ordersOf(shopper.customerId)).toEqual([]);
    } finally {
      await t.database.db
        .update(schema.products)
        .set({ visible: true })
        .where(eq(schema.products.id, productId));
    }
  });

  it('a payment type the locality does not take is refused', async () => {
    const shopper = await shopperWithCart(t);
    await t.database.db
      .update(schema.localities)
      .set({ paymentTypes: ['CASH'] })
      .where(eq(schema.localities.code, 'riga'));
    try {
      const body = expectRefusal(
        await shopper.place({ paymentType: 'ONLINE' }),
        400,
        'PaymentTypeNotAllowedException',
      );
      expect(body.message).toBe('Sorry, the selected payment method is temporarily unavailable');
    } finally {
      await t.database.db
        .update(schema.localities)
        .set({ paymentTypes: ['CASH', 'ONLINE'] })
        .where(eq(schema.localities.code, 'riga'));
    }
  });

  it('needs a signed-in customer, and only the cart’s owner may order it', async () => {
    const owner = await shopperWithCart(t);
    const other = await shopperWithCart(t);
    const res = await other.call('POST', '/api/customer/me/orders', {
      cartId: owner.cartId,
      paymentType: 'CASH',
    });
    expectRefusal(res, 404, 'CartNotFoundException');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/customer/me/orders',
      payload: { cartId: owner.cartId, paymentType: 'CASH' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad bodies and keys are 400 with field errors', async () => {
    const shopper = await shopperWithCart(t);
    const noCart = await shopper.call('POST', '/api/customer/me/orders', { paymentType: 'CASH' });
    expect(expectRefusal(noCart, 400, 'ValidationException').fieldErrors?.[0]?.field).toContain(
      'cartId',
    );
    const badType = await shopper.place({ paymentType: 'BITCOIN' });
    expectRefusal(badType, 400, 'ValidationException');
    const longKey = await shopper.place({}, 'k'.repeat(300));
    expectRefusal(longKey, 400, 'ValidationException');
  });
});
