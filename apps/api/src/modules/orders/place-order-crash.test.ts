/**
 * Issue 12 "Safety": killing the server at any moment of placement leaves either no order or a
 * whole one, and the cart is emptied only with a whole one.
 *
 * A real server process on a database on disk (PGlite; PostgreSQL too with TEST_DATABASE_URL)
 * takes several placements at once and is killed with SIGKILL after a delay that moves through
 * the placement window from one cycle to the next (before, during and after the work), then
 * started again on the same data. At the end every customer's state is read from the database:
 * an order has the cart's lines, consistent totals and its first status event, and its vendor
 * part is gone from the cart; without an order the cart still holds both lines. An order the
 * server answered 201 for must have survived the kill.
 *
 * Issue 14 asks for 100 kills. A start of the server is most of a cycle, so the server is
 * bundled once (the TypeScript loader is not paid at every start) and, on PostgreSQL, the next
 * servers are started while the current one works: the database outlives the process there,
 * and nothing runs at start but migrations that are already applied. PGlite's data folder opens
 * in one process at a time, so each of its cycles waits for a whole start after the kill.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#api/db/schema/index.ts';
import { TEST_PARTNER } from '#api/test/database-templates.ts';
import { bundleServer, type ServerBundle } from '#api/test/server-bundle.ts';
import type { RunningServer, ServerStorage } from '#api/test/server-process.ts';
import {
  demoStorage,
  killAllServers,
  killServer as kill,
  startServer,
} from '#api/test/server-process.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { TestTarget } from '#api/test/test-database.ts';

/**
 * Kill-and-restart cycles per database (CRASH_CYCLES sets both). PostgreSQL: issue 14's 100; a
 * start costs about 1.7 s of CPU, so on 2 idle cores a cycle takes 1–2 s. PGlite: each cycle
 * waits for a whole cold start of the embedded database after the kill (2–4 s idle, far more
 * on a busy machine), so it keeps 5.
 */
const CYCLES: Record<TestTarget, number> = {
  postgres: Number(process.env.CRASH_CYCLES ?? 100),
  pglite: Number(process.env.CRASH_CYCLES ?? 5),
};
/** Time allowed per cycle: enough for a machine many times oversubscribed. */
const CYCLE_TIMEOUT_MS: Record<TestTarget, number> = { postgres: 10_000, pglite: 30_000 };
/** Servers started ahead of need; only where the database is not inside the process. */
const STARTED_AHEAD: Record<TestTarget, number> = { postgres: 2, pglite: 0 };
/** Placements in flight when the kill comes. */
const IN_FLIGHT = 6;
/** The latest kill, in ms after the placements are sent: past the time they all take. */
const LATEST_KILL_MS = 400;
const AUDIENCE = 'souk-crash-test';
const HEADERS = { 'x-partner-code': TEST_PARTNER, 'x-build-version': 'test' };
/** An always-open Riga restaurant of the demo seed that delivers to RIGA_ADDRESS. */
const VENDOR_CODE = 'istanbul-kebab';
const RIGA_ADDRESS = {
  name: 'Home',
  location: { latitude: 56.9496, longitude: 24.1052, formattedAddress: 'Home, Riga' },
};

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Hands out servers on the same data, each with what `prepare` made on it: started on demand,
 * or `ahead` of need so the next one is listening and prepared by the time the current one is
 * killed.
 */
function serverSupply<T>(
  entry: string,
  env: Record<string, string>,
  ahead: number,
  prepare: (server: RunningServer) => Promise<T>,
) {
  type Prepared = { server: RunningServer; prepared: T };
  const launch = async (): Promise<Prepared> => {
    const server = await startServer(entry, env);
    return { server, prepared: await prepare(server) };
  };
  const starting: Promise<Prepared>[] = [];
  const fill = () => {
    while (starting.length < ahead) {
      const next = launch();
      // Awaited when its turn comes; a failed start must not count as unhandled before that.
      next.catch(() => undefined);
      starting.push(next);
    }
  };
  return {
    next(): Promise<Prepared> {
      fill();
      const next = starting.shift() ?? launch();
      fill();
      return next;
    },
    async close() {
      for (const next of starting.splice(0)) await kill((await next).server);
    },
  };
}

