/**
 * Issue 14 "Operations": the production log holds no secret, no sign-in code and no card data.
 * A whole journey runs through the API of a server in production mode (sign-in by an SMS code
 * sent through an HTTP SMS gateway, a cart, a card order paid through the sandbox's hosted form)
 * while its log is captured at the production level; then the log is searched for every secret
 * the journey and the configuration hold.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInput } from '@souk/contracts';
import {
  addressSchema,
  createCartResponseSchema,
  orderResponseSchema,
  paymentResponseSchema,
  SESSION_COOKIE,
} from '@souk/contracts';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import type { Database } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';

const SECRETS = {
  AUTH_SECRET: 'auth-secret-Zq8vR2mK5xT9wL3nB7cF1hJ4',
  PAYMENT_WEBHOOK_SECRET: 'whsec-Pl4nE7yQ2uW9oI3tR6eA',
  SMS_GATEWAY_TOKEN: 'sms-token-Hk3Jd8Ls2Mq7Nv5',
  DATABASE_URL: 'postgres://souk:dsn-pw-Xc4Vb9Nm2@db.internal:5432/souk',
};
const CARD = { number: '4242 4242 4242 4242', cvv: '739', expiry: '11/31' };
const PHONE = '+37129638527';

const RIGA_HOME: AddressInput = {
  name: 'Home',
  apartmentNumber: '12',
  location: {
    latitude: 56.9565,
    longitude: 24.1216,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: 'osm:way:1',
      formattedAddress: 'Brīvības iela 45, Rīga, Latvia',
      shortAddress: 'Brīvības iela 45',
      shortAddressExt: 'Rīga, Latvia',
      countryName: 'Latvia',
      countryCodeISO2: 'lv',
      locality: 'Rīga',
      street: 'Brīvības iela',
      streetNumber: '45',
      postalCode: 'LV-1010',
    },
  },
};

/** A Twilio-style SMS gateway on loopback that keeps the texts it was asked to send. */
async function startSmsGateway() {
  const texts: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      texts.push(new URLSearchParams(body).get('Body') ?? '');
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    lastCode: () => /\d{6}/.exec(texts.at(-1) ?? '')?.[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A product of the demo's Pizzeria Milano without options, as a quick add puts in a cart. */
async function plainDemoProduct(database: Database) {
  const [row] = await database.db
    .select({ id: schema.products.id, vendorId: schema.products.vendorId })
    .from(schema.products)
    .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
    .innerJoin(schema.sections, eq(schema.sections.id, schema.products.sectionId))
    .where(
      and(
        eq(schema.vendors.code, 'pizzeria-milano'),
        eq(schema.products.visible, true),
        eq(schema.products.available, true),
        isNull(schema.products.maxCount),
        eq(schema.sections.visible, true),
        isNull(schema.sections.workingHours),
        notExists(
          database.db
            .select({ id: schema.componentGroups.id })
            .from(schema.componentGroups)
            .where(eq(schema.componentGroups.productId, schema.products.id)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new Error('the demo Pizzeria Milano has no plain product');
  return row;
}

describe.each(testTargets)('the production log of a whole journey (%s)', (target) => {
  let database: Database;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  let log = '';
  const spoken: string[] = [];

  beforeAll(async () => {
    sms = await startSmsGateway();
    database = await createTestDatabase(target, 'demo');
  });
  afterAll(() => sms.close());

  it('runs sign-in, cart and a card payment, and logs none of their secrets', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PARTNER_CODE: TEST_PARTNER,
      BASE_URL: 'http://localhost:3000',
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: sms.url,
      SMS_GATEWAY_ACCOUNT: 'AC-souk',
      ...SECRETS,
    });
    // The level production runs at by default (LOG_LEVEL unset).
    expect(config.LOG_LEVEL).toBe('info');
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      logger: { level: config.LOG_LEVEL, stream: capture },
      webBuildDir: null,
      now: () => RIGA_LUNCH,
    });
    let cookie = '';
    const call = async (options: InjectOptions, expected: number) => {
      const res = await app.inject({
        ...options,
        headers: {
          'x-partner-code': TEST_PARTNER,
          origin: 'http://localhost:3000',
          ...(cookie ? { cookie } : {}),
          ...options.headers,
        },
      });
      expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(expected);
      return res;
    };
    try {
      await call(
        {
          method: 'POST',
          url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(PHONE)}`,
        },
        200,
      );
      const code = sms.lastCode();
      if (!code) throw new Error('the SMS gateway got no code');
      // A wrong code first: refusals are logged too.
      const wrong = code === '000000' ? '111111' : '000000';
      await call(
        {
          method: 'POST',
          url: '/api/customer/auth/login',
          payload: { phone: PHONE, token: wrong },
        },
        400,
      );
      const login = await call(
        { method: 'POST', url: '/api/customer/auth/login', payload: { phone: PHONE, token: code } },
        200,
      );
      const session = login.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!session) throw new Error('no session cookie');
      cookie = `${SESSION_COOKIE}=${session.value}`;
      spoken.push(code, wrong, session.value);

      const address = addressSchema.parse(
        (
          await call(
            { method: 'POST', url: '/api/customer/me/addresses', payload: RIGA_HOME as object },
            201,
          )
        ).json(),
      );
      const cart = createCartResponseSchema.parse(
        (
          await call(
            {
              method: 'POST',
              url: '/api/carts',
              payload: { localityCode: 'riga', customerAddressId: address.id },
            },
            200,
          )
        ).json(),
      );
      const product = await plainDemoProduct(database);
      await call(
        {
          method: 'POST',
          url: `/api/carts/${cart.cartId}/products`,
          payload: {
            vendorId: product.vendorId,
            productId: product.id,
            count: 3,
            components: [],
          },
        },
        200,
      );
      const { order } = orderResponseSchema.parse(
        (
          await call(
            {
              method: 'POST',
              url: '/api/customer/me/orders',
              payload: { cartId: cart.cartId, paymentType: 'ONLINE' },
            },
            201,
          )
        ).json(),
      );
      const started = paymentResponseSchema.parse(
        (
          await call(
            {
              method: 'POST',
              url: `/api/customer/me/orders/${order.orderId}/payment/create`,
              payload: {},
            },
            200,
          )
        ).json(),
      );
      const form = await call(
        {
          method: 'POST',
          url: new URL(started.payment.formUrl ?? '').pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(CARD).toString(),
        },
        200,
      );
      expect(form.body).toContain('Done. You can close this window.');
      const paid = paymentResponseSchema.parse(
        (
          await call(
            {
              method: 'POST',
              url: `/api/customer/me/orders/${order.orderId}/payment/authorize`,
              payload: { transactionID: started.payment.transactionID },
            },
            200,
          )
        ).json(),
      );
      expect(paid.payment.status).toBe('AUTHORIZED');
    } finally {
      await app.close();
    }

    // The log was captured: one line per request of the journey.
    expect(log).toContain('"url":"/api/customer/auth/login"');
    expect(log).toContain('/payment/authorize');
    const forbidden = [
      ...spoken,
      ...Object.values(SECRETS),
      'dsn-pw-Xc4Vb9Nm2',
      Buffer.from(`AC-souk:${SECRETS.SMS_GATEWAY_TOKEN}`).toString('base64'),
      CARD.number,
      CARD.number.replaceAll(' ', ''),
      '4242+4242',
      `cvv=${CARD.cvv}`,
      `"cvv":"${CARD.cvv}"`,
      `${SESSION_COOKIE}=`,
    ];
    const found = forbidden.filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
    // Personal data: the phone number a code is sent to is not in the log either.
    expect(log).not.toContain(PHONE.slice(1));
  });
});
