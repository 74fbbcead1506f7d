/**
 * The live tracking channel over real sockets (issue 13 parts 1 and 2; spec 2 §4 "Live tracking
 * channel", §7 "Live channel"): who may subscribe, what a socket receives, and that one bad
 * client closes only its own socket.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderResponseSchema } from '@souk/contracts';
import { couriers, partners } from '#api/db/schema/index.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { CARDS, paymentAnswer, submitCard } from '#api/modules/payments/payment-test-kit.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { TRACKING_CHANNEL, publishTrackingEvent } from './tracking-channel.ts';
import type { TrackingTestApp } from './tracking-test-kit.ts';
import { createTrackingTestApp, openTracker, refusedUpgrade } from './tracking-test-kit.ts';

describe.each(testTargets)('live tracking channel on %s', (target) => {
  let t: TrackingTestApp;
  let alice: Shopper;
  let closed = false;

  beforeAll(async () => {
    t = await createTrackingTestApp(target);
    alice = await shopperWithCart(t);
  }, 60_000);
  afterAll(async () => {
    if (!closed) await t.close();
  });

  const newOrder = async (shopper: Shopper = alice) => {
    await shopper.refill();
    return placedOrder(await shopper.place());
  };
  const move = async (orderId: string, status: string, actor = 'vendor') => {
    const res = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const asAlice = () => ({ headers: { cookie: alice.headers.cookie ?? '' } });

  it('sends a joining socket the order as it stands first (issue 13 part 2)', async () => {
    const order = await newOrder();
    await move(order.orderId, 'APPROVED');
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    const state = await tracker.next('ORDER_STATE');
    expect(tracker.messages[0]).toBe(state);
    expect(state.order).toMatchObject({ orderId: order.orderId, status: 'APPROVED' });
    tracker.socket.close();
  });

  it('a socket joining a finished order gets its state, then 1000: nothing more will come (spec 2 §4)', async () => {
    const order = await newOrder();
    const cancelled = await alice.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    expect((await tracker.next('ORDER_STATE')).order.status).toBe('CANCELLED');
    expect(await tracker.closed).toEqual({ code: 1000, reason: 'order finished' });
  });

  it('ORDER_STATUS_UPDATE reaches the owner with who made it; a final status ends tracking with 1000 (spec 2 §4)', async () => {
    const order = await newOrder();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    await move(order.orderId, 'APPROVED');
    expect(await tracker.next('ORDER_STATUS_UPDATE')).toMatchObject({
      orderId: order.orderId,
      status: 'APPROVED',
      createdBy: { actor: 'vendor', customerId: null },
    });

    const second = await newOrder();
    const own = await openTracker(t.wsBase, second.orderId, asAlice());
    await own.next('ORDER_STATE');
    const cancelled = await alice.call('POST', `/api/customer/me/orders/${second.orderId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    // The customer's own change names them, so their client can ignore it.
    expect(await own.next('ORDER_STATUS_UPDATE')).toMatchObject({
      status: 'CANCELLED',
      createdBy: { actor: 'customer', customerId: alice.customerId },
    });
    expect(await own.closed).toEqual({ code: 1000, reason: 'order finished' });
    tracker.socket.close();
  });

  it("the card payment's move to WAITING_APPROVAL reaches the owner, made by the payment (spec 2 §4)", async () => {
    await alice.refill();
    const order = placedOrder(await alice.place({ paymentType: 'ONLINE' }));
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    expect((await tracker.next('ORDER_STATE')).order.status).toBe('CREATED');
    const pay = (body: unknown, path: string) =>
      alice.call('POST', `/api/customer/me/orders/${order.orderId}/${path}`, body);
    const started = paymentAnswer(await pay({}, 'payment/create'));
    const page = await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    expect(page.statusCode).toBe(200);
    paymentAnswer(await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'));
    expect(await tracker.next('ORDER_STATUS_UPDATE')).toMatchObject({
      orderId: order.orderId,
      status: 'WAITING_APPROVAL',
      createdBy: { actor: 'payment', customerId: null },
    });
    tracker.socket.close();
  });

  it('a status change that is refused publishes nothing (issue 13 part 2: events follow commits)', async () => {
    const order = await newOrder();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    const illegal = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/status`,
      payload: { status: 'COMPLETED', actor: 'vendor' },
    });
    expect(illegal.statusCode).toBe(400);
    await move(order.orderId, 'APPROVED');
    await tracker.next('ORDER_STATUS_UPDATE');
    const updates = tracker.messages.filter((m) => m.type === 'ORDER_STATUS_UPDATE');
    expect(updates.map((m) => m.type === 'ORDER_STATUS_UPDATE' && m.status)).toEqual(['APPROVED']);
    tracker.socket.close();
  });

  it('COURIER_FOUND then COURIER_LOCATION_UPDATE reach the owner; the order keeps the position (spec 2 §4)', async () => {
    const order = await newOrder();
    await move(order.orderId, 'APPROVED');
    const [partner] = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.code, TEST_PARTNER));
    const [courier] = await t.database.db
      .insert(couriers)
      .values({ partnerId: partner?.id ?? '', phone: `+3712${Date.now() % 1e7}`, name: 'Jānis' })
      .returning();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    const moved = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 56.951, longitude: 24.113, courierId: courier?.id },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(await tracker.next('COURIER_FOUND')).toEqual({
      type: 'COURIER_FOUND',
      orderId: order.orderId,
      courier: { name: 'Jānis', phone: courier?.phone },
    });
    expect(await tracker.next('COURIER_LOCATION_UPDATE')).toEqual({
      type: 'COURIER_LOCATION_UPDATE',
      orderId: order.orderId,
      location: { latitude: 56.951, longitude: 24.113 },
    });
    const types = tracker.messages.map((m) => m.type);
    expect(types.indexOf('COURIER_FOUND')).toBeLessThan(types.indexOf('COURIER_LOCATION_UPDATE'));

    // The next position alone: the courier is already the order's.
    const after = tracker.messages.length;
    await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 56.952, longitude: 24.114, courierId: courier?.id },
    });
    expect((await tracker.next('COURIER_LOCATION_UPDATE', after)).location).toEqual({
      latitude: 56.952,
      longitude: 24.114,
    });
    expect(tracker.messages.slice(after).map((m) => m.type)).not.toContain('COURIER_FOUND');
    const read = orderResponseSchema.parse(
      (await alice.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    ).order;
    expect(read.courierLocation).toEqual({ latitude: 56.952, longitude: 24.114 });
    expect(read.courier).toEqual({ name: 'Jānis', phone: courier?.phone });

    const unknownCourier = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 56.95, longitude: 24.11, courierId: randomUUID() },
    });
    expect(unknownCourier.statusCode).toBe(404);
    const offGlobe = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 123, longitude: 24.11 },
    });
    expect(offGlobe.statusCode).toBe(400);
    expect(offGlobe.json()).toMatchObject({ type: 'ValidationException' });
    tracker.socket.close();
  });

  it('ORDER_EDITED reaches the owner with the old and new totals (spec 2 §4)', async () => {
    const order = await newOrder();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    // The vendor console that edits orders comes later; it publishes through this same call.
    await publishTrackingEvent(t.database.db, {
      type: 'ORDER_EDITED',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      oldTotal: 2450,
      newTotal: 1980,
      updates: [{ type: 'ITEM_REMOVED', index: 1 }],
    });
    expect(await tracker.next('ORDER_EDITED')).toEqual({
      type: 'ORDER_EDITED',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      oldTotal: 2450,
      newTotal: 1980,
      updates: [{ type: 'ITEM_REMOVED', index: 1 }],
    });
    tracker.socket.close();
  });

  it('drops notifications on the channel that are not order events, and refuses to publish one over 7999 bytes (issue 13 part 2)', async () => {
    const order = await newOrder();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    // Anything with access to the database can NOTIFY; the hub parses before relaying.
    for (const payload of [
      'garbage',
      JSON.stringify({ type: 'ORDER_STATUS_UPDATE', orderId: order.orderId, status: 'COMPLETED' }),
    ]) {
      await t.database.db.execute(sql`select pg_notify(${TRACKING_CHANNEL}, ${payload})`);
    }
    await expect(
      publishTrackingEvent(t.database.db, {
        type: 'ORDER_EDITED',
        orderId: order.orderId,
        orderNumber: 'x'.repeat(8_000),
        oldTotal: null,
        newTotal: null,
        updates: [],
      }),
    ).rejects.toThrow(/too large/);
    await move(order.orderId, 'APPROVED');
    await tracker.next('ORDER_STATUS_UPDATE');
    expect(tracker.messages.map((m) => m.type)).toEqual(['ORDER_STATE', 'ORDER_STATUS_UPDATE']);
    tracker.socket.close();
  });

  it("refuses another customer's order, no credential and an unknown order alike: HTTP 404 before the upgrade (issue 13 safety)", async () => {
    const order = await newOrder();
    const bob = await shopperWithCart(t);
    const notFound = { status: 404, body: { type: 'OrderNotFoundException' } };
    expect(
      await refusedUpgrade(t.wsBase, order.orderId, {
        headers: { cookie: bob.headers.cookie ?? '' },
      }),
    ).toMatchObject(notFound);
    expect(await refusedUpgrade(t.wsBase, order.orderId)).toMatchObject(notFound);
    expect(await refusedUpgrade(t.wsBase, randomUUID(), asAlice())).toMatchObject(notFound);
    // The session cookie works only from the storefront's own pages.
    expect(
      await refusedUpgrade(t.wsBase, order.orderId, {
        headers: { ...asAlice().headers, origin: 'https://evil.example' },
      }),
    ).toMatchObject(notFound);
    // An unknown partner's code, or no code at all: the order is not in that marketplace.
    expect(
      await refusedUpgrade(t.wsBase, order.orderId, {
        headers: { ...asAlice().headers, 'x-partner-code': 'nobody' },
      }),
    ).toMatchObject(notFound);
    expect(
      await refusedUpgrade(t.wsBase, order.orderId, {
        headers: { ...asAlice().headers, 'x-partner-code': '' },
      }),
    ).toMatchObject(notFound);
    expect(await refusedUpgrade(t.wsBase, 'not-an-id', asAlice())).toMatchObject({
      status: 400,
      body: { type: 'ValidationException' },
    });
  });

  it('opens for the native token (bearer header or query) and the partner code in the query (spec 2 §7)', async () => {
    const order = await newOrder();
    const token = (alice.headers.cookie ?? '').replace(/^souk_session=/, '');
    const viaHeader = await openTracker(t.wsBase, order.orderId, {
      headers: { authorization: `Bearer ${token}` },
    });
    const viaQuery = await openTracker(t.wsBase, order.orderId, {
      headers: { 'x-partner-code': '' },
      query: { token, partnerCode: TEST_PARTNER },
    });
    for (const tracker of [viaHeader, viaQuery]) {
      expect((await tracker.next('ORDER_STATE')).order.orderId).toBe(order.orderId);
      tracker.socket.close();
    }
  });

  it('a malformed, oversized, binary or flooding client closes its own socket only (issue 13 safety)', async () => {
    const order = await newOrder();
    const open = async () => {
      const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
      await tracker.next('ORDER_STATE');
      return tracker;
    };
    const [malformed, unknownType, oversized, binary, flooding, healthy] = await Promise.all([
      open(),
      open(),
      open(),
      open(),
      open(),
      open(),
    ]);
    malformed?.socket.send('{not json');
    unknownType?.socket.send(JSON.stringify({ type: 'ORDER_STATUS_UPDATE', status: 'COMPLETED' }));
    oversized?.socket.send(JSON.stringify({ type: 'HEARTBEAT', pad: 'x'.repeat(5_000) }));
    binary?.socket.send(Buffer.from([1, 2, 3]));
    for (let i = 0; i < 50; i += 1) flooding?.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));
    healthy?.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));

    expect(await malformed?.closed).toEqual({ code: 1008, reason: 'malformed message' });
    expect(await unknownType?.closed).toEqual({ code: 1008, reason: 'malformed message' });
    expect((await oversized?.closed)?.code).toBe(1009);
    expect(await binary?.closed).toEqual({ code: 1003, reason: 'text messages only' });
    expect(await flooding?.closed).toEqual({ code: 1008, reason: 'too many messages' });

    // The server and the well-behaved socket on the same order carry on.
    await move(order.orderId, 'APPROVED');
    expect((await healthy?.next('ORDER_STATUS_UPDATE'))?.status).toBe('APPROVED');
    expect(healthy?.socket.readyState).toBe(healthy?.socket.OPEN);
    expect((await t.get('/api/health')).statusCode).toBe(200);
    healthy?.socket.close();
  });

  it('an app closing says 1001, so clients reconnect elsewhere (issue 13 safety)', async () => {
    // Kept last in this describe: it closes the app.
    const order = await newOrder();
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    closed = true;
    await t.close();
    expect(await tracker.closed).toEqual({ code: 1001, reason: 'server restarting' });
  });
});
