/**
 * Issue 12, the card payment after authorisation (decision 016), on the sandbox gateway:
 * captured when the vendor accepts (a refused capture leaves the order awaiting approval),
 * voided when an uncaptured order is cancelled or declined, refunded when a captured one is,
 * once however often it is asked; a payment in ERROR leaves the order CREATED to pay again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { CARDS, onlineOrder, paymentAnswer, submitCard } from './payment-test-kit.ts';

const CAPTURE_REFUSED = '4000 0000 0000 0341';

describe.each(testTargets)('the payment after authorisation, sandbox, on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const move = (orderId: string, status: string, actor: string) =>
    t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });

  /** An ONLINE order paid with `card` in the hosted form: AUTHORIZED, awaiting the vendor. */
  const paidOrder = async (card = CARDS.approve) => {
    const online = await onlineOrder(t);
    const started = paymentAnswer(await online.pay());
    await submitCard(t, started.payment.formUrl ?? '', { number: card });
    const paid = paymentAnswer(
      await online.pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(paid.order).toMatchObject({ status: 'WAITING_APPROVAL', paymentStatus: 'AUTHORIZED' });
    return { ...online, paymentId: started.payment.transactionID, session: paid.payment.intentId };
  };

  /** Souk's payment row and the sandbox's own session: both sides of the money. */
  const money = async (paymentId: string) => {
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, paymentId));
    const [session] = await t.database.db
      .select()
      .from(schema.sandboxSessions)
      .where(eq(schema.sandboxSessions.reference, paymentId));
    return { payment: payment?.status, gateway: session?.status, updatedAt: session?.updatedAt };
  };

  const orderOf = async (paid: Awaited<ReturnType<typeof paidOrder>>) =>
    orderResponseSchema.parse(
      (await paid.shopper.call('GET', `/api/customer/me/orders/${paid.order.orderId}`)).json(),
    ).order;

  it('the vendor accepting captures the authorised payment (issue 12: capture on accept)', async () => {
    const paid = await paidOrder();
    const accepted = await move(paid.order.orderId, 'APPROVED', 'vendor');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderResponseSchema.parse(accepted.json()).order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'CAPTURED',
    });
    expect(await money(paid.paymentId)).toMatchObject({ payment: 'CAPTURED', gateway: 'CAPTURED' });
  });

  it('a refused capture refuses the accept with 502 and leaves the order awaiting approval, the money held', async () => {
    const paid = await paidOrder(CAPTURE_REFUSED);
    const refused = await move(paid.order.orderId, 'APPROVED', 'vendor');
    expect(refused.statusCode).toBe(502);
    expect(apiErrorSchema.passthrough().parse(refused.json())).toMatchObject({
      type: 'PaymentCaptureRefusedException',
      errorCode: 'payment_capture_refused',
      failureCode: 'authorization_expired',
    });
    expect(await orderOf(paid)).toMatchObject({
      status: 'WAITING_APPROVAL',
      paymentStatus: 'AUTHORIZED',
    });
    expect(await money(paid.paymentId)).toMatchObject({
      payment: 'AUTHORIZED',
      gateway: 'SUCCEEDED',
    });
    // The vendor may still decline it, which releases the money.
    const declined = await move(paid.order.orderId, 'DECLINED', 'vendor');
    expect(orderResponseSchema.parse(declined.json()).order.paymentStatus).toBe('VOIDED');
  });

  it('the customer cancelling voids the authorisation, once however often they cancel (issue 12: void on cancel)', async () => {
    const paid = await paidOrder();
    const cancel = () =>
      paid.shopper.call('POST', `/api/customer/me/orders/${paid.order.orderId}/cancel`);
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(orderResponseSchema.parse(first.json()).order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'VOIDED',
    });
    const voided = await money(paid.paymentId);
    expect(voided).toMatchObject({ payment: 'VOIDED', gateway: 'CANCELED' });
    const again = await cancel();
    expect(orderResponseSchema.parse(again.json()).order.paymentStatus).toBe('VOIDED');
    // The gateway was not asked a second time: its session is as the first void left it.
    expect((await money(paid.paymentId)).updatedAt).toEqual(voided.updatedAt);
  });

  it('the vendor declining voids the authorisation', async () => {
    const paid = await paidOrder();
    const declined = await move(paid.order.orderId, 'DECLINED', 'vendor');
    expect(orderResponseSchema.parse(declined.json()).order).toMatchObject({
      status: 'DECLINED',
      paymentStatus: 'VOIDED',
    });
    expect(await money(paid.paymentId)).toMatchObject({ payment: 'VOIDED', gateway: 'CANCELED' });
  });

  it('cancelling an accepted (captured) order refunds the payment', async () => {
    const paid = await paidOrder();
    expect((await move(paid.order.orderId, 'APPROVED', 'vendor')).statusCode).toBe(200);
    const cancelled = await move(paid.order.orderId, 'CANCELLED', 'vendor');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderResponseSchema.parse(cancelled.json()).order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect(await money(paid.paymentId)).toMatchObject({ payment: 'REFUNDED', gateway: 'REFUNDED' });
  });

  it('an authorisation the gateway took but had not announced when the order was cancelled is voided at once', async () => {
    const online = await onlineOrder(t);
    const started = paymentAnswer(await online.pay());
    const paymentId = started.payment.transactionID;
    // The payer's card went through at the gateway; its callback has not reached Souk yet.
    await t.database.db
      .update(schema.sandboxSessions)
      .set({ status: 'SUCCEEDED' })
      .where(eq(schema.sandboxSessions.reference, paymentId));
    const cancelled = await online.shopper.call(
      'POST',
      `/api/customer/me/orders/${online.order.orderId}/cancel`,
    );
    expect(orderResponseSchema.parse(cancelled.json()).order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'VOIDED',
    });
    expect(await money(paymentId)).toMatchObject({ payment: 'VOIDED', gateway: 'CANCELED' });
  });

  it('an open payment of a cancelled order is called off: its form takes no card any more', async () => {
    const online = await onlineOrder(t);
    const started = paymentAnswer(await online.pay());
    await online.shopper.call('POST', `/api/customer/me/orders/${online.order.orderId}/cancel`);
    expect(await money(started.payment.transactionID)).toMatchObject({
      payment: 'CANCELED',
      gateway: 'CANCELED',
    });
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    expect(await money(started.payment.transactionID)).toMatchObject({
      payment: 'CANCELED',
      gateway: 'CANCELED',
    });
  });

  it('a payment in ERROR leaves the order CREATED, and the customer pays it again (issue 12)', async () => {
    const online = await onlineOrder(t);
    const first = paymentAnswer(await online.pay());
    await submitCard(t, first.payment.formUrl ?? '', { number: CARDS.processingError });
    const errored = paymentAnswer(
      await online.pay({ transactionID: first.payment.transactionID }, 'payment/authorize'),
    );
    expect(errored.payment.status).toBe('ERROR');
    expect(errored.order).toMatchObject({ status: 'CREATED', paymentStatus: 'ERROR' });

    const second = paymentAnswer(await online.pay());
    expect(second.payment.transactionID).not.toBe(first.payment.transactionID);
    await submitCard(t, second.payment.formUrl ?? '', { number: CARDS.approve });
    const paid = paymentAnswer(
      await online.pay({ transactionID: second.payment.transactionID }, 'payment/authorize'),
    );
    expect(paid.order).toMatchObject({ status: 'WAITING_APPROVAL', paymentStatus: 'AUTHORIZED' });
  });

  it('a cash order is accepted with nothing to capture', async () => {
    const shopper = await shopperWithCart(t);
    const cash = placedOrder(await shopper.place());
    const accepted = await move(cash.orderId, 'APPROVED', 'vendor');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderResponseSchema.parse(accepted.json()).order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: null,
    });
  });
});
