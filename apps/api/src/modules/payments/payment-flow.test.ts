import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, orderResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import {
  CARDS,
  answerChallenge,
  onlineOrder,
  paymentAnswer,
  submitCard,
} from './payment-test-kit.ts';

const DECLINED =
  'Payment could not be processed. Please use a different payment method or contact support.';
const ERROR =
  "This order couldn't be processed. Try placing a new order using a different payment method.";

describe.each(testTargets)('paying an order on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const orderNow = async (
    shopper: { call: (m: string, u: string) => Promise<{ json(): unknown }> },
    id: string,
  ) =>
    orderResponseSchema.parse((await shopper.call('GET', `/api/customer/me/orders/${id}`)).json())
      .order;
  const paymentsOf = (orderId: string) =>
    t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));

  it('a new card in the hosted form pays the finalTotal and moves the order to WAITING_APPROVAL', async () => {
    const { shopper, order, pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay({ amount: 1 }));
    expect(started.payment).toMatchObject({
      status: 'PENDING',
      amount: order.finalTotal,
      currencyCode: order.currencyCode,
      gateway: 'sandbox',
    });
    expect(started.order.status).toBe('CREATED');
    const formUrl = started.payment.formUrl ?? '';
    expect(new URL(formUrl).pathname).toMatch(/^\/api\/payment-sandbox\/form\/sbx_/);

    const page = await submitCard(t, formUrl, { number: CARDS.approve });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Done. You can close this window.');

    const confirmed = paymentAnswer(
      await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(confirmed.payment.status).toBe('AUTHORIZED');
    expect(confirmed.payment.message).toBeNull();
    expect(confirmed.order).toMatchObject({
      status: 'WAITING_APPROVAL',
      paymentStatus: 'AUTHORIZED',
    });
    expect((await orderNow(shopper, order.orderId)).status).toBe('WAITING_APPROVAL');
    // Paid orders take no second payment.
    const again = await pay();
    expect(again.statusCode).toBe(400);
    expect(apiErrorSchema.parse(again.json()).type).toBe('OrderNotPayableException');
  });

  it('a declined card leaves the order CREATED; another card then pays it', async () => {
    const { shopper, order, pay } = await onlineOrder(t);
    const first = paymentAnswer(await pay());
    const declined = await submitCard(t, first.payment.formUrl ?? '', { number: CARDS.decline });
    expect(declined.body).toContain(DECLINED);
    const failed = paymentAnswer(
      await pay({ transactionID: first.payment.transactionID }, 'payment/authorize'),
    );
    expect(failed.payment).toMatchObject({
      status: 'FAILED',
      failureCode: 'card_declined',
      message: DECLINED,
      alert: 'INVALID_PAYMENT_CREATION',
    });
    expect(failed.order).toMatchObject({ status: 'CREATED', paymentStatus: 'FAILED' });

    const second = paymentAnswer(await pay());
    expect(second.payment.transactionID).not.toBe(first.payment.transactionID);
    await submitCard(t, second.payment.formUrl ?? '', { number: CARDS.approve });
    expect((await orderNow(shopper, order.orderId)).status).toBe('WAITING_APPROVAL');
    expect((await paymentsOf(order.orderId)).map((row) => row.status).sort()).toEqual([
      'AUTHORIZED',
      'FAILED',
    ]);
  });

  it('insufficient funds is FAILED with the decline message; a processing error is ERROR', async () => {
    const poor = await onlineOrder(t);
    const started = paymentAnswer(await poor.pay());
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.insufficientFunds });
    const failed = paymentAnswer(
      await poor.pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(failed.payment).toMatchObject({
      status: 'FAILED',
      failureCode: 'insufficient_funds',
      message: DECLINED,
    });

    const broken = await onlineOrder(t);
    const other = paymentAnswer(await broken.pay());
    const page = await submitCard(t, other.payment.formUrl ?? '', {
      number: CARDS.processingError,
    });
    expect(page.body).toContain(ERROR.replace("'", '&#39;'));
    const errored = paymentAnswer(
      await broken.pay({ transactionID: other.payment.transactionID }, 'payment/authorize'),
    );
    expect(errored.payment).toMatchObject({
      status: 'ERROR',
      message: ERROR,
      alert: 'INVALID_PAYMENT_CREATION',
    });
    expect(errored.order.status).toBe('CREATED');
  });

  it('3-D Secure: approving the challenge pays, failing it declines', async () => {
    for (const decision of ['approve', 'fail'] as const) {
      const { order, pay } = await onlineOrder(t);
      const started = paymentAnswer(await pay());
      const typed = await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.challenge });
      expect(typed.statusCode).toBe(303);
      const challengeUrl = String(typed.headers.location);
      const challenge = await t.request({ method: 'GET', url: challengeUrl });
      expect(challenge.body).toContain('Confirm this payment');
      // Still open while the payer has not answered.
      const waiting = paymentAnswer(
        await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
      );
      expect(waiting.payment.status).toBe('PENDING');
      expect(waiting.payment.formUrl).toContain('/challenge/');
      await answerChallenge(t, challengeUrl, decision);
      const done = paymentAnswer(
        await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
      );
      if (decision === 'approve') {
        expect(done.payment.status).toBe('AUTHORIZED');
        expect(done.order.status).toBe('WAITING_APPROVAL');
      } else {
        expect(done.payment).toMatchObject({
          status: 'FAILED',
          failureCode: 'authentication_failed',
        });
        expect(done.order.status).toBe('CREATED');
      }
      expect(order.orderId).toBe(done.order.orderId);
    }
  });

  it('a card saved from a payment pays the next order at once, and a saved 3-D Secure card is challenged', async () => {
    const { shopper, pay } = await onlineOrder(t);
    const first = paymentAnswer(await pay({ saveCard: true }));
    await submitCard(t, first.payment.formUrl ?? '', { number: CARDS.approve });
    const cards = (await shopper.call('GET', '/api/customer/me/cards')).json() as {
      id: string;
      maskedCardNumber: string;
    }[];
    expect(cards.map((card) => card.maskedCardNumber)).toEqual(['************4242']);
    const stored = await t.database.db
      .select()
      .from(schema.customerCards)
      .where(eq(schema.customerCards.id, cards[0]!.id));
    expect(stored[0]?.gatewayToken).toMatch(/^tok_/);

    const next = await onlineOrder(t, shopper);
    const paid = paymentAnswer(await next.pay({ paymentMethod: cards[0]!.id }));
    expect(paid.payment).toMatchObject({ status: 'AUTHORIZED', formUrl: null });
    expect(paid.order.status).toBe('WAITING_APPROVAL');
  });

  it('double clicks and retries make one payment and one charge', async () => {
    const { order, pay } = await onlineOrder(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay()));
    const ids = new Set(answers.map((res) => paymentAnswer(res).payment.transactionID));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    const sessions = await t.database.db
      .select()
      .from(schema.sandboxSessions)
      .where(eq(schema.sandboxSessions.reference, [...ids][0]!));
    expect(sessions).toHaveLength(1);
  });

  it('payment/cancel calls off the open payment; its form no longer takes a card', async () => {
    const { pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay());
    const canceled = paymentAnswer(await pay(undefined, 'payment/cancel'));
    expect(canceled.payment.status).toBe('CANCELED');
    expect(canceled.order.status).toBe('CREATED');
    const late = await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    expect(late.body).toContain('This payment form is no longer open.');
    expect((await pay(undefined, 'payment/cancel')).statusCode).toBe(404);
  });

  it("nobody pays, confirms or cancels another customer's order: 404", async () => {
    const { order } = await onlineOrder(t);
    const stranger = await shopperWithCart(t);
    for (const path of ['payment/create', 'payment-intent/create', 'payment/cancel']) {
      const res = await stranger.call(
        'POST',
        `/api/customer/me/orders/${order.orderId}/${path}`,
        {},
      );
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).type).toBe('OrderNotFoundException');
    }
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/customer/me/orders/${order.orderId}/payment/create`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cash orders and orders past CREATED are not payable; bad input is 400 with field errors', async () => {
    const shopper = await shopperWithCart(t);
    const cash = placedOrder(await shopper.place());
    const res = await shopper.call(
      'POST',
      `/api/customer/me/orders/${cash.orderId}/payment/create`,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).type).toBe('OrderNotPayableException');

    const { pay } = await onlineOrder(t);
    for (const body of [{ paymentMethod: 'not-a-uuid' }, { saveCard: 'yes' }]) {
      const bad = await pay(body);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).fieldErrors?.length).toBeGreaterThan(0);
    }
    const noId = await pay({}, 'payment/authorize');
    expect(apiErrorSchema.parse(noId.json()).fieldErrors?.[0]?.field).toContain('transactionID');
    const unknownCard = await pay({ paymentMethod: '00000000-0000-4000-8000-000000000001' });
    expect(unknownCard.statusCode).toBe(404);
    const unknownPayment = await pay(
      { transactionID: '00000000-0000-4000-8000-000000000001' },
      'payment/authorize',
    );
    expect(apiErrorSchema.parse(unknownPayment.json()).type).toBe('PaymentNotFoundException');
  });

  it('payment-intent/create answers an intent id and a client secret', async () => {
    const { pay } = await onlineOrder(t);
    const intent = paymentAnswer(await pay({}, 'payment-intent/create'));
    expect(intent.payment.intentId).toMatch(/^sbx_/);
    expect(intent.payment.clientSecret).toContain(intent.payment.intentId ?? 'none');
  });
});
