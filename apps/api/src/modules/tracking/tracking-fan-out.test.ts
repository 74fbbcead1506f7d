/**
 * The tracking channel across server processes and over time (issue 13 part 2; spec 2 §4, §9):
 * two app instances on one database relay each other's events through LISTEN/NOTIFY, and the
 * heartbeat keeps answering clients and cuts silent ones off.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { TrackingTestApp } from './tracking-test-kit.ts';
import { createTrackingTestApp, openTracker } from './tracking-test-kit.ts';

const HEARTBEAT_MS = 200;

describe.each(testTargets)('tracking across instances and over time on %s', (target) => {
  let first: TrackingTestApp;
  let second: FastifyInstance;
  let secondBase: string;
  let alice: Shopper;
  let secondClosed = false;

  beforeAll(async () => {
    first = await createTrackingTestApp(target);
    // A second server on the same database: its own LISTEN, its own sockets, nothing shared in
    // memory with the first. It leaves closing the database to the first.
    second = await buildApp({
      config: first.config,
      database: { ...first.database, close: async () => undefined },
      logger: false,
      webBuildDir: null,
    });
    secondBase = (await second.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    alice = await shopperWithCart(first);
  }, 60_000);
  afterAll(async () => {
    if (!secondClosed) await second.close();
    await first.close();
  });

  const asAlice = () => ({ headers: { cookie: alice.headers.cookie ?? '' } });

  it('an update made through one instance reaches a socket held by the other (issue 13 part 2)', async () => {
    const order = placedOrder(await alice.place());
    const onSecond = await openTracker(secondBase, order.orderId, asAlice());
    const onFirst = await openTracker(first.wsBase, order.orderId, asAlice());
    await onSecond.next('ORDER_STATE');
    await onFirst.next('ORDER_STATE');

    const moved = await first.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/status`,
      payload: { status: 'APPROVED', actor: 'vendor' },
    });
    expect(moved.statusCode).toBe(200);
    for (const tracker of [onSecond, onFirst]) {
      expect(await tracker.next('ORDER_STATUS_UPDATE')).toMatchObject({
        orderId: order.orderId,
        status: 'APPROVED',
      });
    }

    // And the other way round, from the second instance's dev route.
    const fromSecond = await second.inject({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 56.95, longitude: 24.12 },
    });
    expect(fromSecond.statusCode).toBe(204);
    expect((await onFirst.next('COURIER_LOCATION_UPDATE')).location).toEqual({
      latitude: 56.95,
      longitude: 24.12,
    });
    await onSecond.next('COURIER_LOCATION_UPDATE');
    // Each socket got the state first and each event once, though both processes heard them.
    for (const tracker of [onSecond, onFirst]) {
      const types = tracker.messages.map((m) => m.type).filter((type) => type !== 'HEARTBEAT');
      expect(types).toEqual(['ORDER_STATE', 'ORDER_STATUS_UPDATE', 'COURIER_LOCATION_UPDATE']);
    }
    onSecond.socket.close();
    onFirst.socket.close();
  });

  it('a process going away loses no status: the client reconnects to another and gets the current state (issue 13 safety)', async () => {
    // Kept last in this describe: it closes the second instance.
    await alice.refill();
    const order = placedOrder(await alice.place());
    const tracker = await openTracker(secondBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    secondClosed = true;
    await second.close();
    expect((await tracker.closed).code).toBe(1001);
    // The order moves on while the client is away.
    for (const status of ['APPROVED', 'PREPARING']) {
      const moved = await first.request({
        method: 'POST',
        url: `/api/dev/orders/${order.orderId}/status`,
        payload: { status, actor: 'vendor' },
      });
      expect(moved.statusCode).toBe(200);
    }
    const again = await openTracker(first.wsBase, order.orderId, asAlice());
    expect((await again.next('ORDER_STATE')).order.status).toBe('PREPARING');
    again.socket.close();
  });
});

describe.each(testTargets)('tracking heartbeat on %s', (target) => {
  let t: TrackingTestApp;
  let alice: Shopper;

  beforeAll(async () => {
    t = await createTrackingTestApp(target, { TRACKING_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    alice = await shopperWithCart(t);
  }, 60_000);
  afterAll(() => t.close());

  const asAlice = () => ({ headers: { cookie: alice.headers.cookie ?? '' } });
  const refilled = async () => {
    await alice.refill();
    return alice;
  };

  it('sends a heartbeat each period and keeps a socket that answers (spec 2 §9: 30000 ms, configurable)', async () => {
    const order = placedOrder(await (await refilled()).place());
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    await tracker.next('ORDER_STATE');
    await expect
      .poll(() => tracker.messages.filter((m) => m.type === 'HEARTBEAT').length, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(4);
    expect(tracker.socket.readyState).toBe(tracker.socket.OPEN);
    tracker.socket.close();
  });

  it('cuts off a socket that stops answering the heartbeat (issue 13 part 1)', async () => {
    const order = placedOrder(await (await refilled()).place());
    const silent = await openTracker(t.wsBase, order.orderId, {
      ...asAlice(),
      autoPong: false,
    });
    await silent.next('ORDER_STATE');
    // Terminated without a close frame: the client sees the connection drop (1006).
    expect((await silent.closed).code).toBe(1006);
  });
});

describe.runIf(testTargets.includes('postgres'))('tracking listener on postgres', () => {
  let t: TrackingTestApp;
  beforeAll(async () => {
    t = await createTrackingTestApp('postgres');
  }, 60_000);
  afterAll(() => t.close());

  it('comes back after the database drops its connection, resends the state and relays again (issue 13 part 2)', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const tracker = await openTracker(t.wsBase, order.orderId, {
      headers: { cookie: shopper.headers.cookie ?? '' },
    });
    await tracker.next('ORDER_STATE');
    // What a server restart or failover does to the listening connection.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    // Events in between may be lost, so the socket is sent the order's state again.
    await expect
      .poll(() => tracker.messages.filter((m) => m.type === 'ORDER_STATE').length, {
        timeout: 10_000,
      })
      .toBe(2);
    const moved = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/status`,
      payload: { status: 'APPROVED', actor: 'vendor' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await tracker.next('ORDER_STATUS_UPDATE')).status).toBe('APPROVED');
    tracker.socket.close();
  });
});
