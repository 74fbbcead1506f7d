/** Spec 2 §7 POST /public/analytics/onde/event: stored per partner, no sign-in, bounded params. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_TYPES } from '@souk/contracts';
import { analyticsEvents } from '#api/db/schema/index.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import {
  ANALYTICS_BODY_LIMIT,
  ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE,
} from './analytics-routes.ts';
import { testTargets } from '#api/test/test-database.ts';

// The flood limit counts in fixed one-minute windows: a pinned clock keeps the 125 requests of the
// flood test inside one window however slowly the machine runs them.
const midMinute = new Date('2026-11-27T12:00:30Z');

describe.each(testTargets)('analytics events on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: () => midMinute });
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

  it('cuts off a flood from one address and keeps other addresses going (issue 14)', async () => {
    const flooder = { 'x-forwarded-for': '198.51.100.7' };
    const answers: number[] = [];
    for (let i = 0; i < ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE + 5; i += 1) {
      answers.push((await send({ event: 'flood_test', params: { i } }, flooder)).statusCode);
    }
    expect(answers.slice(0, 120)).toEqual(Array.from({ length: 120 }, () => 204));
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await send({ event: 'flood_test', params: {} }, flooder);
    expect(refused.json()).toMatchObject({ statusCode: 429, type: 'TooManyRequestsException' });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'flood_test'));
    expect(rows).toHaveLength(120);
    const neighbour = { 'x-forwarded-for': '198.51.100.8' };
    expect((await send({ event: 'flood_test', params: {} }, neighbour)).statusCode).toBe(204);
  });

  it('refuses a body over 16 kB before reading it into a row (issue 14)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/public/analytics/onde/event',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      payload: JSON.stringify({
        event: 'big_one',
        params: { a: 'x'.repeat(ANALYTICS_BODY_LIMIT) },
      }),
    });
    // Refused input answers 400 with the cause as its type (issue 4 "Safety"), not a bare 413.
    expect(res.json()).toMatchObject({ statusCode: 400, type: ERROR_TYPES.payloadTooLarge.type });
    // The largest valid event still fits.
    const params = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `p${i}_${'k'.repeat(58)}`.slice(0, 64),
        'v'.repeat(200),
      ]),
    );
    const largest = await send({ event: 'big_one', params }, { 'x-forwarded-for': '198.51.100.9' });
    expect(largest.statusCode, largest.body).toBe(204);
  });
});
