/**
 * Error reporting (spec 2 §8, issue 14): with SENTRY_DSN set, failures reach the ingestion
 * endpoint as Sentry envelopes, except 404 CartNotFoundException, 400
 * CartVendorsMaxLimitException, 400 OrderStatusTransitionException, any 429, 401 or 403, and
 * live sockets closed with 1000 or 1006. The endpoint is a local fake on loopback speaking
 * Sentry's envelope protocol.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import { ApiError } from '#api/http/api-error.ts';
import { isReported, isReportedClose } from '@souk/core';
import { cartVendorsMaxLimit } from '#api/modules/carts/cart-errors.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { createTrackingTestApp, openTracker } from '#api/modules/tracking/tracking-test-kit.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';
import { createTestDatabase } from '#api/test/test-database.ts';

interface ReceivedEvent {
  message: string;
  tags: Record<string, string>;
  request: unknown;
}

/** A Sentry ingestion endpoint: keeps the events of every envelope it is sent. */
async function fakeIngestion() {
  const events: ReceivedEvent[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      // Envelope: a header line, then item header and item payload lines.
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (item.type !== 'event') continue;
        const event = JSON.parse(lines[i + 1] ?? '{}') as {
          exception?: { values?: { value?: string }[] };
          tags?: Record<string, string>;
          contexts?: { request?: unknown };
        };
        events.push({
          message: event.exception?.values?.[0]?.value ?? '',
          tags: event.tags ?? {},
          request: event.contexts?.request,
        });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('which answers are reported (spec 2 §8)', () => {
  it('leaves out the expected refusals and reports the rest', () => {
    expect(isReported(404, 'CartNotFoundException')).toBe(false);
    expect(isReported(400, 'CartVendorsMaxLimitException')).toBe(false);
    expect(isReported(400, 'OrderStatusTransitionException')).toBe(false);
    for (const status of [401, 403, 429]) expect(isReported(status, 'Anything')).toBe(false);
    expect(isReported(500, 'InternalServerError')).toBe(true);
    expect(isReported(404, 'NotFoundException')).toBe(true);
    expect(isReported(400, 'ValidationException')).toBe(true);
    expect(isReported(409, 'CartNotFoundException')).toBe(true);
  });

  it('leaves out socket closes 1000 and 1006 only', () => {
    expect(isReportedClose(1000)).toBe(false);
    expect(isReportedClose(1006)).toBe(false);
    expect(isReportedClose(1011)).toBe(true);
    expect(isReportedClose(4001)).toBe(true);
  });
});

describe('reports reach a Sentry ingestion endpoint', () => {
  let ingestion: Awaited<ReturnType<typeof fakeIngestion>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ingestion = await fakeIngestion();
    const config = loadConfig({
      NODE_ENV: 'test',
      PARTNER_CODE: TEST_PARTNER,
      LOG_LEVEL: 'silent',
      SENTRY_DSN: ingestion.dsn,
    });
    app = await buildApp({
      config,
      database: await createTestDatabase('pglite', 'demo'),
      logger: false,
      webBuildDir: null,
    });
    // Failures that no public route makes on demand, thrown as the modules throw them.
    app.get('/test/crash', async () => {
      throw new Error('kaboom at 2026');
    });
    app.get('/test/too-many-vendors', async () => {
      throw cartVendorsMaxLimit(3);
    });
    app.get('/test/status-transition', async () => {
      throw new ApiError(
        400,
        { type: 'OrderStatusTransitionException', errorCode: 'order_status_transition' },
        'No such move',
      );
    });
    app.get('/test/rate-limited', async () => {
      throw new ApiError(429, 'rateLimited', 'Slow down');
    });
    await app.ready();
  });
  afterAll(() => ingestion.close());

  it('sends a crash and a refused body, and none of the quiet answers', async () => {
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, extra = {}) =>
      app.inject({
        method,
        url,
        headers: { 'x-partner-code': TEST_PARTNER, ...extra },
        ...(method === 'GET' ? {} : { payload: { wrong: true } }),
      });
    // Reported:
    expect((await api('GET', '/test/crash')).statusCode).toBe(500);
    expect((await api('POST', '/api/carts')).statusCode).toBe(400);
    // Not reported:
    expect((await api('GET', `/api/carts/${randomUUID()}`)).json()).toMatchObject({
      statusCode: 404,
      type: 'CartNotFoundException',
    });
    expect((await api('GET', '/test/too-many-vendors')).statusCode).toBe(400);
    expect((await api('GET', '/test/status-transition')).statusCode).toBe(400);
    expect((await api('GET', '/test/rate-limited')).statusCode).toBe(429);
    expect((await api('GET', '/api/customer/me')).statusCode).toBe(401);
    const crossSite = await api('PATCH', '/api/customer/me', {
      cookie: 'souk_session=cus_x',
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);

    // Closing the app flushes the client's queue.
    await app.close();
    const seen = ingestion.events.map((event) => `${event.tags.status} ${event.tags.type}`);
    expect(seen.sort()).toEqual(
      ['400 ValidationException', '500 InternalServerErrorException'].sort(),
    );
    const crash = ingestion.events.find((event) => event.tags.status === '500');
    expect(crash?.message).toBe('kaboom at 2026');
    // The route pattern goes along, not the URL with its ids.
    expect(crash?.request).toMatchObject({ method: 'GET', route: '/test/crash' });
  });
});

describe('live socket closes reach the ingestion endpoint (spec 2 §8)', () => {
  it('reports a socket closed with 4000, and none closed with 1000 or 1006', async () => {
    const ingestion = await fakeIngestion();
    const t = await createTrackingTestApp('pglite', { SENTRY_DSN: ingestion.dsn });
    try {
      const shopper = await shopperWithCart(t);
      const order = placedOrder(await shopper.place());
      const open = async () => {
        const tracker = await openTracker(t.wsBase, order.orderId, {
          headers: { cookie: shopper.headers.cookie ?? '' },
        });
        await tracker.next('ORDER_STATE');
        return tracker;
      };
      const normal = await open();
      normal.socket.close(1000);
      await normal.closed;
      const lost = await open();
      lost.socket.terminate();
      await lost.closed;
      const odd = await open();
      odd.socket.close(4000, 'client gave up');
      await odd.closed;
      await expect
        .poll(() => ingestion.events.map((event) => event.tags.closeCode).filter(Boolean))
        .toEqual(['4000']);
    } finally {
      await t.close();
      await ingestion.close();
    }
    // Closing flushed whatever was queued: still the one close.
    expect(ingestion.events.map((event) => event.tags.closeCode).filter(Boolean)).toEqual(['4000']);
  });
});
