/**
 * Issue 17 item 7 "Takeaway is not delivery": a takeaway cart is charged no delivery cost and
 * no courier tip. A tip chosen for delivery is dropped when the customer switches to takeaway,
 * and a tip asked for on a takeaway cart is refused (400 InvalidTipException, field tipAmount).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@souk/contracts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { createCartTestApp, openCart, plainProductOf, vendorByCode } from './cart-test-kit.ts';

describe.each(testTargets)('takeaway pricing on %s', (target) => {
  let t: CartTestApp;
  let milanoId: string; // Riga: delivery and takeaway, tips enabled (1, 2, 5 EUR)
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milanoId = (await vendorByCode(t, 'pizzeria-milano')).id;
  });
  afterAll(() => t.close());

  async function tippedDeliveryCart() {
    const cart = await openCart(t);
    const dish = await plainProductOf(t, milanoId);
    expect((await cart.add({ vendorId: milanoId, productId: dish.id, count: 1 })).statusCode).toBe(
      200,
    );
    const tip = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 200 });
    expect(tip.statusCode, tip.body).toBe(200);
    return cart;
  }

  it('switching to takeaway drops the courier tip and the delivery cost from the total', async () => {
    const cart = await tippedDeliveryCart();
    const before = (await cart.get()).cart;
    expect(before.tipAmount).toBe(200);
    const put = await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'TAKEAWAY' });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await cart.get()).cart;
    expect(after.receiptType).toBe('TAKEAWAY');
    expect(after.tipAmount).toBe(0);
    expect(after.prices.deliveryTotal).toBe(0);
    expect(after.vendorCarts.map((part) => part.deliveryCost)).toEqual([0]);
    expect(after.prices.finalTotal).toBe(after.prices.cartTotal);
  });

  it('a tip on a takeaway cart is refused with a field error, and nothing changes', async () => {
    const cart = await tippedDeliveryCart();
    await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'TAKEAWAY' });
    const res = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'InvalidTipException',
      fieldErrors: [{ field: 'tipAmount', message: 'A takeaway has no courier to tip' }],
    });
    expect(cartResponseSchema.parse(await cart.get()).cart.tipAmount).toBe(0);
    // "No tip" stays possible.
    const none = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 0 });
    expect(none.statusCode, none.body).toBe(200);
  });
});
