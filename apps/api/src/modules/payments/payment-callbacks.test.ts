import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, orderResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { onlineOrder, paymentAnswer } from './payment-test-kit.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-gateway.ts';
import { signWebhook } from './webhook-signature.ts';

const SECRET = 'test-webhook-secret-0123456789abcdef';

describe.each(testTargets)('signed gateway callbacks on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    const app = await createTestApp({
      target,
      now: () => RIGA_LUNCH,
      env: { PAYMENT_WEBHOOK_SECRET: SECRET },
    });
    t = Object.assign(app, { setNow: () => undefined });
  });
  afterAll(() => t.close());

  const event = (id: string, gatewayReference: string, status: string) =>
    JSON.stringify({
      id,
      type: 'payment.updated',
      data: { gatewayReference, status, failureCode: null, card: null },
    });
  const deliver = (body: string, signature: string) =>
    t.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-partner-code': '',
        [SANDBOX_SIGNATURE_HEADER]: signature,
      },
      payload: body,
    });

  /** A PENDING payment and a way to read where it and its order stand. */
  const pendingPayment = async () => {
    const { shopper, order, pay } = await onlineOrder(t);
    const { payment } = paymentAnswer(await pay());
    const state = async () => {
      const [row] = await t.database.db
        .select({ status: schema.payments.status })
        .from(schema.payments)
        .where(eq(schema.payments.id, payment.transactionID));
      const res = await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`);
      return { payment: row?.status, order: orderResponseSchema.parse(res.json()).order.status };
    };
    return { reference: payment.intentId ?? '', state };
  };
  const unchanged = { payment: 'PENDING', order: 'CREATED' };

  it('a genuine callback is taken: AUTHORIZED moves the order on', async () => {
    const { reference, state } = await pendingPayment();
    const body = event('evt_genuine', reference, 'AUTHORIZED');
    const res = await deliver(body, signWebhook(SECRET, body, RIGA_LUNCH));
    expect(res.statusCode, res.body).toBe(200);
    expect(await state()).toEqual({ payment: 'AUTHORIZED', order: 'WAITING_APPROVAL' });
  });

  it('forged (another key), altered (body changed after signing), stale or unsigned callbacks are 400 and change nothing', async () => {
    const { reference, state } = await pendingPayment();
    const paid = event('evt_forged', reference, 'AUTHORIZED');
    const failed = event('evt_altered', reference, 'FAILED');
    const tooOld = new Date(RIGA_LUNCH.getTime() - 10 * 60_000);
    for (const [body, signature] of [
      [paid, signWebhook('somebody-elses-secret-0123456789', paid, RIGA_LUNCH)],
      [paid, signWebhook(SECRET, failed, RIGA_LUNCH)],
      [paid, signWebhook(SECRET, paid, tooOld)],
      [paid, 't=1,v1=00'],
      [paid, ''],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).type).toBe('PaymentWebhookRefusedException');
    }
    expect(await state()).toEqual(unchanged);
  });

  it('the same event id a second time is 409 and changes nothing, even with a new valid body', async () => {
    const { reference, state } = await pendingPayment();
    const first = event('evt_once', reference, 'PENDING');
    expect((await deliver(first, signWebhook(SECRET, first, RIGA_LUNCH))).statusCode).toBe(200);
    expect((await deliver(first, signWebhook(SECRET, first, RIGA_LUNCH))).statusCode).toBe(409);
    const replay = event('evt_once', reference, 'AUTHORIZED');
    const res = await deliver(replay, signWebhook(SECRET, replay, RIGA_LUNCH));
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).type).toBe('PaymentWebhookReplayedException');
    expect(await state()).toEqual(unchanged);
  });

  it('a callback for an unknown payment is 404 and its event id stays free', async () => {
    const body = event('evt_unknown', 'sbx_nobody', 'AUTHORIZED');
    expect((await deliver(body, signWebhook(SECRET, body, RIGA_LUNCH))).statusCode).toBe(404);
    const { reference, state } = await pendingPayment();
    const retried = event('evt_unknown', reference, 'FAILED');
    expect((await deliver(retried, signWebhook(SECRET, retried, RIGA_LUNCH))).statusCode).toBe(200);
    expect((await state()).payment).toBe('FAILED');
  });

  it('a malformed event with a valid signature is 400', async () => {
    const body = JSON.stringify({
      id: 'evt_bad',
      type: 'payment.updated',
      data: { status: 'PAID' },
    });
    const res = await deliver(body, signWebhook(SECRET, body, RIGA_LUNCH));
    expect(res.statusCode).toBe(400);
  });
});
