/**
 * A part refund the gateway refused is tried again (decision 019, refund-retries.ts): the
 * sandbox gateway refuses the edit's own refund and the first retries, then takes one, and the
 * refund ends REFUNDED through the app's own periodic retries. Refused every time, the retries
 * wait twice as long each time and give up after the set number of tries with the refusal kept.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEditedResponseSchema } from '@souk/contracts/vendor-console';
import * as schema from '#api/db/schema/index.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { GatewayRefusedError } from '#api/modules/payments/payment-gateway.ts';
import {
  CARDS,
  onlineOrder,
  paymentAnswer,
  submitCard,
} from '#api/modules/payments/payment-test-kit.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { RefundRetries } from './refund-retries.ts';
import type { StaffClient } from './vendor-console-test-kit.ts';
import { PIZZERIA_MILANO_STAFF, boardOrder, signInStaff } from './vendor-console-test-kit.ts';

/** A card-paid order accepted by Pizzeria Milano, its payment captured. */
async function capturedOrder(t: TrackingTestApp, shopper: Shopper, milano: StaffClient) {
  const online = await onlineOrder(t, shopper);
  const started = paymentAnswer(await online.pay());
  await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
  paymentAnswer(
    await online.pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
  );
  boardOrder(await milano.act(online.order.orderId, 'accept', { preparationMinutes: 20 }));
  return online.order;
}

/**
 * Makes the sandbox refuse (or take again) part refunds of the order: it refuses one of a
 * payment whose session is no longer CAPTURED, as a real gateway refuses one it cannot make.
 */
async function sandboxTakesRefunds(t: TrackingTestApp, orderId: string, takes: boolean) {
  const { db } = t.database;
  const [payment] = await db
    .select({ reference: schema.payments.gatewayReference })
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId));
  if (!payment?.reference) throw new Error('the order has no gateway payment');
  await db
    .update(schema.sandboxSessions)
    .set({ status: takes ? 'CAPTURED' : 'SUCCEEDED' })
    .where(eq(schema.sandboxSessions.id, payment.reference));
}

/** Takes two units off the order's first line; answers the refund owed and the unit price. */
async function editDown(
  milano: StaffClient,
  order: { orderId: string; items: { products: { count: number; price: number }[] } },
) {
  const line = order.items.products[0];
  if (!line) throw new Error('the order has no line');
  const edited = orderEditedResponseSchema.parse(
    (
      await milano.act(order.orderId, 'edit', { changes: [{ index: 0, count: line.count - 2 }] })
    ).json(),
  );
  return { refundAmount: edited.refundAmount, unitPrice: line.price };
}

async function editOf(t: TrackingTestApp, orderId: string) {
  const [edit] = await t.database.db
    .select()
    .from(schema.orderEdits)
    .where(eq(schema.orderEdits.orderId, orderId));
  if (!edit) throw new Error('no order edit');
  return edit;
}

