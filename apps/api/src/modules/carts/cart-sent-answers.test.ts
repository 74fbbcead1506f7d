/**
 * In production a read of a cart sends again the bytes of the last answer made from the same
 * rows while nothing else the answer is made of has changed (cart-reader.ts `currentJson`): the
 * catalogue's version, the language, the validation at this moment and the suggested products.
 * These tests change each of those in turn and check that the answer follows, byte for byte equal
 * to a fresh one while nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartClient, CartTestApp } from './cart-test-kit.ts';
import {
  RIGA_LUNCH,
  createCartTestApp,
  openCart,
  plainProductsOf,
  vendorByCode,
} from './cart-test-kit.ts';

describe.each(testTargets)('cart reads as production sends them again (%s)', (target) => {
  let t: CartTestApp;
  let vendorId: string;
  let productIds: string[];
  beforeAll(async () => {
    t = await createCartTestApp(target, RIGA_LUNCH, { NODE_ENV: 'production' });
    vendorId = (await vendorByCode(t, 'pizzeria-milano')).id;
    productIds = (await plainProductsOf(t, vendorId)).map((product) => product.id);
  });
  afterAll(() => t.close());

  const read = async (cart: CartClient, language = 'en') => {
    const res = await t.request({
      method: 'GET',
      url: `/api/carts/${cart.cartId}`,
      headers: { ...cart.headers, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown = res.json();
    // Sent without the schema's check: it must already be exactly what the schema lets through.
    expect(cartResponseSchema.parse(body)).toEqual(body);
    return { text: res.body, body: cartResponseSchema.parse(body) };
  };

  it('sends the same answer again while nothing it is made of changed', async () => {
    const cart = await openCart(t);
    expect((await cart.add({ vendorId, productId: productIds[0]!, count: 2 })).statusCode).toBe(
      200,
    );
    const first = await read(cart);
    const again = await read(cart);
    expect(again.text).toBe(first.text);
    expect(first.body.cart.itemsCount).toBe(2);
  });

  it('answers anew once the cart, the catalogue, the clock or the language changed', async () => {
    const cart = await openCart(t);
    const [first, second] = productIds as [string, string];
    expect((await cart.add({ vendorId, productId: first, count: 1 })).statusCode).toBe(200);
    const before = await read(cart);
    expect(before.body.validateCartResult.invalidVendors).toEqual([]);

    // The cart: another line.
    expect((await cart.add({ vendorId, productId: second, count: 1 })).statusCode).toBe(200);
    const added = await read(cart);
    expect(added.body.cart.itemsCount).toBe(2);

    // The catalogue: a new price, which the rows do not hold.
    const [product] = await t.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, first));
    await t.database.db
      .update(schema.products)
      .set({
        price: product!.price + 100,
        discountPrice: product!.discountPrice === null ? null : product!.discountPrice + 100,
      })
      .where(eq(schema.products.id, first));
    try {
      const repriced = await read(cart);
      expect(repriced.body.cart.totalPrice).toBe(added.body.cart.totalPrice + 100);
    } finally {
      await t.database.db
        .update(schema.products)
        .set({ price: product!.price, discountPrice: product!.discountPrice })
        .where(eq(schema.products.id, first));
    }
    expect((await read(cart)).body.cart.totalPrice).toBe(added.body.cart.totalPrice);

    // The clock: past closing time (22:00 in Riga) the same rows are no longer orderable now.
    t.setNow(new Date('2026-11-25T20:30:00Z'));
    try {
      const closed = await read(cart);
      expect(closed.body.validateCartResult.invalidVendors.map((vendor) => vendor.status)).toEqual([
        'VENDOR_INVALID_DELIVERY_INTERVAL',
      ]);
    } finally {
      t.setNow(RIGA_LUNCH);
    }
    expect((await read(cart)).body.validateCartResult.invalidVendors).toEqual([]);

    // The language: the suggestions' section is named in the language asked for.
    const english = await read(cart);
    const latvian = await read(cart, 'lv');
    const sectionName = (answer: typeof english) =>
      answer.body.cart.uiControls.computedSections[0]?.name;
    expect(sectionName(english)).toBeTruthy();
    expect(sectionName(latvian)).toBeTruthy();
    expect(sectionName(latvian)).not.toBe(sectionName(english));
    expect((await read(cart)).text).toBe(english.text);
  });
});
