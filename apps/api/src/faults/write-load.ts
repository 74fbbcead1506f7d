/**
 * A steady cart and checkout load over real HTTP, with a journal of what the server
 * acknowledged, so a test can check afterwards that no acknowledged write was lost. Guests each
 * write a fresh cart (created, then one line added) and never touch it again, so every cart's
 * last acknowledged state is what the database must still hold. Customers refill their cart and
 * place a cash order; every order the server answered 201 for must exist afterwards.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { orderResponseSchema } from '@souk/contracts';
import { TEST_PARTNER } from '#api/test/test-app.ts';

interface Answer {
  call: string;
  status: number;
  type: string | null;
  startedAt: number;
  endedAt: number;
}

interface GuestCartWrite {
  cartId: string;
  guestToken: string;
  /** Units the add call asked for. */
  attemptedCount: number;
  /** Units the server acknowledged (200 to the add); 0 when only the creation was. */
  acknowledgedCount: number;
}

interface CheckoutCustomer {
  headers: Record<string, string>;
  cartId: string;
}

interface PlacedOrder {
  orderId: string;
  /** Whose order it is: an index into the plan's customers. */
  customer: number;
}

export interface LoadPlan {
  baseUrl: string;
  guests: number;
  customers: CheckoutCustomer[];
  item: { vendorId: string; productId: string };
  /** Browsing calls per loop of each guest, between its cart writes. */
  browsePath: string;
}

export interface WriteLoad {
  answers: Answer[];
  guestCarts: GuestCartWrite[];
  placedOrders: PlacedOrder[];
  /** Writes acknowledged (200/201) that started at or after `since` (performance.now()). */
  acknowledgedWritesSince(since: number): number;
  stop(): Promise<void>;
}

const RIGA_CENTRE = { latitude: 56.9496, longitude: 24.1052 };
/** After a refusal a client waits a little, as a real one would, instead of spinning. */
const BACKOFF_MS = 50;

export function startWriteLoad(plan: LoadPlan): WriteLoad {
  const answers: Answer[] = [];
  const guestCarts: GuestCartWrite[] = [];
  const placedOrders: PlacedOrder[] = [];
  let running = true;

  const send = async (
    call: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const startedAt = performance.now();
    const res = await fetch(`${plan.baseUrl}${path}`, {
      method,
      headers: {
        'x-partner-code': TEST_PARTNER,
        'x-build-version': 'test',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const type = typeof json?.type === 'string' ? json.type : null;
    answers.push({ call, status: res.status, type, startedAt, endedAt: performance.now() });
    return { ok: res.ok, json };
  };

  const guest = async (index: number) => {
    for (let round = 0; running; round += 1) {
      await send('browse', 'GET', plan.browsePath, {});
      const created = await send(
        'create cart',
        'POST',
        '/api/carts',
        { 'x-guest-token': 'new' },
        {
          localityCode: 'riga',
          location: RIGA_CENTRE,
        },
      );
      if (!created.ok || !created.json) {
        await sleep(BACKOFF_MS);
        continue;
      }
      const write: GuestCartWrite = {
        cartId: String(created.json.cartId),
        guestToken: String(created.json.guestToken),
        attemptedCount: 1 + ((index + round) % 5),
        acknowledgedCount: 0,
      };
      guestCarts.push(write);
      const added = await send(
        'add to cart',
        'POST',
        `/api/carts/${write.cartId}/products`,
        { 'x-guest-token': write.guestToken },
        { ...plan.item, count: write.attemptedCount, components: [] },
      );
      if (added.ok) write.acknowledgedCount = write.attemptedCount;
      else await sleep(BACKOFF_MS);
    }
  };

  const customer = async ({ headers, cartId }: CheckoutCustomer, index: number) => {
    while (running) {
      const refilled = await send('refill cart', 'POST', `/api/carts/${cartId}/products`, headers, {
        ...plan.item,
        count: 2,
        components: [],
      });
      if (!refilled.ok) {
        await sleep(BACKOFF_MS);
        continue;
      }
      const placed = await send(
        'place order',
        'POST',
        '/api/customer/me/orders',
        { ...headers, 'idempotency-key': randomUUID() },
        { cartId, paymentType: 'CASH' },
      );
      const order = orderResponseSchema.safeParse(placed.json);
      if (placed.ok && order.success) {
        placedOrders.push({ orderId: order.data.order.orderId, customer: index });
      } else {
        await sleep(BACKOFF_MS);
      }
    }
  };

  const workers = [
    ...Array.from({ length: plan.guests }, (_, index) => guest(index)),
    ...plan.customers.map(customer),
  ];
  return {
    answers,
    guestCarts,
    placedOrders,
    acknowledgedWritesSince: (since) =>
      answers.filter((a) => a.call !== 'browse' && a.startedAt >= since && a.status < 300).length,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}
