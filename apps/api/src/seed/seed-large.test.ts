import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import type { SeedSummary } from './seed-demo.ts';
import {
  CATALOGUE_VENDOR_CODE,
  LARGE_LOCALITY_CODE,
  hasLargeLocality,
  seedLarge,
} from './seed-large.ts';

describe('seedLarge (tiny)', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    summary = await seedLarge(database.db, { vendors: 20, productsPerVendor: 10 });
  });
  afterAll(() => database.close());

  it('adds metropolis on top of the demo', async () => {
    const localities = await database.db
      .select({ code: schema.localities.code })
      .from(schema.localities);
    expect(localities.map((l) => l.code)).toContain(LARGE_LOCALITY_CODE);
    expect(localities.length).toBeGreaterThanOrEqual(5);
    expect(await hasLargeLocality(database.db)).toBe(true);
  });

  it('writes the requested vendors plus the 1000-product catalogue vendor', async () => {
    expect(summary.vendors).toBe(21);
    expect(summary.products).toBe(20 * 10 + 1000);
    const [big] = await database.db
      .select({ n: count() })
      .from(schema.products)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
      .where(eq(schema.vendors.code, CATALOGUE_VENDOR_CODE));
    expect(big?.n).toBe(1000);
  });

  it('gives every product an image, a positive price and a name', async () => {
    const [bad] = await database.db
      .select({ n: count() })
      .from(schema.products)
      .where(
        sql`${schema.products.imageId} is null or ${schema.products.price} <= 0 or ${schema.products.name} = ''`,
      );
    expect(bad?.n).toBe(0);
    const [margherita] = await database.db
      .select({ n: count() })
      .from(schema.products)
      .where(sql`${schema.products.name} ilike '%margherita%'`);
    expect(margherita?.n).toBeGreaterThan(10);
  });

  it('names products by style, dish, ingredient and size in English and Spanish, never twice in a vendor', async () => {
    const rows = await database.db
      .select({
        vendorId: schema.products.vendorId,
        name: schema.products.name,
        nameI18n: schema.products.nameI18n,
      })
      .from(schema.products)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
      .innerJoin(schema.localities, eq(schema.localities.id, schema.vendors.localityId))
      .where(eq(schema.localities.code, LARGE_LOCALITY_CODE));
    expect(rows).toHaveLength(20 * 10 + 1000);
    for (const row of rows) {
      expect(row.name).toMatch(/^.+ with .+ \(.+\)$/);
      expect(row.nameI18n.en).toBe(row.name);
      expect(row.nameI18n.es).toMatch(/^.+ con .+ \(.+\)$/);
    }
    const perVendor = new Map<string, Set<string>>();
    for (const row of rows)
      perVendor.set(row.vendorId, (perVendor.get(row.vendorId) ?? new Set()).add(row.name));
    expect([...perVendor.values()].reduce((sum, names) => sum + names.size, 0)).toBe(rows.length);
    // Across vendors a dish goes by many names: the dictionary a search ranks is city-sized.
    const english = new Set(rows.map((row) => row.name));
    const spanish = new Set(rows.map((row) => row.nameI18n.es));
    expect(english.size).toBeGreaterThan(rows.length * 0.9);
    expect(spanish.size).toBe(english.size);
  });

  it('writes the same names for the same options', async () => {
    const again = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await again.migrate();
      await seedLarge(again.db, { vendors: 20, productsPerVendor: 10 });
      const namesOf = async (db: Database['db']) =>
        (
          await db
            .select({
              code: schema.vendors.code,
              sort: schema.products.sortOrder,
              name: schema.products.name,
              nameI18n: schema.products.nameI18n,
            })
            .from(schema.products)
            .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
            .innerJoin(schema.sections, eq(schema.sections.id, schema.products.sectionId))
            .where(sql`${schema.vendors.code} like 'metro-%'`)
            .orderBy(schema.vendors.code, schema.sections.sortOrder, schema.products.sortOrder)
        ).map((row) => `${row.code} ${row.sort} ${row.name} / ${row.nameI18n.es}`);
      expect(await namesOf(again.db)).toEqual(await namesOf(database.db));
    } finally {
      await again.close();
    }
  });

  it('adds option groups with their components', async () => {
    expect(summary.componentGroups).toBeGreaterThan(0);
    const sizes = await database.db
      .select({ id: schema.componentGroups.id, n: count(schema.components.id) })
      .from(schema.componentGroups)
      .innerJoin(schema.components, eq(schema.components.groupId, schema.componentGroups.id))
      .where(eq(schema.componentGroups.name, 'Size'))
      .groupBy(schema.componentGroups.id);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((group) => group.n === 3)).toBe(true);
  });

  it('refuses to add a second metropolis', async () => {
    await expect(seedLarge(database.db, { vendors: 1, productsPerVendor: 1 })).rejects.toThrow(
      /already exists/,
    );
  });
});
