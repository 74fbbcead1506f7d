/**
 * Spec 2 §4 "Review inputs appear only for COMPLETED orders within 48 hours", §7 vendor_review
 * and courier_review, §9 "Order review window 48 hours"; spec 1 §7 GET /customer/me/reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  orderResponseSchema,
  reviewResponseSchema,
  reviewsResponseSchema,
  vendorDetailSchema,
} from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH, createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';

const HOUR = 60 * 60 * 1000;

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, type: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.type).toBe(type);
  return body;
}

describe.each(testTargets)('reviews on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const move = async (orderId: string, status: string, actor: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });
    if (res.statusCode !== 200) throw new Error(`${status}: ${res.body}`);
  };

  /** A delivered order; `courier` assigns a demo courier first, as dispatch will. */
  async function completedOrder(shopper: Shopper, options: { courier?: boolean } = {}) {
    const order = placedOrder(await shopper.place());
    if (options.courier !== false) {
      const [courier] = await t.database.db.select().from(schema.couriers).limit(1);
      await t.database.db
        .update(schema.orders)
        .set({ courierId: courier!.id })
        .where(eq(schema.orders.id, order.orderId));
    }
    for (const [status, actor] of [
      ['APPROVED', 'vendor'],
      ['PREPARING', 'vendor'],
      ['ON_DELIVERY', 'courier'],
      ['COMPLETED', 'courier'],
    ] as const) {
      await move(order.orderId, status, actor);
    }
    return order;
  }

  const orderOf = async (shopper: Shopper, orderId: string) =>
    orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${orderId}`)).json(),
    ).order;

  const review = (shopper: Shopper, orderId: string, subject: string, body: unknown) =>
    shopper.call('POST', `/api/customer/me/orders/${orderId}/${subject}_review`, body);

  it('the vendor and the courier are reviewed once each; the order says so and the list shows them', async () => {
    const shopper = await shopperWithCart(t);
    const order = await completedOrder(shopper);
    expect((await orderOf(shopper, order.orderId)).review).toEqual({ vendor: true, courier: true });

    const vendorRes = await review(shopper, order.orderId, 'vendor', {
      rating: 5,
      text: '  Hot and quick  ',
    });
    expect(vendorRes.statusCode, vendorRes.body).toBe(201);
    const afterVendor = reviewResponseSchema.parse(vendorRes.json()).review;
    expect(afterVendor.vendorReview).toMatchObject({ rating: 5, text: 'Hot and quick' });
    expect(afterVendor.courierReview).toBeNull();
    expect((await orderOf(shopper, order.orderId)).review).toEqual({
      vendor: false,
      courier: true,
    });

    const courierRes = await review(shopper, order.orderId, 'courier', { rating: 4 });
    expect(courierRes.statusCode, courierRes.body).toBe(201);
    expect(reviewResponseSchema.parse(courierRes.json()).review.courierReview).toMatchObject({
      rating: 4,
      text: '',
    });
    expect((await orderOf(shopper, order.orderId)).review).toEqual({
      vendor: false,
      courier: false,
    });
    const lists = await shopper.call('GET', '/api/customer/me/orders');
    const delivered = (lists.json() as { deliveredOrders: { review: unknown }[] }).deliveredOrders;
    expect(delivered[0]?.review).toEqual({ vendor: false, courier: false });

    const again = expectRefusal(
      await review(shopper, order.orderId, 'vendor', { rating: 1 }),
      409,
      'ReviewAlreadyExistsException',
    );
    expect(again.message).toBe('You have already reviewed the vendor of this order');
    expectRefusal(
      await review(shopper, order.orderId, 'courier', { rating: 1 }),
      409,
      'ReviewAlreadyExistsException',
    );

    const list = reviewsResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/reviews')).json(),
    );
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      vendorName: order.vendorName,
      vendorReview: { rating: 5 },
      courierReview: { rating: 4 },
    });
  });

  it("the vendor's rating and count follow the reviews, and browsing shows them on the next request", async () => {
    const shopper = await shopperWithCart(t);
    const order = await completedOrder(shopper, { courier: false });
    const [before] = await t.database.db
      .select()
      .from(schema.vendors)
      .where(eq(schema.vendors.id, order.vendorId));
    const listVendors = async () =>
      vendorDetailSchema.parse(
        (
          await t.request({
            method: 'GET',
            url: `/api/vendors/${order.vendorId}`,
            headers: shopper.headers,
          })
        ).json(),
      );
    expect((await listVendors())?.ratingCount).toBe(before!.ratingCount);

    expect((await review(shopper, order.orderId, 'vendor', { rating: 1 })).statusCode).toBe(201);
    const [after] = await t.database.db
      .select()
      .from(schema.vendors)
      .where(eq(schema.vendors.id, order.vendorId));
    const count = before!.ratingCount;
    expect(after!.ratingCount).toBe(count + 1);
    expect(after!.rating).toBeCloseTo(((before!.rating ?? 0) * count + 1) / (count + 1), 9);
    const shown = await listVendors();
    expect(shown?.ratingCount).toBe(count + 1);
    expect(shown?.rating).toBeCloseTo(after!.rating!, 9);
  });

  it('a courier review needs a courier: 400 OrderHasNoCourierException, and the order offers none', async () => {
    const shopper = await shopperWithCart(t);
    const order = await completedOrder(shopper, { courier: false });
    expect((await orderOf(shopper, order.orderId)).review).toEqual({
      vendor: true,
      courier: false,
    });
    const body = expectRefusal(
      await review(shopper, order.orderId, 'courier', { rating: 5 }),
      400,
      'OrderHasNoCourierException',
    );
    expect(body.message).toBe('No courier delivered this order');
  });

  it('only COMPLETED orders within 48 hours: 400 OrderNotReviewableException otherwise', async () => {
    const shopper = await shopperWithCart(t);
    const waiting = placedOrder(await shopper.place());
    const early = expectRefusal(
      await review(shopper, waiting.orderId, 'vendor', { rating: 5 }),
      400,
      'OrderNotReviewableException',
    );
    expect(early.message).toBe(
      'Reviews can be left only for completed orders, within 48 hours of completion',
    );

    await shopper.refill();
    const done = await completedOrder(shopper);
    const completedAt = Date.parse((await orderOf(shopper, done.orderId)).completedAt!);
    try {
      t.setNow(new Date(completedAt + 48 * HOUR + 1000));
      expectRefusal(
        await review(shopper, done.orderId, 'vendor', { rating: 5 }),
        400,
        'OrderNotReviewableException',
      );
      t.setNow(new Date(completedAt + 47 * HOUR));
      expect((await review(shopper, done.orderId, 'vendor', { rating: 5 })).statusCode).toBe(201);
    } finally {
      t.setNow(RIGA_LUNCH);
    }
  });

  it("nobody reviews another customer's order (404), and bad input is 400 with field errors", async () => {
    const alice = await shopperWithCart(t);
    const bob = await shopperWithCart(t);
    const order = await completedOrder(alice);
    for (const subject of ['vendor', 'courier']) {
      expectRefusal(
        await review(bob, order.orderId, subject, { rating: 5 }),
        404,
        'OrderNotFoundException',
      );
    }
    expect(
      reviewsResponseSchema.parse((await bob.call('GET', '/api/customer/me/reviews')).json()),
    ).toEqual({ reviews: [] });

    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, text: 'x'.repeat(1001) }, 'text'],
      [{ rating: 5, text: 7 }, 'text'],
    ] as const) {
      const res = await review(alice, order.orderId, 'vendor', body);
      const refused = expectRefusal(res, 400, 'ValidationException');
      expect(refused.fieldErrors?.map((error) => error.field)).toContain(field);
    }
    const badId = await review(alice, 'not-a-uuid', 'vendor', { rating: 5 });
    expect(badId.statusCode).toBe(400);
    const nul = await review(alice, order.orderId, 'vendor', { rating: 5, text: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await orderOf(alice, order.orderId)).review.vendor).toBe(true);
    const anonymous = await t.request({ method: 'GET', url: '/api/customer/me/reviews' });
    expect(anonymous.statusCode).toBe(401);
  });
});
