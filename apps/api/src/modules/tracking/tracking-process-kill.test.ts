/**
 * Issue 13 "Safety": a server process killed mid-delivery loses no status. The client reconnects
 * (to another process, or to the killed one once it is back) and its first message is the
 * order's current state, whatever happened while it was away.
 *
 * Two real server processes (the bundled server, spawned) share one PostgreSQL database. A
 * customer tracks an order on process A while its courier picks it up and moves; A is killed with
 * SIGKILL (no close frame, no shutdown hook); the courier moves on and arrives through process B;
 * the client's socket on B, and then one on A restarted on the same database, must each open with
 * the order as it stands: ARRIVED, the courier's last position, the courier's name.
 *
 * PostgreSQL only: a PGlite data folder opens in one process at a time, so two processes cannot
 * share it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TrackingLocation } from '@souk/contracts';
import {
  courierSessionSchema,
  courierStateSchema,
  orderResponseSchema,
  smsOutboxSchema,
} from '@souk/contracts';
import { TRACKING_RETRIES, decideAfterClose } from '@souk/core';
import { TEST_PARTNER } from '#api/test/database-templates.ts';
import { bundleServer, type ServerBundle } from '#api/test/server-bundle.ts';
import type { RunningServer, ServerStorage } from '#api/test/server-process.ts';
import { demoStorage, killAllServers, killServer, startServer } from '#api/test/server-process.ts';
import { randomPhone } from '#api/test/sign-in.ts';
import type { TrackerClient } from './tracking-test-kit.ts';
import { openTracker } from './tracking-test-kit.ts';

/** Kill-and-recover cycles; each restarts process A once. */
const CYCLES = Number(process.env.TRACKING_KILL_CYCLES ?? 3);
/** Time allowed per cycle: a start of the server, a few calls, on a busy machine. */
const CYCLE_TIMEOUT_MS = 20_000;
/** An always-open Riga restaurant of the demo seed that delivers to HOME. */
const VENDOR_CODE = 'istanbul-kebab';
const HOME = {
  name: 'Home',
  location: { latitude: 56.9496, longitude: 24.1052, formattedAddress: 'Home, Riga' },
};
/** A demo courier who works in Riga (seed-couriers.ts). */
const COURIER = { phone: '+37120000001', name: 'Jānis Bērziņš' };

interface Reply {
  status: number;
  body: unknown;
  setCookie: string | null;
}

async function call(
  base: string,
  method: string,
  route: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'x-partner-code': TEST_PARTNER,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    setCookie: response.headers.get('set-cookie'),
  };
}

