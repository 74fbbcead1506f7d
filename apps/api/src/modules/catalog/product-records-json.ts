/**
 * Visible products by id as records, each built by the database as one JSON value: the product's
 * columns, its picture, its section's hours and (for whole records) its option groups with their
 * options, in menu order. A search lists up to 50 products of as many vendors, every keyword a
 * new set; as rows, a product and each of its options came back as a row of their own to be
 * mapped column by column, which cost more than ranking the names did. One prepared statement,
 * one value a product. A search across the locality asks for summaries: its options were about
 * half the pages the database read for an answer.
 *
 * The keys are the schema's own property names, taken from the table definitions, so a column
 * added to a table is carried without a change here (product-records-json.test.ts compares every
 * record with the one the query builder maps).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import {
  componentGroups,
  components,
  images,
  products,
  sections,
  vendors,
} from '#api/db/schema/index.ts';
import type { ProductRecord, ProductSummaryRecord } from './catalog-records.ts';

/** `json_build_object('key', column, …)` of every column of the table, under its property name. */
function columnsObject(table: PgTable, extra: SQL[] = []): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${key}::text, ${column}`,
  );
  return sql`json_build_object(${sql.join([...pairs, ...extra], sql`, `)})`;
}

function recordsQuery(db: Db, withGroups: boolean) {
  const optionsOfGroup = sql`coalesce((
    select json_agg(${columnsObject(components)} order by ${components.sortOrder}, ${components.id})
    from ${components} where ${components.groupId} = ${componentGroups.id}), '[]'::json)`;
  const groupsOfProduct = sql`coalesce((
    select json_agg(
      ${columnsObject(componentGroups, [sql`'components'::text, ${optionsOfGroup}`])}
      order by ${componentGroups.sortOrder}, ${componentGroups.id})
    from ${componentGroups} where ${componentGroups.productId} = ${products.id}), '[]'::json)`;
  const image = sql`case when ${images.id} is null then null
    else json_build_object('id'::text, ${images.id}, 'kind'::text, ${images.kind}) end`;
  const record = columnsObject(products, [
    sql`'image'::text, ${image}`,
    ...(withGroups ? [sql`'componentGroups'::text, ${groupsOfProduct}`] : []),
    sql`'sectionWorkingHours'::text, ${sections.workingHours}`,
  ]);
  return db
    .select({ record: sql<ProductSummaryRecord>`${record}` })
    .from(products)
    .innerJoin(sections, sql`${sections.id} = ${products.sectionId}`)
    .innerJoin(vendors, sql`${vendors.id} = ${products.vendorId}`)
    .leftJoin(images, sql`${images.id} = ${products.imageId}`)
    .where(
      sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])
        and ${products.visible} and ${sections.visible} and ${vendors.visible}`,
    );
}

type Prepared = ReturnType<ReturnType<typeof recordsQuery>['prepare']>;
const prepared = { whole: new WeakMap<Db, Prepared>(), summary: new WeakMap<Db, Prepared>() };

async function visibleRecords(db: Db, ids: readonly string[], withGroups: boolean) {
  if (ids.length === 0) return [];
  const kind = withGroups ? 'whole' : 'summary';
  let query = prepared[kind].get(db);
  if (!query) {
    query = recordsQuery(db, withGroups).prepare(`visible_product_${kind}_records`);
    prepared[kind].set(db, query);
  }
  const rows = await query.execute({ ids: [...ids] });
  return rows.map((row) => row.record);
}

/**
 * The records of the products among `ids` that are visible, in a visible section of a visible
 * vendor, in no particular order. Prepared once per database: planned once, not on every search.
 */
export async function visibleProductRecords(
  db: Db,
  ids: readonly string[],
): Promise<ProductRecord[]> {
  // The statement above adds the option groups when asked for them.
  return (await visibleRecords(db, ids, true)) as ProductRecord[];
}

/** The same products' records without their option groups. */
export function visibleProductSummaries(
  db: Db,
  ids: readonly string[],
): Promise<ProductSummaryRecord[]> {
  return visibleRecords(db, ids, false);
}
