/**
 * The demo simulator (issue 13 part 7): with it on, a placed order moves on its own — accepted,
 * prepared, given to a demo courier of its locality who drives to the door at the configured
 * speed while the customer's tracking socket sees the status changes and the courier's dot move,
 * arrived, completed; a takeaway is ready and then completed. It is off unless asked in tests
 * and production, and a restarted server carries on a delivery from where it stood.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TrackingMessage } from '@souk/contracts';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import { demoSimulatorOn } from '#api/config/push-config.ts';
import { couriers, demoSimulations, orderStatusEvents, orders } from '#api/db/schema/index.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import type { TrackerClient, TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp, openTracker } from '#api/modules/tracking/tracking-test-kit.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { metresBetween, positionAfter, speedFor } from './street-route.ts';

/** Where order-test-kit's shopper lives (Brīvības iela 45, Riga). */
const HOME = { latitude: 56.9565, longitude: 24.1216 };

const FAST = {
  DEMO_SIMULATOR: 'true',
  DEMO_SIMULATOR_STEP_MS: '150',
  DEMO_SIMULATOR_POSITION_MS: '100',
  // A couple of kilometres in a second or two: several positions, then the door.
  DEMO_SIMULATOR_SPEED_KMH: '6000',
  PUSH_POLL_MS: '0',
};

const statusesOf = (messages: TrackingMessage[]) =>
  messages.flatMap((message) => (message.type === 'ORDER_STATUS_UPDATE' ? [message.status] : []));
const positionsOf = (messages: TrackingMessage[]) =>
  messages.flatMap((message) =>
    message.type === 'COURIER_LOCATION_UPDATE' ? [message.location] : [],
  );

/**
 * The statuses a socket saw, which must be the last of `steps`, ending with the last one: a
 * socket opened right after placement may join after the first step (150 ms here) on a busy
 * machine, and then sees the moves from where the order stood (its ORDER_STATE) onwards.
 */
function expectTailOf(steps: readonly string[], messages: TrackingMessage[]) {
  const seen = statusesOf(messages);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).toEqual(steps.slice(steps.length - seen.length));
}