describe.each(testTargets)('refused part refunds on %s', (target) => {
  describe('tried again by the app', () => {
    let t: TrackingTestApp;
    let milano: StaffClient;
    let shopper: Shopper;

    beforeAll(async () => {
      t = await createTrackingTestApp(target, {
        REFUND_RETRY_POLL_MS: '50',
        REFUND_RETRY_BASE_MS: '1000',
        REFUND_MAX_ATTEMPTS: '100',
      });
      milano = await signInStaff(t, PIZZERIA_MILANO_STAFF);
      shopper = await shopperWithCart(t, { units: 4 });
    });
    afterAll(() => t.close());

    it('a refund the gateway refused goes through once the gateway takes it', async () => {
      const order = await capturedOrder(t, shopper, milano);
      await sandboxTakesRefunds(t, order.orderId, false);

      const { refundAmount, unitPrice } = await editDown(milano, order);
      expect(refundAmount).toBe(2 * unitPrice);
      // A try is counted when it is claimed and its next due time written once the gateway has
      // answered; the clock may only move after that write, or the wait would start from the
      // moved clock. So the test waits for both.
      const attempts = async () => (await editOf(t, order.orderId)).refundAttempts;
      const retryWritten = async () => {
        const edit = await editOf(t, order.orderId);
        return { attempts: edit.refundAttempts, dueAt: edit.refundDueAt.getTime() };
      };
      // The edit's own try was refused; the first retry follows at the next poll, refused too,
      // and the next waits the base second.
      await expect
        .poll(retryWritten, { timeout: 10_000 })
        .toEqual({ attempts: 2, dueAt: RIGA_LUNCH.getTime() + 1_000 });
      // The next one waits for its time (the app's clock stands still here until moved).
      t.setNow(new Date(RIGA_LUNCH.getTime() + 60_000));
      await expect
        .poll(retryWritten, { timeout: 10_000 })
        .toEqual({ attempts: 3, dueAt: RIGA_LUNCH.getTime() + 60_000 + 2_000 });
      expect(await editOf(t, order.orderId)).toMatchObject({
        refundStatus: 'PENDING',
        refundAmount: 2 * unitPrice,
        refundLastError: 'gateway refused: payment_succeeded',
      });

      await sandboxTakesRefunds(t, order.orderId, true);
      t.setNow(new Date(RIGA_LUNCH.getTime() + 2 * 60_000));
      await expect
        .poll(async () => (await editOf(t, order.orderId)).refundStatus, { timeout: 10_000 })
        .toBe('REFUNDED');
      expect(await attempts()).toBe(4);
      expect((await editOf(t, order.orderId)).refundLastError).toBeNull();
    });
  });

  describe('refused every time', () => {
    let t: TrackingTestApp;
    let milano: StaffClient;
    let shopper: Shopper;

    beforeAll(async () => {
      // The app's own retries stay off: the test drives one with a clock of its own.
      t = await createTrackingTestApp(target, { REFUND_RETRY_POLL_MS: '0' });
      milano = await signInStaff(t, PIZZERIA_MILANO_STAFF);
      shopper = await shopperWithCart(t, { units: 4 });
    });
    afterAll(() => t.close());

    it('waits twice as long after each refusal and gives up after the last try, keeping the refusal', async () => {
      const order = await capturedOrder(t, shopper, milano);
      await sandboxTakesRefunds(t, order.orderId, false);
      await editDown(milano, order);
      const own = await editOf(t, order.orderId);
      expect(own).toMatchObject({ refundStatus: 'PENDING', refundAttempts: 1 });

      let now = new Date(RIGA_LUNCH.getTime() + 60 * 60_000);
      const asked: { orderId: string; key: string; amount: number }[] = [];
      const retries = new RefundRetries({
        db: t.database.db,
        refunds: {
          refundPart: (orderId, key, amount) => {
            asked.push({ orderId, key, amount });
            return Promise.reject(new GatewayRefusedError('card_closed'));
          },
        },
        maxAttempts: 4,
        retryBaseMs: 1_000,
        now: () => now,
      });
      const at = (ms: number) => new Date(now.getTime() + ms);

      // Retry 1 (try 2): refused, next one in 1 s.
      expect(await retries.drain()).toEqual({ refunded: 0, retrying: 1, failed: 0 });
      expect((await editOf(t, order.orderId)).refundDueAt).toEqual(at(1_000));
      // Not due yet: nothing is tried.
      now = at(999);
      expect(await retries.drain()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
      // Retry 2 (try 3): refused, next one in 2 s.
      now = at(1);
      expect(await retries.drain()).toEqual({ refunded: 0, retrying: 1, failed: 0 });
      expect((await editOf(t, order.orderId)).refundDueAt).toEqual(at(2_000));
      // Retry 3 (try 4, the last): refused and given up.
      now = at(2_000);
      expect(await retries.drain()).toEqual({ refunded: 0, retrying: 0, failed: 1 });
      expect(await editOf(t, order.orderId)).toMatchObject({
        refundStatus: 'FAILED',
        refundAttempts: 4,
        refundLastError: 'gateway refused: card_closed',
      });
      // Each retry asked with the edit's id as the key, so the gateway never pays twice.
      expect(asked).toEqual(
        Array.from({ length: 3 }, () => ({
          orderId: order.orderId,
          key: own.id,
          amount: own.refundAmount,
        })),
      );
      now = at(24 * 60 * 60_000);
      expect(await retries.drain()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
    });
  });
});
