/**
 * An add writes without holding the cart's lock (decision 009): it reads the cart, decides, and
 * writes in one statement that changes nothing unless the cart row is still the version it read.
 * These tests check that condition on its own, on both databases: a write decided from an older
 * read of the cart must leave the cart exactly as the newer write left it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { openCart, pizzeriaCartApp } from './cart-test-kit.ts';
import { rowsOf } from '#api/db/per-connection.ts';
import { writeAdd } from './cart-repository.ts';

describe.each(testTargets)('an add written only at the version it read (%s)', (target) => {
  let t: CartTestApp;
  let vendorId: string;
  let productIds: string[];
  beforeAll(async () => {
    ({ t, vendorId, productIds } = await pizzeriaCartApp(target));
  });
  afterAll(() => t.close());

  const versionOf = async (cartId: string) => {
    const result = await t.database.db.execute(
      sql`select xmin::text as version from carts where id = ${cartId}`,
    );
    const [row] = rowsOf<{ version: string }>(result);
    if (!row) throw new Error('no cart');
    return row.version;
  };
  const linesOf = (cartId: string) =>
    t.database.db.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cartId));

  it("changes nothing when another write moved the cart's version since it was read", async () => {
    const cart = await openCart(t);
    const [first, second] = productIds as [string, string];
    expect((await cart.add({ vendorId, productId: first, count: 1 })).statusCode).toBe(200);
    const [line] = await linesOf(cart.cartId);
    const readVersion = await versionOf(cart.cartId);

    // Somebody else's add lands between this add's read and its write.
    expect((await cart.add({ vendorId, productId: first, count: 1 })).statusCode).toBe(200);
    const countWrite = {
      cartId: cart.cartId,
      version: readVersion,
      place: null,
      newVendorCart: null,
      line: { kind: 'count' as const, lineId: line!.id, count: 7 },
    };
    expect(await writeAdd(t.database.db, countWrite, false)).toBeNull();
    const insertWrite = {
      ...countWrite,
      place: { latitude: 1, longitude: 2 },
      newVendorCart: { id: randomUUID(), vendorId },
      line: {
        kind: 'insert' as const,
        row: { ...line!, id: randomUUID(), productId: second, count: 3 },
      },
    };
    expect(await writeAdd(t.database.db, insertWrite, false)).toBeNull();
    const body = await cart.get();
    expect(body.cart.vendorCarts).toHaveLength(1);
    expect(body.cart.vendorCarts[0]?.items.map((item) => [item.productId, item.count])).toEqual([
      [first, 2],
    ]);
    expect(await versionOf(cart.cartId)).not.toBe(readVersion);

    // Decided again from the cart as it is now, the same write goes through and stamps the cart.
    const current = await versionOf(cart.cartId);
    const written = await writeAdd(t.database.db, { ...countWrite, version: current }, false);
    expect(written?.stampedAt).toBeInstanceOf(Date);
    expect((await linesOf(cart.cartId)).map((row) => row.count)).toEqual([7]);
    // The answer carries the version the write left, which the next write must match.
    expect(written?.version).not.toBe(current);
    expect(written?.version).toBe(await versionOf(cart.cartId));
  });

  it('writes a new vendor cart and line, and the place the cart learnt, in one statement', async () => {
    const cart = await openCart(t, { body: { location: undefined } });
    const [, , third] = productIds as [string, string, string];
    const vendorCartId = randomUUID();
    const written = await writeAdd(
      t.database.db,
      {
        cartId: cart.cartId,
        version: await versionOf(cart.cartId),
        place: { latitude: 56.95, longitude: 24.1 },
        newVendorCart: { id: vendorCartId, vendorId },
        line: {
          kind: 'insert',
          row: {
            id: randomUUID(),
            cartId: cart.cartId,
            vendorCartId,
            productId: third,
            count: 2,
            comment: 'no onions',
            components: [],
            componentsKey: '',
            productName: 'Pizza',
          },
        },
      },
      true,
    );
    const stamped = written?.stampedAt;
    expect(stamped).toBeInstanceOf(Date);
    const [row] = await t.database.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.id, cart.cartId));
    expect([row?.latitude, row?.longitude]).toEqual([56.95, 24.1]);
    expect(row?.updatedAt.getTime()).toBe(stamped!.getTime());
    const lines = await linesOf(cart.cartId);
    expect(
      lines.map((line) => [line.vendorCartId, line.productId, line.count, line.comment]),
    ).toEqual([[vendorCartId, third, 2, 'no onions']]);
    expect(lines[0]?.createdAt.getTime()).toBe(stamped!.getTime());
  });
});
