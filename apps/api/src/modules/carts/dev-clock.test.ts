/**
 * Issue 5 "Done means": "see an invalid-time alert after the clock moves (server clock control
 * in test mode)". POST /api/dev/clock moves the one clock schedules and carts read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devClockResponseSchema } from '@souk/contracts';
import { createTestApp } from '#api/test/test-app.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  RIGA_LUNCH,
  vendorByCode,
} from './cart-test-kit.ts';

describe('dev clock', () => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await createCartTestApp('pglite');
  });
  afterAll(() => t.close());

  const clock = async (payload: object) => {
    const res = await t.request({ method: 'POST', url: '/api/dev/clock', payload });
    expect(res.statusCode).toBe(200);
    return devClockResponseSchema.parse(res.json());
  };

  it('shifts, fixes and resets the clock the carts are validated against', async () => {
    const milano = await vendorByCode(t, 'pizzeria-milano');
    const product = await plainProductOf(t, milano.id);
    const cart = await openCart(t);
    await cart.add({ vendorId: milano.id, productId: product.id, count: 1 });
    await cart.call('PUT', `/api/carts/${cart.cartId}`, { preorderDateTime: '2026-11-25T15:00' });
    expect((await cart.get()).validateCartResult.invalidDeliveryTime).toBeNull();

    // 13:00 + 2 h = 15:00 in Riga: the chosen 15:00 is no longer an hour ahead.
    const shifted = await clock({ offsetMinutes: 120 });
    expect(shifted).toEqual({ now: '2026-11-25T13:00:00.000Z', offsetMinutes: 120 });
    expect((await cart.get()).validateCartResult.invalidDeliveryTime).toMatchObject({
      reason: 'TOO_SOON',
      preorderDateTime: '2026-11-25T15:00:00',
    });
    // The vendor list reads the same clock: at 23:00 Milano is closed.
    await clock({ now: '2026-11-25T21:00:00Z' });
    const vendor = await t.get(`/api/vendors/${milano.id}`);
    expect((vendor.json() as { working: boolean }).working).toBe(false);
    const reset = await clock({ reset: true });
    expect(reset.now).toBe(RIGA_LUNCH.toISOString());
    expect((await cart.get()).validateCartResult.invalidDeliveryTime).toBeNull();
  });

  it('refuses anything but an offset, an instant or a reset', async () => {
    for (const payload of [
      {},
      { offsetMinutes: 'soon' },
      { now: 'yesterday' },
      { offsetMinutes: 1e9 },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/dev/clock', payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('dev clock in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) },
    });
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { offsetMinutes: 5 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
