/**
 * The console notifier and its dev outbox (issue 13 part 8): by default a status change's
 * notification is "sent" by the app's own worker and listed at GET /api/dev/push-outbox with
 * its data and deep link, the token shown only by its end; production has no such route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('dev push outbox on %s', (target) => {
  let t: TrackingTestApp;

  beforeAll(async () => {
    t = await createTrackingTestApp(target, { PUSH_POLL_MS: '50' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists what the console notifier sent, newest first, filtered by order', async () => {
    const shopper = await shopperWithCart(t);
    await shopper.call('PUT', '/api/customer/me/session/fcm-token', {
      token: 'a-long-device-token-ending-123456',
      projectId: 'souk-test',
    });
    const order = placedOrder(await shopper.place());
    for (const status of ['APPROVED', 'PREPARING']) {
      const moved = await t.request({
        method: 'POST',
        url: `/api/dev/orders/${order.orderId}/status`,
        payload: { status, actor: 'vendor' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const outbox = async () =>
      (await t.get(`/api/dev/push-outbox?orderID=${order.orderId}`)).json() as {
        messages: { tokenEnd: string; data: Record<string, string> }[];
      };
    await expect.poll(async () => (await outbox()).messages.length, { timeout: 10_000 }).toBe(2);
    const { messages } = await outbox();
    expect(messages.map((message) => message.data.status)).toEqual(['PREPARING', 'APPROVED']);
    expect(messages[0]).toMatchObject({
      tokenEnd: '123456',
      data: {
        type: 'ORDER_STATUS_UPDATE',
        orderID: order.orderId,
        link: `/lv/menu/orders/${order.orderId}/status`,
      },
    });
  });
});

describe('dev push outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: { NODE_ENV: 'production' },
    });
    try {
      expect((await t.get('/api/dev/push-outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
