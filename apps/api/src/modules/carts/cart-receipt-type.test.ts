/**
 * Spec 2 §4 "A receipt type change updates the cart, then refetches it" and §3 "Delivery
 * parameters include receiptTypes": PUT /carts/{id} with a new receipt type re-checks every
 * vendor already in the cart, as adding a dish checks its own vendor. A vendor that does not
 * offer the new way refuses it with the add-to-cart refusals (takeaway:
 * CartOptionNotOfferedException; delivery: "This vendor doesn't deliver to this address"),
 * naming the vendors, and the cart stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@souk/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { createCartTestApp, openCart, plainProductOf, vendorByCode } from './cart-test-kit.ts';

describe.each(testTargets)('receipt type change re-checks the vendors on %s', (target) => {
  let t: CartTestApp;
  let milano: Awaited<ReturnType<typeof vendorByCode>>; // delivery and takeaway
  let kebab: Awaited<ReturnType<typeof vendorByCode>>; // delivery only
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milano = await vendorByCode(t, 'pizzeria-milano');
    kebab = await vendorByCode(t, 'istanbul-kebab');
    expect(milano.receiptTypes).toEqual(['DELIVERY', 'TAKEAWAY']);
    expect(kebab.receiptTypes).toEqual(['DELIVERY']);
  });
  afterAll(() => t.close());

  async function cartWith(vendorIds: string[], body?: Record<string, unknown>) {
    const cart = await openCart(t, body ? { body } : {});
    for (const vendorId of vendorIds) {
      const dish = await plainProductOf(t, vendorId);
      const res = await cart.add({ vendorId, productId: dish.id, count: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    return cart;
  }

  it('takeaway is refused while a delivery-only vendor is in the cart, naming it; nothing changes', async () => {
    const cart = await cartWith([milano.id, kebab.id]);
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'TAKEAWAY' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'CartOptionNotOfferedException',
      message: 'This vendor does not offer takeaway',
      vendorIds: [kebab.id],
      fieldErrors: [{ field: 'receiptType' }],
    });
    const after = await cart.get();
    expect(after.cart.receiptType).toBe('DELIVERY');
    expect(after.cart.vendorCarts.map((v) => v.vendorId).sort()).toEqual(
      [milano.id, kebab.id].sort(),
    );
  });

  it('takeaway is taken when every vendor in the cart offers it, and delivery again after', async () => {
    const cart = await cartWith([milano.id]);
    const put = async (receiptType: string) => {
      const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType });
      expect(res.statusCode, res.body).toBe(200);
      return cartResponseSchema.parse(res.json()).cart.receiptType;
    };
    expect(await put('TAKEAWAY')).toBe('TAKEAWAY');
    expect(await put('DELIVERY')).toBe('DELIVERY');
  });

  it('delivery is refused by a vendor that stopped delivering, with "This vendor doesn\'t deliver to this address"', async () => {
    const cart = await cartWith([milano.id], { receiptType: 'TAKEAWAY' });
    const db = t.database.db;
    await db
      .update(schema.vendors)
      .set({ receiptTypes: ['TAKEAWAY'] })
      .where(eq(schema.vendors.id, milano.id));
    try {
      const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'DELIVERY' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: 'VendorDeliveryUnavailableException',
        message: "This vendor doesn't deliver to this address",
        vendorIds: [milano.id],
      });
      expect((await cart.get()).cart.receiptType).toBe('TAKEAWAY');
    } finally {
      await db
        .update(schema.vendors)
        .set({ receiptTypes: ['DELIVERY', 'TAKEAWAY'] })
        .where(eq(schema.vendors.id, milano.id));
    }
  });

  it('an empty cart switches freely (nothing to re-check)', async () => {
    const cart = await openCart(t);
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'TAKEAWAY' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