/** The call's answer, or a failure naming the call when its status is not `expected`. */
async function ok(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<Reply & { body: unknown }> {
  const reply = await call(...args);
  if (reply.status !== expected) {
    throw new Error(`${args[1]} ${args[2]}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply;
}

/** Signs in through the code the dev SMS outbox of `base` holds (each process has its own). */
async function signIn(base: string, who: 'customer' | 'courier', phone: string): Promise<Reply> {
  const query = `phone=${encodeURIComponent(phone)}`;
  await ok(200, base, 'POST', `/api/${who}/auth/sendPhoneConfirmation?${query}`);
  const outbox = await ok(200, base, 'GET', `/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`);
  const [latest] = smsOutboxSchema.parse(outbox.body).messages;
  if (!latest) throw new Error(`no SMS to ${phone}`);
  return ok(200, base, 'POST', `/api/${who}/auth/login`, {
    body: { phone, token: latest.code },
  });
}

interface Shopper {
  cookie: string;
  cartId: string;
  /** Puts two plain dishes of the vendor in the cart, enough for its minimum order. */
  refill(base: string): Promise<void>;
}

async function shopper(base: string): Promise<Shopper> {
  const login = await signIn(base, 'customer', randomPhone());
  // The session cookie as the server set it (its name depends on the environment).
  const cookie = (login.setCookie ?? '').split(';')[0] ?? '';
  const headers = { cookie };
  const address = (await ok(201, base, 'POST', '/api/customer/me/addresses', {
    body: HOME,
    headers,
  })) as { body: { id: string } };
  const cart = (await ok(200, base, 'POST', '/api/carts', {
    body: { localityCode: 'riga', customerAddressId: address.body.id },
    headers,
  })) as { body: { cartId: string } };
  const { vendors } = (await ok(200, base, 'GET', '/api/public/localities/riga/vendors')).body as {
    vendors: { id: string; code: string }[];
  };
  const vendor = vendors.find((candidate) => candidate.code === VENDOR_CODE);
  if (!vendor) throw new Error(`${VENDOR_CODE} is not in the Riga demo`);
  const { sections } = (await ok(200, base, 'GET', `/api/vendors/${vendor.id}/catalogue`)).body as {
    sections: { products: { id: string; available: boolean; componentGroups: unknown[] }[] }[];
  };
  const dishes = sections
    .flatMap((section) => section.products)
    .filter((product) => product.available && product.componentGroups.length === 0)
    .slice(0, 2);
  if (dishes.length < 2) throw new Error(`${VENDOR_CODE} has fewer than two plain dishes`);
  const { cartId } = cart.body;
  return {
    cookie,
    cartId,
    refill: async (at) => {
      for (const dish of dishes) {
        await ok(200, at, 'POST', `/api/carts/${cartId}/products`, {
          body: { vendorId: vendor.id, productId: dish.id, count: 4 },
          headers,
        });
      }
    },
  };
}

interface Courier {
  id: string;
  /** Sends the device's position through `base`. */
  at(base: string, location: TrackingLocation): Promise<void>;
  step(base: string, orderId: string, step: 'picked-up' | 'arrived' | 'completed'): Promise<void>;
}

async function courier(base: string): Promise<Courier> {
  const login = await signIn(base, 'courier', COURIER.phone);
  const headers = { authorization: `Bearer ${courierSessionSchema.parse(login.body).token}` };
  const state = courierStateSchema.parse(
    (await ok(200, base, 'GET', '/api/courier/me/state', { headers })).body,
  );
  return {
    id: state.courier.id,
    at: async (at, location) => {
      await ok(204, at, 'POST', '/api/courier/me/position', { body: location, headers });
    },
    step: async (at, orderId, step) => {
      await ok(200, at, 'POST', `/api/courier/me/deliveries/${orderId}/${step}`, { headers });
    },
  };
}

/** Points along the way from the restaurant to HOME; each one differs from the last. */
const along = (cycle: number, leg: number): TrackingLocation => ({
  latitude: 56.94 + cycle * 0.001 + leg * 0.0001,
  longitude: 24.1 + leg * 0.0002,
});

/**
 * The first message a fresh socket got, which must be the state: no event may come before it. A
 * heartbeat may (the period can fall while the state is being read); it says nothing of the order.
 */
async function openingState(tracker: TrackerClient): Promise<Order> {
  await tracker.next('ORDER_STATE');
  const first = tracker.messages.find((message) => message.type !== 'HEARTBEAT');
  if (first?.type !== 'ORDER_STATE') {
    throw new Error(`the socket opened with ${JSON.stringify(first)}`);
  }
  return first.order;
}

let bundle: ServerBundle;
const targets = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [];

describe.skipIf(targets.length === 0)(
  'tracking with a server process killed mid-delivery on postgres (issue 13 "Safety")',
  () => {
    let storage: ServerStorage;
    let a: RunningServer;
    let b: RunningServer;
    let env: Record<string, string>;

    beforeAll(async () => {
      [bundle, storage] = await Promise.all([bundleServer(), demoStorage('postgres')]);
      // No dispatch ticks: the test assigns the courier, so no offer may interfere.
      env = { ...storage.env, DISPATCH_TICK_MS: '0' };
      [a, b] = await Promise.all([startServer(bundle.entry, env), startServer(bundle.entry, env)]);
    }, 120_000);
    afterAll(async () => {
      killAllServers();
      await storage.remove();
      await bundle.remove();
    });

    it(
      'the client reconnects to the other process, then to the restarted one, and each socket opens with the current state',
      async () => {
        const customer = await shopper(a.url);
        const rider = await courier(a.url);
        const asCustomer = { headers: { cookie: customer.cookie } };
        const ws = (server: RunningServer) => server.url.replace(/^http/, 'ws');

        for (let cycle = 0; cycle < CYCLES; cycle += 1) {
          // Placed, accepted and handed to the courier through process A.
          await customer.refill(a.url);
          const placed = await ok(201, a.url, 'POST', '/api/customer/me/orders', {
            body: { cartId: customer.cartId, paymentType: 'CASH' },
            headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
          });
          const { orderId } = orderResponseSchema.parse(placed.body).order;
          for (const status of ['APPROVED', 'PREPARING']) {
            await ok(200, a.url, 'POST', `/api/dev/orders/${orderId}/status`, {
              body: { status, actor: 'vendor' },
            });
          }
          await ok(204, a.url, 'POST', `/api/dev/orders/${orderId}/courier-location`, {
            body: { ...along(cycle, 0), courierId: rider.id },
          });

          // The customer watches on A while the courier picks the order up and sets off.
          const onA = await openTracker(ws(a), orderId, asCustomer);
          expect((await openingState(onA)).status).toBe('PREPARING');
          await rider.step(a.url, orderId, 'picked-up');
          expect((await onA.next('ORDER_STATUS_UPDATE')).status).toBe('ON_DELIVERY');
          await rider.at(a.url, along(cycle, 1));
          expect((await onA.next('COURIER_LOCATION_UPDATE')).location).toEqual(along(cycle, 1));

          // A dies mid-delivery: no close frame, so the client sees 1006 and, by its retry
          // rules, tries again.
          await killServer(a);
          const lost = await onA.closed;
          expect(lost.code).toBe(1006);
          expect(decideAfterClose(lost.code, TRACKING_RETRIES).kind).toBe('retry');

          // While A is dead the courier moves on and arrives through B.
          await rider.at(b.url, along(cycle, 2));
          await rider.step(b.url, orderId, 'arrived');
          await rider.at(b.url, along(cycle, 3));

          const expected = {
            orderId,
            status: 'ARRIVED',
            courier: { name: COURIER.name },
            courierLocation: along(cycle, 3),
          };
          const onB = await openTracker(ws(b), orderId, asCustomer);
          expect(await openingState(onB)).toMatchObject(expected);

          // A comes back on the same database: a socket there opens with the same state.
          a = await startServer(bundle.entry, env);
          const onRestarted = await openTracker(ws(a), orderId, asCustomer);
          expect(await openingState(onRestarted)).toMatchObject(expected);

          // Both sockets keep relaying, and the order's end closes them for good.
          await rider.step(b.url, orderId, 'completed');
          for (const tracker of [onB, onRestarted]) {
            expect((await tracker.next('ORDER_STATUS_UPDATE')).status).toBe('COMPLETED');
            const { code } = await tracker.closed;
            expect(decideAfterClose(code, TRACKING_RETRIES).kind).toBe('stop');
          }
        }
      },
      30_000 + CYCLES * CYCLE_TIMEOUT_MS,
    );
  },
);
