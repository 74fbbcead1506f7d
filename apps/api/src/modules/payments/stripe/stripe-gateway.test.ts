import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderResponseSchema } from '@souk/contracts';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import * as schema from '#api/db/schema/index.ts';
import { insertCards } from '#api/modules/cards/card-fixtures.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { onlineOrder, paymentAnswer } from '../payment-test-kit.ts';
import { signWebhook } from '../webhook-signature.ts';
import {
  PIZZERIA_MILANO_STAFF,
  signInStaff,
} from '#api/modules/vendor-console/vendor-console-test-kit.ts';

const SECRET_KEY = 'sk_test_souk';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

interface Intent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  payment_method: { id: string; card: { last4: string } } | null;
  last_payment_error: { code: string; decline_code: string } | null;
}

/**
 * A Stripe-like PaymentIntents API on loopback: form-encoded bodies, Bearer key, idempotency
 * keys (the same key answers the same intent), test payment methods that approve or decline.
 */
async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    key: string | undefined;
  }[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  /** Intents refunded, one entry per refund. */
  const refunds: string[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, key });
      if (down) return send(500, { error: { type: 'api_error' } });
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const known = key ? intents.get(byKey.get(key) ?? '') : undefined;
        if (known) return send(200, known);
        const id = `pi_${intents.size + 1}`;
        const method = form.get('payment_method');
        const intent: Intent = {
          id,
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          client_secret: `${id}_secret_fake`,
          payment_method: null,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, id);
        if (method === 'pm_card_visa' || method === 'pm_card_authorizationExpires') {
          Object.assign(intent, {
            status: 'requires_capture',
            payment_method: { id: method, card: { last4: '4242' } },
          });
        } else if (method === 'pm_card_visa_chargeDeclinedInsufficientFunds') {
          intent.last_payment_error = { code: 'card_declined', decline_code: 'insufficient_funds' };
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              payment_intent: intent,
            },
          });
        }
        return send(200, intent);
      }
      // Capture, cancel and refund replay their first answer for the same key, as Stripe does.
      const replay = key ? answers.get(key) : undefined;
      if (replay) return send(replay.status, replay.body);
      const settle = (status: number, answer: unknown) => {
        if (key) answers.set(key, { status, body: answer });
        send(status, answer);
      };
      const unexpected = {
        error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
      };
      if (req.method === 'POST' && path === '/v1/refunds') {
        const paid = intents.get(form.get('payment_intent') ?? '');
        if (paid?.status !== 'succeeded') return settle(400, unexpected);
        refunds.push(paid.id);
        return settle(200, { id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/capture)?$/.exec(path);
      const intent = match ? intents.get(match[1] ?? '') : undefined;
      if (!intent) return send(404, { error: { type: 'invalid_request_error' } });
      if (match?.[2] === '/capture') {
        if (intent.status !== 'requires_capture') return settle(400, unexpected);
        if (intent.payment_method?.id === 'pm_card_authorizationExpires') {
          return settle(400, {
            error: { type: 'invalid_request_error', code: 'charge_expired_for_capture' },
          });
        }
        intent.status = 'succeeded';
        return settle(200, intent);
      }
      if (match?.[2] === '/cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return settle(400, unexpected);
        }
        intent.status = 'canceled';
        return settle(200, intent);
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    /** What Stripe.js does in the browser once the payer's card is accepted. */
    confirm(id: string) {
      Object.assign(intents.get(id) ?? {}, {
        status: 'requires_capture',
        payment_method: { id: 'pm_new', card: { last4: '4444' } },
      });
    },
    setDown: (value: boolean) => (down = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testTargets)('Stripe-style gateway against a fake Stripe on %s', (target) => {
  let t: CartTestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const app = await createTestApp({
      target,
      now: () => RIGA_LUNCH,
      env: {
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_API_URL: stripe.url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    t = Object.assign(app, { setNow: () => undefined });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const savedCard = async (customerId: string, token: string) => {
    const partner = await t.database.db.query.partners.findFirst();
    const [card] = await insertCards(t.database.db, { customerId, partnerId: partner?.id ?? '' }, [
      { maskedCardNumber: '****4242', gatewayToken: token },
    ]);
    return card?.id ?? '';
  };

  it('a new card: the intent is created for the finalTotal, confirmed in the browser, then authorized', async () => {
    const { order, pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay({}, 'payment-intent/create'));
    expect(started.payment).toMatchObject({ status: 'PENDING', gateway: 'stripe', formUrl: null });
    const intentId = started.payment.intentId ?? '';
    expect(started.payment.clientSecret).toBe(`${intentId}_secret_fake`);
    const sent = stripe.requests.find(
      (request) =>
        request.path === '/v1/payment_intents' && request.key === started.payment.transactionID,
    );
    expect(sent?.form.get('amount')).toBe(String(order.finalTotal));
    expect(sent?.form.get('currency')).toBe('eur');
    expect(sent?.form.get('capture_method')).toBe('manual');

    stripe.confirm(intentId);
    const confirmed = paymentAnswer(
      await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(confirmed.payment.status).toBe('AUTHORIZED');
    expect(confirmed.order.status).toBe('WAITING_APPROVAL');
  });

  it('a saved card is charged at once; a declined one answers FAILED and the order stays CREATED', async () => {
    const good = await onlineOrder(t);
    const visa = await savedCard(good.shopper.customerId, 'pm_card_visa');
    const paid = paymentAnswer(await good.pay({ paymentMethod: visa }));
    expect(paid.payment.status).toBe('AUTHORIZED');
    expect(paid.order.status).toBe('WAITING_APPROVAL');

    const poor = await onlineOrder(t);
    const card = await savedCard(
      poor.shopper.customerId,
      'pm_card_visa_chargeDeclinedInsufficientFunds',
    );
    const declined = paymentAnswer(await poor.pay({ paymentMethod: card }));
    expect(declined.payment).toMatchObject({
      status: 'FAILED',
      failureCode: 'insufficient_funds',
      message:
        'Payment could not be processed. Please use a different payment method or contact support.',
    });
    expect(declined.order.status).toBe('CREATED');
  });

  it('webhooks are taken only with a valid Stripe-Signature', async () => {
    const { pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay());
    const intent = {
      ...stripe.intents.get(started.payment.intentId ?? ''),
      status: 'requires_capture',
    };
    const body = JSON.stringify({
      id: 'evt_stripe_1',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: intent },
    });
    const deliver = (signature: string) =>
      t.request({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const forged = await deliver(signWebhook('whsec_other_0123456789abcdef', body, RIGA_LUNCH));
    expect(forged.statusCode).toBe(400);
    const genuine = await deliver(signWebhook(WEBHOOK_SECRET, body, RIGA_LUNCH));
    expect(genuine.statusCode, genuine.body).toBe(200);
    const after = paymentAnswer(
      await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(after.payment.status).toBe('AUTHORIZED');
    expect((await deliver(signWebhook(WEBHOOK_SECRET, body, RIGA_LUNCH))).statusCode).toBe(409);
  });

  it('a gateway that is down is "temporarily unavailable"; the retry reuses the payment and its key', async () => {
    const { pay } = await onlineOrder(t);
    stripe.setDown(true);
    try {
      const res = await pay();
      expect(res.statusCode).toBe(503);
      expect(apiErrorSchema.passthrough().parse(res.json())).toMatchObject({
        type: 'PaymentGatewayUnavailableException',
        message: 'Sorry, the selected payment method is temporarily unavailable',
      });
    } finally {
      stripe.setDown(false);
    }
    const retried = paymentAnswer(await pay());
    const keys = stripe.requests.filter((request) => request.key === retried.payment.transactionID);
    expect(keys.length).toBe(2);
    expect(retried.payment.status).toBe('PENDING');
  });

  // Issue 12: the payment after authorisation, through the Stripe-style adapter (decision 016).
  const move = (orderId: string, status: string, actor: string) =>
    t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });
  const paidWith = async (token: string) => {
    const online = await onlineOrder(t);
    const card = await savedCard(online.shopper.customerId, token);
    const paid = paymentAnswer(await online.pay({ paymentMethod: card }));
    expect(paid.order.status).toBe('WAITING_APPROVAL');
    return {
      ...online,
      paymentId: paid.payment.transactionID,
      intentId: paid.payment.intentId ?? '',
    };
  };
  const calls = (path: string) => stripe.requests.filter((request) => request.path === path);

  it('the vendor accepting captures the PaymentIntent, keyed by the payment', async () => {
    const paid = await paidWith('pm_card_visa');
    const accepted = await move(paid.order.orderId, 'APPROVED', 'vendor');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderResponseSchema.parse(accepted.json()).order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'CAPTURED',
    });
    const captures = calls(`/v1/payment_intents/${paid.intentId}/capture`);
    expect(captures.map((request) => request.key)).toEqual([`${paid.paymentId}:capture`]);
    expect(stripe.intents.get(paid.intentId)?.status).toBe('succeeded');
  });

  it('a capture Stripe refuses is 502 and the order stays awaiting approval', async () => {
    const paid = await paidWith('pm_card_authorizationExpires');
    const refused = await move(paid.order.orderId, 'APPROVED', 'vendor');
    expect(refused.statusCode).toBe(502);
    expect(apiErrorSchema.passthrough().parse(refused.json())).toMatchObject({
      type: 'PaymentCaptureRefusedException',
      failureCode: 'charge_expired_for_capture',
    });
    const now = orderResponseSchema.parse(
      (await paid.shopper.call('GET', `/api/customer/me/orders/${paid.order.orderId}`)).json(),
    ).order;
    expect(now).toMatchObject({ status: 'WAITING_APPROVAL', paymentStatus: 'AUTHORIZED' });
  });

  it('a gateway that is down refuses the accept with 503; the order stays awaiting approval', async () => {
    const paid = await paidWith('pm_card_visa');
    stripe.setDown(true);
    try {
      const res = await move(paid.order.orderId, 'APPROVED', 'vendor');
      expect(res.statusCode).toBe(503);
      expect(apiErrorSchema.parse(res.json()).type).toBe('PaymentGatewayUnavailableException');
    } finally {
      stripe.setDown(false);
    }
    const accepted = await move(paid.order.orderId, 'APPROVED', 'vendor');
    expect(orderResponseSchema.parse(accepted.json()).order.paymentStatus).toBe('CAPTURED');
  });

  it('declining voids (cancels) the uncaptured intent; cancelling a captured one refunds it', async () => {
    const declined = await paidWith('pm_card_visa');
    const res = await move(declined.order.orderId, 'DECLINED', 'vendor');
    expect(orderResponseSchema.parse(res.json()).order.paymentStatus).toBe('VOIDED');
    expect(calls(`/v1/payment_intents/${declined.intentId}/cancel`).map((r) => r.key)).toEqual([
      `${declined.paymentId}:void`,
    ]);
    expect(stripe.intents.get(declined.intentId)?.status).toBe('canceled');

    const accepted = await paidWith('pm_card_visa');
    expect((await move(accepted.order.orderId, 'APPROVED', 'vendor')).statusCode).toBe(200);
    const cancelled = await move(accepted.order.orderId, 'CANCELLED', 'vendor');
    expect(orderResponseSchema.parse(cancelled.json()).order.paymentStatus).toBe('REFUNDED');
    const refunds = calls('/v1/refunds').filter(
      (request) => request.form.get('payment_intent') === accepted.intentId,
    );
    expect(refunds.map((request) => request.key)).toEqual([`${accepted.paymentId}:refund`]);
    expect(stripe.refunds.filter((id) => id === accepted.intentId)).toHaveLength(1);
  });

  it("a vendor's edit of an accepted order refunds part of the captured intent, keyed by the edit (decision 019)", async () => {
    const paid = await paidWith('pm_card_visa');
    expect((await move(paid.order.orderId, 'APPROVED', 'vendor')).statusCode).toBe(200);
    const staff = await signInStaff(t, PIZZERIA_MILANO_STAFF);
    const line = paid.order.items.products[0];
    if (!line) throw new Error('the order has no line');
    const edited = await staff.act(paid.order.orderId, 'edit', {
      changes: [{ index: 0, count: line.count - 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [edit] = await t.database.db
      .select()
      .from(schema.orderEdits)
      .where(eq(schema.orderEdits.orderId, paid.order.orderId));
    expect(edit).toMatchObject({ refundAmount: line.price, refundStatus: 'REFUNDED' });
    const refunds = calls('/v1/refunds').filter(
      (request) => request.form.get('payment_intent') === paid.intentId,
    );
    expect(refunds.map((request) => [request.key, request.form.get('amount')])).toEqual([
      [`${edit?.id ?? ''}:refund-part`, String(line.price)],
    ]);
  });

  it('an authorisation whose webhook arrives after the order was cancelled is voided at once, once', async () => {
    const { order, pay, shopper } = await onlineOrder(t);
    const started = paymentAnswer(await pay());
    const intentId = started.payment.intentId ?? '';
    // The customer cancels while the gateway cannot be reached: the open intent stays open.
    stripe.setDown(true);
    try {
      const cancel = await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
      expect(orderResponseSchema.parse(cancel.json()).order.status).toBe('CANCELLED');
    } finally {
      stripe.setDown(false);
    }
    // The payer had finished 3-D Secure meanwhile; Stripe then announces the authorisation.
    stripe.confirm(intentId);
    const body = (eventId: string) =>
      JSON.stringify({
        id: eventId,
        type: 'payment_intent.amount_capturable_updated',
        data: { object: { ...stripe.intents.get(intentId), status: 'requires_capture' } },
      });
    const deliver = (eventId: string) =>
      t.request({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhook(WEBHOOK_SECRET, body(eventId), RIGA_LUNCH),
        },
        payload: body(eventId),
      });
    expect((await deliver(`evt_late_${intentId}`)).statusCode).toBe(200);
    expect(stripe.intents.get(intentId)?.status).toBe('canceled');
    const read = async () =>
      orderResponseSchema.parse(
        (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
      ).order;
    expect(await read()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOIDED' });

    // Stripe sends the news again, the customer cancels again: nothing is voided twice.
    expect((await deliver(`evt_late_again_${intentId}`)).statusCode).toBe(200);
    await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/cancel`);
    expect(calls(`/v1/payment_intents/${intentId}/cancel`).filter((r) => r.key)).toHaveLength(1);
    expect(await read()).toMatchObject({ paymentStatus: 'VOIDED' });
  });
});

describe('payment configuration', () => {
  it('the Stripe-style gateway needs its secret key and the webhook secret', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
  });
});
