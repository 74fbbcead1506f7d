/**
 * Issue 5 "Safety and correctness": "50 concurrent adds of the same product to one cart give
 * exactly count 50; concurrent adds, count changes and removals from two sessions leave a
 * consistent cart". Writes lock the cart row (select … for update); an add writes only if the
 * cart row is still the version it read, and takes the lock after two misses.
 *
 * PostgreSQL only: PGlite is one connection that runs one query at a time, so requests there
 * never overlap inside the database and cannot show a lost update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, userCartResponseSchema } from '@souk/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { openCart, pizzeriaCartApp } from './cart-test-kit.ts';

const targets = testTargets.filter((target) => target === 'postgres');

describe.skipIf(targets.length === 0)(
  'cart concurrency (PostgreSQL only: PGlite runs one query at a time and cannot race)',
  () => {
    describe.each(targets)('on %s', (target) => {
      let t: CartTestApp;
      let vendorId: string;
      let productIds: string[];
      beforeAll(async () => {
        ({ t, vendorId, productIds } = await pizzeriaCartApp(target));
        expect(productIds.length).toBeGreaterThanOrEqual(3);
      });
      afterAll(() => t.close());

      it('50 concurrent adds of the same product give exactly count 50', async () => {
        const cart = await openCart(t);
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            cart.add({ vendorId, productId: productIds[0]!, count: 1 }),
          ),
        );
        expect(results.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
        const body = await cart.get();
        expect(body.cart.vendorCarts).toHaveLength(1);
        expect(body.cart.vendorCarts[0]?.items).toHaveLength(1);
        expect(body.cart.vendorCarts[0]?.items[0]?.count).toBe(50);
      });

      it('two tabs adding, changing counts and removing at once leave a consistent cart', async () => {
        const tabA = await openCart(t);
        const tabB = { ...tabA }; // same guest credential, another "tab"
        const [x, y, z] = productIds as [string, string, string];
        const seeded = cartResponseSchema.parse(
          (await tabA.add({ vendorId, productId: z, count: 5 })).json(),
        );
        const vendorCart = seeded.cart.vendorCarts[0]!;
        const zLine = `/api/carts/${vendorCart.vendorCartId}/products/${vendorCart.items[0]!.cartProductId}`;
        const work = [
          ...Array.from({ length: 20 }, () => tabA.add({ vendorId, productId: x, count: 1 })),
          ...Array.from({ length: 20 }, () => tabB.add({ vendorId, productId: y, count: 2 })),
          ...Array.from({ length: 10 }, (_, i) => tabB.call('PUT', zLine, { count: i + 1 })),
          tabA.call('DELETE', zLine),
        ];
        const results = await Promise.all(work);
        // Count changes after the removal find no line: 404, never a 500 or a resurrected line.
        expect(results.every((res) => res.statusCode === 200 || res.statusCode === 404)).toBe(true);
        const body = await tabA.get();
        const items = body.cart.vendorCarts.flatMap((part) => part.items);
        expect(items.find((item) => item.productId === x)?.count).toBe(20);
        expect(items.find((item) => item.productId === y)?.count).toBe(40);
        const zItem = items.find((item) => item.productId === z);
        const lastPut = results.slice(40, 50).filter((res) => res.statusCode === 200);
        // Either the removal came last (no line) or a later count change set a count of 1..10.
        if (zItem) expect(zItem.count).toBeGreaterThanOrEqual(1);
        else expect(lastPut.length).toBeLessThanOrEqual(10);
        expect(new Set(items.map((item) => item.cartProductId)).size).toBe(items.length);
        expect(body.cart.itemsCount).toBe(items.reduce((sum, item) => sum + item.count, 0));
        // No vendor cart left empty.
        expect(body.cart.vendorCarts.every((part) => part.items.length > 0)).toBe(true);
      });

      it('a customer and a guest tab racing: the sign-in merge happens exactly once', async () => {
        const ann = await signInCustomer(t);
        const guest = await openCart(t);
        await guest.add({ vendorId, productId: productIds[0]!, count: 3 });
        const both = { cookie: [guest.headers.cookie, ann.headers.cookie].join('; ') };
        const results = await Promise.all(
          Array.from({ length: 10 }, () => t.get('/api/customer/me/cart', both)),
        );
        expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
        const final = userCartResponseSchema.parse(
          (await t.get('/api/customer/me/cart', ann.headers)).json(),
        );
        expect(final.cart?.cartId).toBe(guest.cartId);
        expect(final.cart?.vendorCarts[0]?.items[0]?.count).toBe(3);
        const carts = await t.database.db
          .select({ id: schema.carts.id })
          .from(schema.carts)
          .where(eq(schema.carts.customerId, ann.customerId));
        expect(carts).toHaveLength(1);
      });
    });
  },
);
