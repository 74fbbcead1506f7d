/**
 * Placement reads the cart's address (and promo code) with the cart's lock, in one statement.
 * When that lock had to wait for another writer, the statement may have read the address row as
 * it was before that writer committed, so placement reads it again: the order goes to the address
 * the cart has once the lock is granted (cart-repository.ts lockCartForOrder).
 *
 * PostgreSQL only: PGlite is one connection that runs one transaction at a time, so a placement
 * there never waits for a lock inside the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addressSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

const targets = testTargets.filter((target) => target === 'postgres');

/** Next to the kit's Riga home, inside the same vendor's zone. */
const OFFICE = {
  name: 'Office',
  location: {
    latitude: 56.9565,
    longitude: 24.1216,
    formattedAddress: 'Tērbatas iela 2, Rīga, Latvia',
  },
};

describe.skipIf(targets.length === 0)(
  'placement behind another writer of the cart (PostgreSQL only: PGlite cannot wait for a lock)',
  () => {
    describe.each(targets)('on %s', (target) => {
      let t: CartTestApp;

      beforeAll(async () => {
        t = await createCartTestApp(target);
      });
      afterAll(() => t.close());

      it('the order takes the address the cart has when its lock is granted, not the one it had when placement asked (issue 12 part 1)', async () => {
        const shopper = await shopperWithCart(t);
        const saved = await shopper.call('POST', '/api/customer/me/addresses', OFFICE);
        expect(saved.statusCode, saved.body).toBe(201);
        const office = addressSchema.parse(saved.json());
        const cartId = shopper.cartId;

        let placing: ReturnType<typeof shopper.place> | undefined;
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from ${schema.carts} where id = ${cartId} for update`);
          await tx
            .update(schema.carts)
            .set({ customerAddressId: office.id })
            .where(eq(schema.carts.id, cartId));
          placing = shopper.place();
          // The placement is queued behind this transaction's lock on the cart row.
          await expect
            .poll(
              async () => {
                const [row] = await t.database.db
                  .execute<{ waiting: number }>(
                    sql`select count(*)::int as waiting from pg_stat_activity
                      where wait_event_type = 'Lock' and datname = current_database()`,
                  )
                  .then((result) => (result as unknown as { rows: { waiting: number }[] }).rows);
                return row?.waiting ?? 0;
              },
              { timeout: 10_000 },
            )
            .toBe(1);
        });

        const order = placedOrder(await placing!);
        expect(order.address?.text).toBe('Tērbatas iela 2, Rīga, Latvia');
      });
    });
  },
);
