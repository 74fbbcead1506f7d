/**
 * A read of a cart keeps its rows in memory and, on the next read, first asks the database only
 * for the cart row's version: every write to a cart changes that row (cart-repository.ts), so the
 * rows kept stay in use exactly while the version is theirs. These tests stand in for another
 * server process writing to the same database: its writes change lines and the cart row in one
 * transaction, as the API's writes do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { openCart, pizzeriaCartApp } from './cart-test-kit.ts';

describe.each(testTargets)("a cart read reuses the rows of the cart's version (%s)", (target) => {
  let t: CartTestApp;
  let vendorId: string;
  let productId: string;
  beforeAll(async () => {
    let productIds: string[];
    ({ t, vendorId, productIds } = await pizzeriaCartApp(target));
    productId = productIds[0] as string;
  });
  afterAll(() => t.close());

  const cartWithOneLine = async () => {
    const cart = await openCart(t);
    expect((await cart.add({ vendorId, productId, count: 1 })).statusCode).toBe(200);
    return cart;
  };
  const counts = (body: Awaited<ReturnType<Awaited<ReturnType<typeof openCart>>['get']>>) =>
    body.cart.vendorCarts.flatMap((part) => part.items.map((item) => item.count));
  const setCountElsewhere = (cartId: string, count: number, stampCart: boolean) =>
    t.database.db.transaction(async (tx) => {
      await tx.update(schema.cartLines).set({ count }).where(eq(schema.cartLines.cartId, cartId));
      if (stampCart) {
        await tx
          .update(schema.carts)
          .set({ updatedAt: sql`now()` })
          .where(eq(schema.carts.id, cartId));
      }
    });

  it("shows another process's write to the cart at the next read", async () => {
    const cart = await cartWithOneLine();
    expect(counts(await cart.get())).toEqual([1]);
    await setCountElsewhere(cart.cartId, 4, true);
    const body = await cart.get();
    expect(counts(body)).toEqual([4]);
    // Prices are worked out from the rows read: four of the dish.
    const [item] = body.cart.vendorCarts[0]?.items ?? [];
    expect(item?.price).toBeGreaterThan(0);
    expect(item?.totalPrice).toBe((item?.price ?? 0) * 4);
  });

  it("answers from the rows kept while the cart row's version is unchanged", async () => {
    const cart = await cartWithOneLine();
    expect(counts(await cart.get())).toEqual([1]);
    // A change to a line that leaves the cart row alone is one no write makes; the read does not
    // look at the lines then, which is the whole saving.
    await setCountElsewhere(cart.cartId, 9, false);
    expect(counts(await cart.get())).toEqual([1]);
    await setCountElsewhere(cart.cartId, 9, true);
    expect(counts(await cart.get())).toEqual([9]);
  });

  it('answers "not found" once the cart is gone, rows kept or not', async () => {
    const cart = await cartWithOneLine();
    await cart.get();
    await t.database.db.delete(schema.carts).where(eq(schema.carts.id, cart.cartId));
    const res = await cart.call('GET', `/api/carts/${cart.cartId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'CartNotFoundException' });
  });

  it("validates the kept rows anew against the catalogue's changes", async () => {
    const cart = await cartWithOneLine();
    expect((await cart.get()).validateCartResult.invalidProducts).toEqual([]);
    await t.database.db
      .update(schema.products)
      .set({ visible: false })
      .where(eq(schema.products.id, productId));
    try {
      const invalid = (await cart.get()).validateCartResult.invalidProducts;
      expect(invalid.map((product) => product.status)).toEqual(['PRODUCT_HIDDEN']);
    } finally {
      await t.database.db
        .update(schema.products)
        .set({ visible: true })
        .where(eq(schema.products.id, productId));
    }
  });
});
