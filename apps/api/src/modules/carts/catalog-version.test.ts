/**
 * `catalog_version` (migrations 0009 and 0010) is what lets carts, browsing and search keep
 * catalogue rows in memory (decision 013): it must grow with every catalogue write, in the
 * writer's transaction, and never go back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { resetDatabase } from '#api/seed/reset.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('catalog_version on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target, 'demo');
  });
  afterAll(() => database.close());

  async function version(): Promise<number> {
    const [row] = await database.db.select().from(schema.catalogVersion);
    return row?.version ?? Number.NaN;
  }

  it('grows with a write to each catalogue table, and not with other writes', async () => {
    const [product] = await database.db.select().from(schema.products).limit(1);
    if (!product) throw new Error('demo seed has no product');
    const writes: Record<string, () => Promise<unknown>> = {
      products: () =>
        database.db
          .update(schema.products)
          .set({ visible: false })
          .where(eq(schema.products.id, product.id)),
      sections: () => database.db.update(schema.sections).set({ visible: true }),
      component_groups: () => database.db.update(schema.componentGroups).set({ required: false }),
      components: () => database.db.update(schema.components).set({ price: 100 }),
      vendors: () => database.db.update(schema.vendors).set({ visible: true }),
      images: () => database.db.execute(sql`update ${schema.images} set kind = kind`),
      localities: () => database.db.update(schema.localities).set({ minOrderPrice: 0 }),
      categories: () => database.db.update(schema.categories).set({ isTop: false }),
      vendor_categories: () =>
        database.db.execute(sql`update ${schema.vendorCategories} set vendor_id = vendor_id`),
      catalog_categories: () =>
        database.db.execute(sql`update ${schema.catalogCategories} set sort_order = sort_order`),
      banners: () => database.db.execute(sql`update ${schema.banners} set sort_order = sort_order`),
    };
    for (const [table, write] of Object.entries(writes)) {
      const before = await version();
      await write();
      expect(await version(), table).toBeGreaterThan(before);
    }
    const before = await version();
    await database.db.update(schema.carts).set({ tipAmount: 0 });
    expect(await version()).toBe(before);
  });

  it('a write rolled back leaves it where it was', async () => {
    const before = await version();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(schema.vendors).set({ visible: true });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });

  it('emptying the database (seed --reset) moves it forward, never back to the start', async () => {
    const before = await version();
    await resetDatabase(database.db);
    expect(await version()).toBeGreaterThan(before);
  });
});
