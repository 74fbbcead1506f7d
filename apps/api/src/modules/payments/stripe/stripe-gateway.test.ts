import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@souk/contracts';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import { insertCards } from '#api/modules/cards/card-fixtures.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { onlineOrder, paymentAnswer } from '../payment-test-kit.ts';
import { signWebhook } from '../webhook-signature.ts';

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
        if (method === 'pm_card_visa') {
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
      const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      const intent = match ? intents.get(match[1] ?? '') : undefined;
      if (!intent) return send(404, { error: { type: 'invalid_request_error' } });
      if (match?.[2]) intent.status = 'canceled';
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
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
});

describe('payment configuration', () => {
  it('the Stripe-style gateway needs its secret key and the webhook secret', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
  });
});
