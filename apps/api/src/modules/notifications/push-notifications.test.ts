/**
 * Push notifications on order status changes (issue 13 part 8; spec 2 §2 deep links, §3 push
 * data): the outbox row commits with the status change or not at all, the worker sends what it
 * holds with the right data, link and language, retries with growing waits and gives up, drops
 * tokens of devices that are gone, and two workers never send one row twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerSessions, customers, pushOutbox } from '#api/db/schema/index.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { publishStatusChange } from '#api/modules/tracking/order-events.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { PushMessage, PushNotifier, PushResult } from './push-message.ts';
import { PushDeliveryError } from './push-message.ts';
import { PushWorker } from './push-worker.ts';

/** Records every message; `answer` decides, per message, what the provider says. */
function recordingNotifier(
  answer: (message: PushMessage) => PushResult | Error = () => 'sent',
  delayMs = 0,
) {
  const sent: PushMessage[] = [];
  const notifier: PushNotifier = {
    name: 'recording',
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const result = answer(message);
      if (result instanceof Error) throw result;
      sent.push(message);
      return result;
    },
  };
  return { notifier, sent };
}

describe.each(testTargets)('push notifications on %s', (target) => {
  let t: TrackingTestApp;
  let alice: Shopper;

  beforeAll(async () => {
    // The app's own worker stays off: each test drains with the notifier it needs.
    t = await createTrackingTestApp(target, { PUSH_POLL_MS: '0' });
    alice = await shopperWithCart(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
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
  const outboxOf = (orderId: string) =>
    db().select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId)).orderBy(pushOutbox.id);
  const registerDevice = async (shopper: Shopper, token: string) => {
    const res = await shopper.call('PUT', '/api/customer/me/session/fcm-token', {
      token,
      projectId: 'souk-test',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Marks everything queued so far as sent, so a test sees only its own rows. */
  const settleOutbox = () =>
    db()
      .update(pushOutbox)
      .set({ sentAt: new Date() })
      .where(sql`sent_at is null`);
  const worker = (
    notifier: PushNotifier,
    extra: Partial<ConstructorParameters<typeof PushWorker>[0]> = {},
  ) => new PushWorker({ db: db(), notifier, maxAttempts: 3, retryBaseMs: 1_000, ...extra });

  it('a status change queues exactly one notification with it; placing queues none (issue 13 part 8)', async () => {
    const order = await newOrder();
    expect(await outboxOf(order.orderId)).toEqual([]);
    await move(order.orderId, 'APPROVED');
    const rows = await outboxOf(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: alice.customerId,
      status: 'APPROVED',
      attempts: 0,
      sentAt: null,
    });
  });

  it('a rolled-back status change leaves no notification behind (issue 13 part 8)', async () => {
    const order = await newOrder();
    await expect(
      db().transaction(async (tx) => {
        await publishStatusChange(
          tx,
          {
            id: order.orderId,
            customerId: alice.customerId,
            status: 'APPROVED',
            updatedAt: new Date(),
          },
          'vendor',
        );
        throw new Error('the move fails after publishing');
      }),
    ).rejects.toThrow('the move fails after publishing');
    expect(await outboxOf(order.orderId)).toEqual([]);
    // A refused move (an illegal transition) rolls back the same way.
    const refused = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/status`,
      payload: { status: 'COMPLETED', actor: 'vendor' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await outboxOf(order.orderId)).toEqual([]);
  });

  it("sends spec 2 §3's data with spec 2 §2's deep link in the customer's language, to each device", async () => {
    const bob = await shopperWithCart(t);
    await registerDevice(bob, 'bob-phone-token');
    await db().update(customers).set({ lang: 'ar' }).where(eq(customers.id, bob.customerId));
    await settleOutbox();
    const order = await newOrder(bob);
    await move(order.orderId, 'APPROVED');
    const { notifier, sent } = recordingNotifier();
    expect(await worker(notifier).drain()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(sent).toEqual([
      {
        token: 'bob-phone-token',
        title: `الطلب #${order.orderNumber}`,
        body: `يقوم ${order.vendorName} بتحضير طلبك.`,
        data: {
          type: 'ORDER_STATUS_UPDATE',
          orderID: order.orderId,
          status: 'APPROVED',
          link: `/ar/menu/orders/${order.orderId}/status`,
        },
      },
    ]);
    expect((await outboxOf(order.orderId))[0]).toMatchObject({
      attempts: 1,
      deliveredTokens: ['bob-phone-token'],
    });
    expect((await outboxOf(order.orderId))[0]?.sentAt).toBeInstanceOf(Date);

    // A finished order opens its details; without a language of their own, the locality's.
    await db().update(customers).set({ lang: null }).where(eq(customers.id, bob.customerId));
    await move(order.orderId, 'CANCELLED');
    await worker(notifier).drain();
    expect(sent[1]).toMatchObject({
      title: `Pasūtījums Nr. ${order.orderNumber}`,
      data: { status: 'CANCELLED', link: `/lv/menu/orders/${order.orderId}/details` },
    });
    // Sent rows are not sent again.
    expect(await worker(notifier).drain()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(sent).toHaveLength(2);
  });

  it('retries with doubling waits, never resends to a device it reached, and gives up after the last try', async () => {
    const carol = await shopperWithCart(t);
    await registerDevice(carol, 'carol-tablet');
    // The same customer on a second device: a second session with its own token.
    const second = await signInCustomer(t);
    await db()
      .update(customerSessions)
      .set({ customerId: carol.customerId, fcmToken: 'carol-phone' })
      .where(eq(customerSessions.customerId, second.customerId));
    await settleOutbox();
    const order = await newOrder(carol);
    await move(order.orderId, 'APPROVED');

    let now = new Date(Date.now() + 60_000);
    const { notifier, sent } = recordingNotifier((message) =>
      message.token === 'carol-phone' ? new PushDeliveryError('FCM answered 503') : 'sent',
    );
    const flaky = worker(notifier, { now: () => now });
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    expect(sent.map((message) => message.token)).toEqual(['carol-tablet']);
    // Not due again before the first wait (1 s) is over.
    now = new Date(now.getTime() + 900);
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    now = new Date(now.getTime() + 100);
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    // The second wait is 2 s.
    now = new Date(now.getTime() + 1_999);
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    now = new Date(now.getTime() + 1);
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    const [row] = await outboxOf(order.orderId);
    expect(row).toMatchObject({ attempts: 3, deliveredTokens: ['carol-tablet'] });
    expect(row?.lastError).toContain('FCM answered 503');
    expect(row?.gaveUpAt).toBeInstanceOf(Date);
    // The tablet got it once, across three tries.
    expect(sent.map((message) => message.token)).toEqual(['carol-tablet']);
    now = new Date(now.getTime() + 3_600_000);
    expect(await flaky.drain()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
  });

  it("forgets the token of a device the provider reports unregistered, and keeps the others'", async () => {
    const dan = await shopperWithCart(t);
    await registerDevice(dan, 'dan-old-phone');
    await settleOutbox();
    const order = await newOrder(dan);
    await move(order.orderId, 'APPROVED');
    const { notifier } = recordingNotifier(() => 'unregistered');
    expect(await worker(notifier).drain()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    const sessions = await db()
      .select({ token: customerSessions.fcmToken })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, dan.customerId));
    expect(sessions.map((session) => session.token)).toEqual([null]);
    // Other customers' devices keep theirs.
    const kept = await db()
      .select({ token: customerSessions.fcmToken })
      .from(customerSessions)
      .where(eq(customerSessions.fcmToken, 'bob-phone-token'));
    expect(kept).toHaveLength(1);
  });

  it('two workers draining at once send every row exactly once (issue 13 part 8)', async () => {
    const erin = await shopperWithCart(t);
    await registerDevice(erin, 'erin-phone');
    await settleOutbox();
    const order = await newOrder(erin);
    const rows = Array.from({ length: 40 }, (_, index) => ({
      orderId: order.orderId,
      customerId: erin.customerId,
      status: index % 2 === 0 ? 'PREPARING' : 'APPROVED',
    }));
    const inserted = await db().insert(pushOutbox).values(rows).returning({ id: pushOutbox.id });
    const { notifier, sent } = recordingNotifier(() => 'sent', 2);
    const [first, second] = await Promise.all([
      worker(notifier, { batchSize: 5 }).drain(),
      worker(notifier, { batchSize: 5 }).drain(),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(40);
    expect(sent).toHaveLength(40);
    const left = await db()
      .select({ id: pushOutbox.id, attempts: pushOutbox.attempts })
      .from(pushOutbox)
      .where(eq(pushOutbox.orderId, order.orderId));
    expect(left).toHaveLength(inserted.length);
    expect(left.every((row) => row.attempts === 1)).toBe(true);
  });
});
