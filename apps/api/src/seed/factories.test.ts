import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import {
  insertBanner,
  insertCategory,
  insertContentPage,
  insertImage,
  insertLocality,
  insertPartner,
  insertProduct,
  insertSection,
  insertVendor,
} from './factories.ts';

describe('factories', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('build a whole catalogue from defaults with a few lines', async () => {
    const { db } = database;
    const partner = await insertPartner(db);
    const locality = await insertLocality(db, { partnerId: partner.id });
    const food = await insertCategory(db, { localityId: locality.id, name: 'Food' });
    const pizza = await insertCategory(db, {
      localityId: locality.id,
      name: 'Pizza',
      parentId: food.id,
    });
    const image = await insertImage(db, { kind: 'vendor-cover', emoji: '1f355' });
    const vendor = await insertVendor(db, {
      localityId: locality.id,
      imageId: image.id,
      categoryIds: [pizza.id],
    });
    const section = await insertSection(db, { vendorId: vendor.id, name: 'Pizza' });
    const product = await insertProduct(db, {
      vendorId: vendor.id,
      sectionId: section.id,
      name: 'Pizza Margherita',
      price: 890,
      componentGroups: [
        {
          name: 'Size',
          required: true,
          maxCount: 1,
          components: [{ name: 'Small' }, { name: 'Large', price: 200 }],
        },
      ],
    });
    await insertBanner(db, { localityId: locality.id, vendorId: vendor.id });
    await insertContentPage(db, { partnerId: partner.id, slug: 'about_us' });

    expect(vendor.workingHours).toHaveLength(7);
    expect(product.nameI18n).toEqual({ en: 'Pizza Margherita' });
    const links = await db
      .select()
      .from(schema.vendorCategories)
      .where(eq(schema.vendorCategories.vendorId, vendor.id));
    expect(links.map((l) => l.categoryId)).toEqual([pizza.id]);
    const groups = await db
      .select()
      .from(schema.componentGroups)
      .where(eq(schema.componentGroups.productId, product.id));
    expect(groups.map((g) => [g.name, g.required, g.maxCount])).toEqual([['Size', true, 1]]);
    const options = await db
      .select()
      .from(schema.components)
      .where(eq(schema.components.groupId, groups[0]?.id ?? ''));
    expect(options.map((c) => [c.name, c.price]).sort()).toEqual([
      ['Large', 200],
      ['Small', 0],
    ]);
  });
});
