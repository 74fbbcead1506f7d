/** Spec 2 §7 "POST customer/me/orders/{id}/reorder — an address body". */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, cartResponseSchema, reorderResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

describe.each(testTargets)('reorder on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const addressOf = async (customerId: string) => {
    const [address] = await t.database.db
      .select()
      .from(schema.customerAddresses)
      .where(eq(schema.customerAddresses.customerId, customerId));
    return address!;
  };

  it("puts the order's lines back into the cart with their comment, and answers the cart", async () => {
    const shopper = await shopperWithCart(t);
    const cart = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    ).cart;
    const line = cart.vendorCarts[0]!.items[0]!;
    await shopper.call(
      'PUT',
      `/api/carts/${cart.vendorCarts[0]!.vendorCartId}/products/${line.cartProductId}`,
      {
        count: line.count,
        comment: 'No onions',
      },
    );
    const order = placedOrder(await shopper.place());
    const address = await addressOf(shopper.customerId);

    const res = await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/reorder`, {
      customerAddressId: address.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = reorderResponseSchema.parse(res.json());
    expect(body.cartId).toBe(shopper.cartId);
    expect(body.notAdded).toEqual([]);
    const items = body.cart.vendorCarts.flatMap((part) => part.items);
    expect(items.map((item) => [item.productId, item.count, item.comment])).toEqual(
      order.items.products.map((product) => [product.productId, product.count, 'No onions']),
    );
    expect(body.validateCartResult.invalidProducts).toEqual([]);
  });

  it('a product hidden since the order is listed in notAdded, the rest goes in', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const [line] = order.items.products;
    await t.database.db
      .update(schema.products)
      .set({ visible: false })
      .where(eq(schema.products.id, line!.productId));
    try {
      const address = await addressOf(shopper.customerId);
      const res = await shopper.call('POST', `/api/customer/me/orders/${order.orderId}/reorder`, {
        customerAddressId: address.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = reorderResponseSchema.parse(res.json());
      expect(body.notAdded).toEqual([
        {
          productId: line!.productId,
          name: line!.name,
          count: line!.count,
          status: 'PRODUCT_NOT_AVAILABLE',
          message: 'Error adding item.',
        },
      ]);
      expect(body.cart.vendorCarts).toEqual([]);
    } finally {
      await t.database.db
        .update(schema.products)
        .set({ visible: true })
        .where(eq(schema.products.id, line!.productId));
    }
  });

  it("nobody reorders another customer's order (404); bad input is 400 with field errors", async () => {
    const alice = await shopperWithCart(t);
    const bob = await shopperWithCart(t);
    const order = placedOrder(await alice.place());
    const bobsAddress = await addressOf(bob.customerId);
    const res = await bob.call('POST', `/api/customer/me/orders/${order.orderId}/reorder`, {
      customerAddressId: bobsAddress.id,
    });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).type).toBe('OrderNotFoundException');

    for (const [body, field] of [
      [{ customerAddressId: 'nope' }, 'customerAddressId'],
      [{ receiptType: 'DRONE' }, 'receiptType'],
      [{ location: { latitude: 'north' } }, 'location.latitude'],
    ] as const) {
      const bad = await alice.call(
        'POST',
        `/api/customer/me/orders/${order.orderId}/reorder`,
        body,
      );
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      const refusal = apiErrorSchema.parse(bad.json());
      expect(refusal.fieldErrors?.map((error) => error.field)).toContain(field);
    }
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/customer/me/orders/${order.orderId}/reorder`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
