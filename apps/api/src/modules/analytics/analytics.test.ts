/** Spec 2 §7 POST /public/analytics/onde/event: stored per partner, no sign-in, bounded params. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsEvents } from '#api/db/schema/index.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('analytics events on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>, headers?: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/public/analytics/onde/event', payload, headers });

  it('stores begin_checkout with its params for the partner, without a session', async () => {
    const res = await send({
      event: 'begin_checkout',
      params: { cart_total: 1250, value: 1540, currency: 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'begin_checkout'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.params).toEqual({ cart_total: 1250, value: 1540, currency: 'EUR' });
  });

  it('refuses names that are not snake_case, nested params and too many params', async () => {
    expect((await send({ event: 'Begin Checkout', params: {} })).statusCode).toBe(400);
    expect((await send({ event: 'order_placed', params: { order: { id: 1 } } })).statusCode).toBe(
      400,
    );
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect((await send({ event: 'order_placed', params: many })).statusCode).toBe(400);
  });

  it('needs the partner header like every partner route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/analytics/onde/event',
      payload: { event: 'order_placed', params: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});