interface Customer {
  customerId: string;
  cartId: string;
  vendorCartId: string;
  /** productId → count, as put in the cart. */
  lines: Map<string, number>;
  /** The placement's HTTP status; null when the kill cut the answer off. */
  answered: number | null;
}

function client(url: string, cookie?: string) {
  return async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...HEADERS,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

/** Two plain dishes of the always-open vendor, enough of them to pass the minimum order. */
async function dishesOf(url: string) {
  const call = client(url);
  const { vendors } = (await call('GET', '/api/public/localities/riga/vendors')) as {
    vendors: { id: string; code: string }[];
  };
  const vendor = vendors.find((candidate) => candidate.code === VENDOR_CODE);
  if (!vendor) throw new Error(`${VENDOR_CODE} is not in the Riga demo`);
  const { sections } = (await call('GET', `/api/vendors/${vendor.id}/catalogue`)) as {
    sections: {
      products: { id: string; available: boolean; componentGroups: unknown[]; price: number }[];
    }[];
  };
  const plain = sections
    .flatMap((section) => section.products)
    .filter((product) => product.available && product.componentGroups.length === 0)
    .slice(0, 2);
  if (plain.length < 2) throw new Error(`${VENDOR_CODE} has fewer than two plain dishes`);
  return plain.map((product) => ({ vendorId: vendor.id, productId: product.id, count: 4 }));
}

async function customerWithCart(
  url: string,
  token: (subject: string) => Promise<string>,
  dishes: readonly { vendorId: string; productId: string; count: number }[],
): Promise<Omit<Customer, 'answered'> & { cookie: string }> {
  const login = await fetch(`${url}/api/customer/auth/onde/login/by-token`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ token: await token(`crash-${randomUUID()}`) }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as { customer: { id: string } };
  // The session cookie as the server set it (its name depends on the environment).
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const call = client(url, cookie);
  const address = (await call('POST', '/api/customer/me/addresses', RIGA_ADDRESS)) as {
    id: string;
  };
  const { cartId } = (await call('POST', '/api/carts', {
    localityCode: 'riga',
    customerAddressId: address.id,
  })) as { cartId: string };
  let vendorCartId = '';
  for (const dish of dishes) {
    const { cart } = (await call('POST', `/api/carts/${cartId}/products`, dish)) as {
      cart: { vendorCarts: { vendorCartId: string }[] };
    };
    vendorCartId = cart.vendorCarts[0]?.vendorCartId ?? '';
  }
  return {
    customerId: session.customer.id,
    cookie,
    cartId,
    vendorCartId,
    lines: new Map(dishes.map((dish) => [dish.productId, dish.count])),
  };
}

async function place(url: string, customer: { cookie: string; cartId: string }) {
  try {
    const response = await fetch(`${url}/api/customer/me/orders`, {
      method: 'POST',
      headers: {
        ...HEADERS,
        cookie: customer.cookie,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ cartId: customer.cartId, paymentType: 'CASH' }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The connection died with the server.
    return null;
  }
}

let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(async () => {
  killAllServers();
  await bundle.remove();
});

describe.each(testTargets)('placement killed with SIGKILL on %s', (target) => {
  let storage: ServerStorage;
  let partnerKey: { privateKey: CryptoKey; jwk: JWK };

  beforeAll(async () => {
    storage = await demoStorage(target);
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    partnerKey = {
      privateKey,
      jwk: { ...(await exportJWK(publicKey)), kid: 'crash', alg: 'ES256' },
    };
  });
  afterAll(() => storage.remove());

  it(
    'leaves no order or a whole one, and empties the cart only with a whole one (issue 12 "Safety")',
    async () => {
      const env = {
        ...storage.env,
        LOG_LEVEL: 'info',
        PARTNER_LOGIN_KEYS: JSON.stringify({ [TEST_PARTNER]: { keys: [partnerKey.jwk] } }),
        PARTNER_LOGIN_AUDIENCE: AUDIENCE,
      };
      const token = (subject: string) =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256', kid: 'crash' })
          .setSubject(subject)
          .setAudience(AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(partnerKey.privateKey);
      const customers: Customer[] = [];
      let dishes: ReturnType<typeof dishesOf> | null = null;
      const cycles = CYCLES[target];
      // Each server's customers are made through it, which also warms it up for the placement.
      const servers = serverSupply(bundle.entry, env, STARTED_AHEAD[target], async ({ url }) => {
        dishes ??= dishesOf(url);
        const wanted = await dishes;
        return Promise.all(
          Array.from({ length: IN_FLIGHT }, () => customerWithCart(url, token, wanted)),
        );
      });
      const started = performance.now();
      for (let cycle = 0; cycle < cycles; cycle += 1) {
        const { server, prepared: ready } = await servers.next();
        // From killing before the first statement to killing after the last answer.
        const killAfter = (cycle / Math.max(1, cycles - 1)) * LATEST_KILL_MS;
        const answers = ready.map((customer) => place(server.url, customer));
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        await kill(server);
        const statuses = await Promise.all(answers);
        ready.forEach(({ cookie: _cookie, ...customer }, index) =>
          customers.push({ ...customer, answered: statuses[index] ?? null }),
        );
      }
      // The last kill is recovered from too: the server starts on what it left.
      await kill((await servers.next()).server);
      await servers.close();
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `placement crash on ${target}: ${cycles} kills in ${seconds.toFixed(0)} s\n`,
      );

      const database = await storage.open();
      try {
        const ids = customers.map((customer) => customer.customerId);
        const orders = await database.db
          .select()
          .from(schema.orders)
          .where(inArray(schema.orders.customerId, ids));
        const events = orders.length
          ? await database.db
              .select()
              .from(schema.orderStatusEvents)
              .where(
                inArray(
                  schema.orderStatusEvents.orderId,
                  orders.map((order) => order.id),
                ),
              )
          : [];
        const cartLines = await database.db
          .select({ vendorCartId: schema.cartLines.vendorCartId })
          .from(schema.cartLines)
          .where(
            inArray(
              schema.cartLines.vendorCartId,
              customers.map((customer) => customer.vendorCartId),
            ),
          );
        const unanswered = await database.db
          .select()
          .from(schema.idempotencyKeys)
          .where(isNull(schema.idempotencyKeys.responseStatus));
        const ordersOf = groupBy(orders, (order) => order.customerId);
        const eventsOf = groupBy(events, (event) => event.orderId);
        const linesOf = groupBy(cartLines, (line) => line.vendorCartId);
        let placed = 0;
        for (const customer of customers) {
          const own = ordersOf.get(customer.customerId) ?? [];
          expect(own.length).toBeLessThanOrEqual(1);
          const order = own[0];
          if (!order) {
            // No order: the cart is as it was, and the server never said otherwise.
            expect(linesOf.get(customer.vendorCartId)?.length).toBe(customer.lines.size);
            expect(customer.answered).not.toBe(201);
            continue;
          }
          placed += 1;
          expect(linesOf.has(customer.vendorCartId)).toBe(false);
          expect(new Map(order.lines.map((line) => [line.productId, line.count]))).toEqual(
            customer.lines,
          );
          expect(order.cartTotal).toBe(order.lines.reduce((sum, line) => sum + line.totalPrice, 0));
          // Spec 2 §3: the product discount is already in cartTotal; the promo comes off it.
          expect(order.finalTotal).toBe(
            order.cartTotal - order.promoDiscount + order.deliveryTotal + order.tipAmount,
          );
          expect(order.status).toBe('WAITING_APPROVAL');
          expect(eventsOf.get(order.id)?.map((event) => event.status)).toEqual([
            'WAITING_APPROVAL',
          ]);
        }
        expect(unanswered).toEqual([]);
        // The kills fell before, during and after the work: some carts were ordered, some not.
        expect(placed).toBeGreaterThan(0);
        expect(placed).toBeLessThan(customers.length);
      } finally {
        await database.close();
      }
    },
    60_000 + CYCLES[target] * CYCLE_TIMEOUT_MS[target],
  );
});
