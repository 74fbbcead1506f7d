import { count, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import type { SeedSummary } from '../seed-demo.ts';
import { emptySummary } from '../seed-demo.ts';

/** Row counts of one locality's catalogue: statements that generate rows do not report them portably. */
export async function countLocality(
  db: Db,
  localityId: string,
  partnerCode: string,
): Promise<SeedSummary> {
  const summary = emptySummary(partnerCode);
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const inLocality = eq(schema.vendors.localityId, localityId);
  summary.localities = 1;
  summary.categories = await one(
    db
      .select({ n: count() })
      .from(schema.categories)
      .where(eq(schema.categories.localityId, localityId)),
  );
  summary.vendors = await one(db.select({ n: count() }).from(schema.vendors).where(inLocality));
  summary.sections = await one(
    db
      .select({ n: count() })
      .from(schema.sections)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.sections.vendorId))
      .where(inLocality),
  );
  summary.products = await one(
    db
      .select({ n: count() })
      .from(schema.products)
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
      .where(inLocality),
  );
  summary.componentGroups = await one(
    db
      .select({ n: count() })
      .from(schema.componentGroups)
      .innerJoin(schema.products, eq(schema.products.id, schema.componentGroups.productId))
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
      .where(inLocality),
  );
  summary.components = await one(
    db
      .select({ n: count() })
      .from(schema.components)
      .innerJoin(schema.componentGroups, eq(schema.componentGroups.id, schema.components.groupId))
      .innerJoin(schema.products, eq(schema.products.id, schema.componentGroups.productId))
      .innerJoin(schema.vendors, eq(schema.vendors.id, schema.products.vendorId))
      .where(inLocality),
  );
  summary.banners = await one(
    db.select({ n: count() }).from(schema.banners).where(eq(schema.banners.localityId, localityId)),
  );
  return summary;
}
