import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notReadySchema, readySchema } from '@souk/contracts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

const SECRET_KEY = 'sk_test_readiness';

/** A Stripe-like balance endpoint on loopback that accepts only our key. */
async function startFakeGateway() {
  let balanceCalls = 0;
  const server = http.createServer((req, res) => {
    const ok = req.url === '/v1/balance' && req.headers.authorization === `Bearer ${SECRET_KEY}`;
    if (req.url === '/v1/balance') balanceCalls += 1;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { object: 'balance' } : { error: { type: 'invalid_request' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => balanceCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function stripeEnv(apiUrl: string, secretKey: string): Record<string, string> {
  return {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_API_URL: apiUrl,
    STRIPE_SECRET_KEY: secretKey,
    PAYMENT_WEBHOOK_SECRET: 'whsec_readiness_0123456789',
  };
}

describe.each(testTargets)('readiness (%s)', (target) => {
  it('answers 200 with each dependency up: the database and the sandbox gateway', async () => {
    const t = await createTestApp({ target, seed: 'none' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(readySchema.parse(res.json())).toEqual({
        status: 'ready',
        dependencies: {
          database: { status: 'up', kind: target },
          paymentGateway: { status: 'up', gateway: 'sandbox' },
        },
      });
    } finally {
      await t.close();
    }
  });
});

describe('readiness when a dependency is down', () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());

  it('answers 503 NotReadyException naming the database once the database is gone', async () => {
    const t: TestApp = await createTestApp({ target: 'pglite', seed: 'none' });
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(notReadySchema.parse(res.json())).toEqual({
        statusCode: 503,
        type: 'NotReadyException',
        errorCode: 'not_ready',
        message: 'Not ready: database down',
        status: 'not_ready',
        dependencies: {
          database: { status: 'down', kind: 'pglite' },
          paymentGateway: { status: 'up', gateway: 'sandbox' },
        },
      });
    } finally {
      await t.close();
    }
  });

  it('reports a Stripe-style gateway up when it accepts our key', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: stripeEnv(gateway.url, SECRET_KEY),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        dependencies: { paymentGateway: { status: 'up', gateway: 'stripe' } },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the gateway refuses our key (a revoked key cannot take payments)', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: stripeEnv(gateway.url, 'sk_test_revoked'),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        type: 'NotReadyException',
        message: 'Not ready: paymentGateway down',
        dependencies: {
          database: { status: 'up' },
          paymentGateway: { status: 'down', gateway: 'stripe' },
        },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when nothing listens at the gateway address', async () => {
    const closed = await startFakeGateway();
    await closed.close();
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: stripeEnv(closed.url, SECRET_KEY),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        dependencies: { paymentGateway: { status: 'down', gateway: 'stripe' } },
      });
    } finally {
      await t.close();
    }
  });

  it('asks the gateway once for a burst of readiness polls', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: stripeEnv(gateway.url, SECRET_KEY),
    });
    try {
      const before = gateway.calls();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/ready' })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(gateway.calls() - before).toBe(1);
    } finally {
      await t.close();
    }
  });
});