/** Resolves when the socket closes, or fails after `ms` with what it got. */
async function closedWithin(tracker: TrackerClient, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still open after ${ms} ms: ${JSON.stringify(tracker.messages)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([tracker.closed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('demo simulator switch (issue 13 part 7)', () => {
  it('is on by default in development only, and as asked anywhere', () => {
    expect(demoSimulatorOn(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(demoSimulatorOn(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(
      demoSimulatorOn(
        loadConfig({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' }),
      ),
    ).toBe(false);
    expect(demoSimulatorOn(loadConfig({ NODE_ENV: 'test', DEMO_SIMULATOR: 'true' }))).toBe(true);
    expect(demoSimulatorOn(loadConfig({ NODE_ENV: 'development', DEMO_SIMULATOR: 'false' }))).toBe(
      false,
    );
  });

  it('drives at street speed: 25–35 km/h around 30, along the street and the cross street', () => {
    const from = { latitude: 56.95, longitude: 24.1 };
    const to = { latitude: 56.96, longitude: 24.12 };
    const speed = speedFor('01a2125c-c780-72e1-af02-d4894e512b7e', 30);
    expect(speed).toBeGreaterThanOrEqual(25);
    expect(speed).toBeLessThanOrEqual(35);
    const route = { from, to, speedKmh: 30 };
    const corner = { latitude: from.latitude, longitude: to.longitude };
    const length = metresBetween(from, corner) + metresBetween(corner, to);
    const tripMs = (length / (30_000 / 3_600_000)) | 0;
    expect(positionAfter(route, 0)).toEqual({ location: from, arrived: false });
    // Halfway through the first leg it is on the vendor's street.
    const early = positionAfter(route, tripMs / 10);
    expect(early.location.latitude).toBe(from.latitude);
    expect(early.location.longitude).toBeGreaterThan(from.longitude);
    expect(positionAfter(route, tripMs + 1)).toEqual({ location: to, arrived: true });
  });
});

describe.each(testTargets)('demo simulator on %s', (target) => {
  let t: TrackingTestApp;
  let alice: Shopper;

  beforeAll(async () => {
    t = await createTrackingTestApp(target, FAST);
    alice = await shopperWithCart(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const asAlice = () => ({ headers: { cookie: alice.headers.cookie ?? '' } });

  it('takes a delivery from placed to completed with the courier moving on the map', async () => {
    await alice.refill();
    const order = placedOrder(await alice.place());
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    expect(await closedWithin(tracker, 20_000)).toEqual({ code: 1000, reason: 'order finished' });

    expectTailOf(
      ['APPROVED', 'PREPARING', 'ON_DELIVERY', 'ARRIVED', 'COMPLETED'],
      tracker.messages,
    );
    // The courier came as COURIER_FOUND, or already in the state of a socket that joined later.
    const courierName = tracker.messages.flatMap((message) => {
      if (message.type === 'COURIER_FOUND') return [message.courier.name];
      if (message.type === 'ORDER_STATE' && message.order.courier)
        return [message.order.courier.name];
      return [];
    })[0];
    const [riga] = await t.database.db
      .select({ name: couriers.name })
      .from(couriers)
      .where(eq(couriers.phone, '+37120000001'));
    expect(courierName).toBe(riga?.name);
    // The courier waits at the vendor, then closes in on the door and ends there.
    const positions = positionsOf(tracker.messages);
    expect(positions.length).toBeGreaterThanOrEqual(4);
    const distances = positions.map((position) => metresBetween(position, HOME));
    for (let i = 1; i < distances.length; i += 1) {
      expect(distances[i]).toBeLessThanOrEqual((distances[i - 1] ?? 0) + 0.5);
    }
    expect(positions.at(-1)).toEqual(HOME);
    // Each move by the actor a real vendor or courier would be.
    const events = await t.database.db
      .select({ status: orderStatusEvents.status, actor: orderStatusEvents.actor })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.orderId))
      .orderBy(orderStatusEvents.createdAt);
    expect(events.map((event) => `${event.status}:${event.actor}`)).toEqual(
      expect.arrayContaining([
        'APPROVED:vendor',
        'PREPARING:vendor',
        'ON_DELIVERY:courier',
        'ARRIVED:courier',
        'COMPLETED:courier',
      ]),
    );
  });

  it('leaves the delivery to a courier someone else gave the order (dispatch, an operator)', async () => {
    await alice.refill();
    const order = placedOrder(await alice.place());
    const [anna] = await t.database.db
      .select({ id: couriers.id })
      .from(couriers)
      .where(eq(couriers.phone, '+37120000002'));
    const assigned = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { latitude: 56.95, longitude: 24.11, courierId: anna?.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(204);
    await expect
      .poll(
        async () => {
          const [simulation] = await t.database.db
            .select({ finishedAt: demoSimulations.finishedAt })
            .from(demoSimulations)
            .where(eq(demoSimulations.orderId, order.orderId));
          return simulation?.finishedAt ?? null;
        },
        { timeout: 15_000 },
      )
      .toBeInstanceOf(Date);
    // The kitchen steps were played; the drive is left to Anna.
    const [row] = await t.database.db
      .select({ status: orders.status, courierId: orders.courierId })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(row).toEqual({ status: 'PREPARING', courierId: anna?.id });
  });

  it('has a takeaway ready at the counter, then completed, with no courier', async () => {
    await alice.refill();
    const put = await alice.call('PUT', `/api/carts/${alice.cartId}`, { receiptType: 'TAKEAWAY' });
    expect(put.statusCode, put.body).toBe(200);
    const order = placedOrder(await alice.place());
    await alice.call('PUT', `/api/carts/${alice.cartId}`, { receiptType: 'DELIVERY' });
    expect(order.receiptType).toBe('TAKEAWAY');
    const tracker = await openTracker(t.wsBase, order.orderId, asAlice());
    expect(await closedWithin(tracker, 20_000)).toEqual({ code: 1000, reason: 'order finished' });
    // The order's own history has every move, all by the kitchen.
    const steps = ['APPROVED', 'PREPARING', 'READY', 'COMPLETED'];
    expectTailOf(steps, tracker.messages);
    const events = await t.database.db
      .select({ status: orderStatusEvents.status, actor: orderStatusEvents.actor })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.orderId))
      .orderBy(orderStatusEvents.createdAt);
    // Placement dates its event by the app's pinned clock, the moves by the database's: the
    // moves are compared in their own order.
    const moves = events.filter((event) => event.status !== 'WAITING_APPROVAL');
    expect(moves.map((event) => `${event.status}:${event.actor}`)).toEqual(
      steps.map((status) => `${status}:vendor`),
    );
    expect(tracker.messages.some((message) => message.type === 'COURIER_FOUND')).toBe(false);
    const [row] = await t.database.db
      .select({ courierId: orders.courierId })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(row?.courierId).toBeNull();
  });
});

describe.each(testTargets)('demo simulator across restarts on %s', (target) => {
  let t: TrackingTestApp;
  let alice: Shopper;

  beforeAll(async () => {
    // This app holds the sockets and plays no part: the simulator is off by default in tests.
    t = await createTrackingTestApp(target, { PUSH_POLL_MS: '0' });
    alice = await shopperWithCart(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Another server process on the same database, with the simulator on. */
  async function simulatorProcess(env: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PARTNER_CODE: TEST_PARTNER,
        LOG_LEVEL: 'silent',
        ...env,
      }),
      // The database outlives this process: closing it is the test app's job.
      database: { ...t.database, close: async () => undefined },
      logger: false,
      webBuildDir: null,
    });
    await app.ready();
    return app;
  }

  it('is off unless asked: an order waits for its vendor (issue 13 part 7)', async () => {
    await alice.refill();
    const order = placedOrder(await alice.place());
    // Longer than the simulator's default step and many of its ticks.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('WAITING_APPROVAL');
    expect(await t.database.db.select().from(demoSimulations)).toEqual([]);
    await alice.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
  });

  it('a delivery stopped mid-way is carried on by the next processes, each step taken once', async () => {
    await alice.refill();
    const order = placedOrder(await alice.place());
    const tracker = await openTracker(t.wsBase, order.orderId, {
      headers: { cookie: alice.headers.cookie ?? '' },
    });
    // Slow enough to stop it on the way: ~2 km at 200 km/h is about 40 s.
    const first = await simulatorProcess({ ...FAST, DEMO_SIMULATOR_SPEED_KMH: '200' });
    await expect
      .poll(() => positionsOf(tracker.messages).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await first.close();
    const [paused] = await t.database.db
      .select()
      .from(demoSimulations)
      .where(eq(demoSimulations.orderId, order.orderId));
    // Shut down cleanly: nothing held, the drive's start kept.
    expect(paused).toMatchObject({ heldBy: null, finishedAt: null });
    expect(paused?.driveStartedAt).toBeInstanceOf(Date);
    const seenBefore = positionsOf(tracker.messages).length;

    // Two processes start; the courier picks up where time says they are, and finishes fast.
    const fast = { ...FAST, DEMO_SIMULATOR_SPEED_KMH: '3000' };
    const [second, third] = await Promise.all([simulatorProcess(fast), simulatorProcess(fast)]);
    try {
      expect(await closedWithin(tracker, 20_000)).toEqual({ code: 1000, reason: 'order finished' });
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
    expect(statusesOf(tracker.messages)).toEqual([
      'APPROVED',
      'PREPARING',
      'ON_DELIVERY',
      'ARRIVED',
      'COMPLETED',
    ]);
    const positions = positionsOf(tracker.messages);
    expect(positions.length).toBeGreaterThan(seenBefore);
    // The resumed drive goes on from where it was, not from the vendor again.
    const before = positions[seenBefore - 1];
    const after = positions[seenBefore];
    if (!before || !after) throw new Error('positions missing');
    expect(metresBetween(after, HOME)).toBeLessThanOrEqual(metresBetween(before, HOME));
    expect(positions.at(-1)).toEqual(HOME);
    const events = await t.database.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.orderId));
    expect(events.map((event) => event.status).sort()).toEqual(
      ['WAITING_APPROVAL', 'APPROVED', 'PREPARING', 'ON_DELIVERY', 'ARRIVED', 'COMPLETED'].sort(),
    );
  });
});
