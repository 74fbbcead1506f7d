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
import { CartCatalogCache } from './cart-catalog-cache.ts';
import { addItem } from './cart-items.ts';
import { findCartWhole } from './cart-repository.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import {
  RIGA_CENTRE,
  RIGA_LUNCH,
  openCart,
  pizzeriaCartApp,
  plainProductOf,
  productOf,
  vendorByCode,
} from './cart-test-kit.ts';
import { keptCartRows } from './kept-cart-rows.ts';

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

  it('keeps after an add exactly the rows the database then holds', async () => {
    const cart = await openCart(t, { body: { location: null } });
    const [row] = await t.database.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.id, cart.cartId));
    const owner = { partnerId: row!.partnerId, customerId: null, guestHash: row!.guestTokenHash };
    const kept = keptCartRows();
    const catalog = new CartCatalogCache();
    const deps = { db: t.database.db, now: () => RIGA_LUNCH, catalog, kept };
    const burgers = (await vendorByCode(t, 'burger-brothers')).id;
    const burger = (await plainProductOf(t, burgers)).id;
    const pizza = await productOf(t, vendorId, 'Pizza Margherita');
    const size = pizza.groups[0]!;
    const adds: Parameters<typeof addItem>[3][] = [
      // A new vendor cart and line, filling the cart's point (it had none).
      {
        vendorId,
        productId,
        count: 1,
        components: [],
        comment: '',
        checkInfo: RIGA_CENTRE,
      },
      // The same choice again: the count of that line.
      { vendorId, productId, count: 2, components: [], comment: '' },
      // A line with an option and a comment in the same vendor cart.
      {
        vendorId,
        productId: pizza.id,
        count: 1,
        components: [{ groupId: size.id, componentId: size.components[1]!.id, count: 1 }],
        comment: 'well done',
      },
      // A second vendor.
      { vendorId: burgers, productId: burger, count: 3, components: [], comment: '' },
    ];
    for (const add of adds) {
      await addItem(deps, owner, cart.cartId, add);
      const fresh = await findCartWhole(t.database.db, cart.cartId, catalog);
      expect(kept.get(cart.cartId)).toEqual({
        cart: fresh!.cart,
        contents: fresh!.contents,
        version: fresh!.version,
      });
    }
    expect(kept.get(cart.cartId)?.cart.latitude).toBe(RIGA_CENTRE.latitude);
    expect(kept.get(cart.cartId)?.contents.lines.map((line) => line.count)).toEqual([3, 1, 3]);
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
