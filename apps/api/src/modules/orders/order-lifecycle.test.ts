import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderResponseSchema, ordersResponseSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

describe.each(testTargets)('order status, cancel and ownership on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const move = (orderId: string, status: string, actor = 'system') =>
    t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });

  it('the customer cancels before the vendor accepts (spec 2 §7 cancel)', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const res = await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(orderResponseSchema.parse(res.json()).order.status).toBe('CANCELLED');
    const lists = ordersResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/orders')).json(),
    );
    expect(lists.activeOrders).toEqual([]);
    expect(lists.deliveredOrders.map((o) => o.orderId)).toEqual([order.orderId]);
  });

  it('once accepted, cancelling answers "We can\'t cancel the order as it\'s already processing..."', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    expect((await move(order.orderId, 'APPROVED', 'vendor')).statusCode).toBe(200);
    const res = await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.type).toBe('OrderAlreadyProcessingException');
    expect(body.message).toBe("We can't cancel the order as it's already processing...");
  });

  it('an illegal move is 400 OrderStatusTransitionException and changes nothing', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const res = await move(order.orderId, 'COMPLETED', 'vendor');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).type).toBe('OrderStatusTransitionException');
    const now = orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    );
    expect(now.order.status).toBe('WAITING_APPROVAL');
  });

  it('a delivery runs to COMPLETED and then leaves the active list; reviews open for 48 hours', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    for (const [status, actor] of [
      ['APPROVED', 'vendor'],
      ['PREPARING', 'vendor'],
      ['ON_DELIVERY', 'courier'],
      ['ARRIVED', 'courier'],
      ['COMPLETED', 'courier'],
    ] as const) {
      const res = await move(order.orderId, status, actor);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
    const active = await shopper.call('GET', '/api/customer/me/orders/active');
    expect(active.json()).toEqual({ orders: [] });
    const done = orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    ).order;
    expect(done.status).toBe('COMPLETED');
    expect(done.completedAt).not.toBeNull();
    expect(done.review.vendor).toBe(true);
    t.setNow(new Date(Date.parse(done.completedAt!) + 49 * 60 * 60 * 1000));
    try {
      const later = orderResponseSchema.parse(
        (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
      ).order;
      expect(later.review.vendor).toBe(false);
    } finally {
      t.setNow(new Date('2026-11-25T11:00:00Z'));
    }
  });

  it('lists are newest first', async () => {
    const shopper = await shopperWithCart(t);
    const first = placedOrder(await shopper.place());
    const again = await shopper.call('POST', `/api/carts`, { localityCode: 'riga' });
    expect(again.statusCode).toBe(200);
    const lists = ordersResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/orders')).json(),
    );
    expect(lists.activeOrders[0]?.orderId).toBe(first.orderId);
  });

  it("nobody reads or cancels another customer's order (404, as for addresses)", async () => {
    const alice = await shopperWithCart(t);
    const bob = await shopperWithCart(t);
    const order = placedOrder(await alice.place());
    for (const [method, url] of [
      ['GET', `/api/customer/me/orders/${order.orderId}`],
      ['POST', `/api/customer/me/orders/${order.orderId}/cancel`],
    ] as const) {
      const res = await bob.call(method, url);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).type).toBe('OrderNotFoundException');
    }
    const bobs = ordersResponseSchema.parse(
      (await bob.call('GET', '/api/customer/me/orders')).json(),
    );
    expect(bobs.activeOrders).toEqual([]);
    const stillAlices = orderResponseSchema.parse(
      (await alice.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    );
    expect(stillAlices.order.status).toBe('WAITING_APPROVAL');
  });
});
