/**
 * Product records built by the database as JSON (what search lists) are the records the query
 * builder maps from rows (what the vendor page shows), column for column, for every product of
 * the demo marketplace; and only visible products of visible sections and vendors come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { products, sections, vendors } from '#api/db/schema/index.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import type { ProductRecord } from './catalog-records.ts';
import { CatalogRepository } from './catalog-repository.ts';
import { visibleProductRecords, visibleProductSummaries } from './product-records-json.ts';

describe.each(testTargets)('product records as JSON on %s', (target) => {
  let database: Database;
  let repository: CatalogRepository;

  beforeAll(async () => {
    database = await createTestDatabase(target, 'demo');
    repository = new CatalogRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Every visible vendor's visible products, as the vendor page's query maps them. */
  async function mappedRecords(): Promise<Map<string, ProductRecord>> {
    const visible = await database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.visible, true));
    const records = new Map<string, ProductRecord>();
    for (const { id } of visible) {
      const catalog = await repository.catalog(id);
      for (const section of catalog?.sections ?? []) {
        for (const product of section.products) records.set(product.id, product);
      }
    }
    return records;
  }

  it('equals the mapped record of every visible product, options and pictures included', async () => {
    const mapped = await mappedRecords();
    const withOptions = [...mapped.values()].filter((r) => r.componentGroups.length > 0);
    // The demo has products with options, pictures and section hours: the comparison covers them.
    expect(withOptions.length).toBeGreaterThan(0);
    expect([...mapped.values()].some((record) => record.image !== null)).toBe(true);
    const built = await repository.productRecordsByIds([...mapped.keys()]);
    expect(built).toHaveLength(mapped.size);
    for (const record of built) expect(record).toStrictEqual(mapped.get(record.id));
  });

  it('builds summaries that are those records without their option groups', async () => {
    const mapped = await mappedRecords();
    const summaries = await repository.productSummariesByIds([...mapped.keys()]);
    expect(summaries).toHaveLength(mapped.size);
    for (const summary of summaries) {
      const { componentGroups: _groups, ...whole } = mapped.get(summary.id) as ProductRecord;
      expect(summary).toStrictEqual(whole);
    }
  });

  it('leaves out products that are hidden, or whose section or vendor is', async () => {
    const db = database.db;
    const [a, b, c, d] = await db
      .select({ id: products.id, sectionId: products.sectionId, vendorId: products.vendorId })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(vendors.visible, true))
      .limit(400)
      .then((rows) => {
        // Four products of different sections and vendors, so each change hides one only.
        const picked: typeof rows = [];
        for (const row of rows) {
          if (picked.every((p) => p.sectionId !== row.sectionId && p.vendorId !== row.vendorId)) {
            picked.push(row);
          }
        }
        return picked;
      });
    if (!a || !b || !c || !d) throw new Error('the demo has too few vendors');
    const ids = [a.id, b.id, c.id, d.id];
    expect((await visibleProductRecords(db, ids)).map((r) => r.id).sort()).toEqual([...ids].sort());
    await db.update(products).set({ visible: false }).where(eq(products.id, a.id));
    await db.update(sections).set({ visible: false }).where(eq(sections.id, b.sectionId));
    await db.update(vendors).set({ visible: false }).where(eq(vendors.id, c.vendorId));
    expect((await visibleProductRecords(db, ids)).map((r) => r.id)).toEqual([d.id]);
    expect((await visibleProductSummaries(db, ids)).map((r) => r.id)).toEqual([d.id]);
    expect(await visibleProductRecords(db, [])).toEqual([]);
  });
});
