/**
 * Sections, products and option groups for a range of vendors (by sort order) of one locality,
 * generated inside the database: a statement writes ~20 000 products without sending them over
 * the wire. Everything derives from sort orders and indexes, so the same options give the same
 * catalogue.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  DISH_INGREDIENTS,
  DISH_NAMES_ES,
  DISH_SIZES,
  DISH_STYLES,
  EXTRA_OPTIONS,
  FOOD_GROUPS,
  SIZE_OPTIONS,
  STORE_GROUPS,
} from './catalog.ts';

export interface CatalogRange {
  localityId: string;
  /** Vendor sort orders, both ends included; every vendor in range gets `productsPerVendor`. */
  fromSort: number;
  toSort: number;
  productsPerVendor: number;
  /** Product pictures to cycle through. */
  imageIds: string[];
  onProgress?: (message: string) => void;
}

/** About this many products per statement: big enough to be fast, small enough for PGlite. */
const PRODUCTS_PER_STATEMENT = 20_000;
const PRODUCTS_PER_SECTION = 50;

const GROUPS = [...FOOD_GROUPS, ...STORE_GROUPS];
/** Each dish as [name, description, price, grams, liquid, Spanish name]. */
const CATALOG_JSON = JSON.stringify(
  GROUPS.map((group) => ({
    section: group.section,
    dishes: group.dishes.map(([name, description, price, grams, liquid]) => [
      name,
      description,
      price,
      grams,
      liquid ?? false,
      DISH_NAMES_ES[name] ?? name,
    ]),
  })),
);
const WORDS_JSON = JSON.stringify({
  styles: DISH_STYLES,
  ingredients: DISH_INGREDIENTS,
  sizes: DISH_SIZES,
});

export async function insertGeneratedCatalog(db: Db, range: CatalogRange): Promise<void> {
  const perVendor = range.productsPerVendor;
  const sectionCount = Math.max(
    1,
    Math.ceil(perVendor / Math.min(PRODUCTS_PER_SECTION, Math.max(10, Math.ceil(perVendor / 9)))),
  );
  const perSection = Math.ceil(perVendor / sectionCount);
  const vendorsPerStatement = Math.max(1, Math.floor(PRODUCTS_PER_STATEMENT / perVendor));
  const total = range.toSort - range.fromSort + 1;

  for (let from = range.fromSort; from <= range.toSort; from += vendorsPerStatement) {
    const to = Math.min(range.toSort, from + vendorsPerStatement - 1);
    const chunk = { ...range, fromSort: from, toSort: to };
    await insertSections(db, chunk, sectionCount);
    await insertProducts(db, chunk, perSection);
    await insertOptionGroups(db, chunk);
    range.onProgress?.(
      `catalogues: ${to - range.fromSort + 1} of ${total} vendors (${perVendor} products each)`,
    );
  }
}

/** The group of dishes section `s` of vendor `v` sells: stores get store groups, others food. */
function groupIndex(vendorSort: SQL, sectionSort: SQL): SQL {
  return sql`(case when v.vendor_type = 'STORE'
    then ${FOOD_GROUPS.length}::int + (${sectionSort} + ${vendorSort}) % ${STORE_GROUPS.length}::int
    else (${sectionSort} + ${vendorSort}) % ${FOOD_GROUPS.length}::int end)`;
}

async function insertSections(db: Db, range: CatalogRange, sectionCount: number): Promise<void> {
  await db.execute(sql`
    insert into sections (vendor_id, name, name_i18n, sort_order, image_orientation)
    select v.id, n.name, jsonb_build_object('en', n.name), s.i,
           case when n.name = 'Drinks' then 'VERTICAL' else 'HORIZONTAL' end
    from vendors v
    cross join generate_series(0, ${sectionCount}::int - 1) as s(i)
    cross join lateral (
      select case when v.vendor_type = 'STORE' then ${STORE_GROUPS.length}::int else ${FOOD_GROUPS.length}::int end as groups
    ) c
    cross join lateral (
      select (${CATALOG_JSON}::jsonb -> ${groupIndex(sql`v.sort_order`, sql`s.i`)} ->> 'section')
        || case when s.i >= c.groups then ' ' || (s.i / c.groups + 1)::text else '' end as name
    ) n
    where v.locality_id = ${range.localityId} and v.sort_order between ${range.fromSort}::int and ${range.toSort}::int`);
}

async function insertProducts(db: Db, range: CatalogRange, perSection: number): Promise<void> {
  await db.execute(sql`
    insert into products (vendor_id, section_id, name, name_i18n, description, description_i18n, price,
                          discount_price, image_id, attributes, weight, popular, available, sort_order)
    select x.vendor_id, x.section_id, x.name, jsonb_build_object('en', x.name, 'es', x.name_es), x.description,
           jsonb_build_object('en', x.description), x.price,
           case when (x.k + x.vs) % 11 = 3 then (x.price * 8 / 100) * 10 + 9 end,
           (${JSON.stringify(range.imageIds)}::jsonb ->> ((x.k + x.vs) % ${range.imageIds.length}::int))::uuid,
           case when x.liquid then '["LIQUID"]'::jsonb else '[]'::jsonb end,
           x.weight, x.k % 17 = 0, (x.k + x.vs) % 97 <> 5, x.i
    from (
      select v.id as vendor_id, s.id as section_id, v.sort_order as vs, g.i,
             s.sort_order * ${perSection}::int + g.i as k,
             concat_ws(' ', nullif(w.style ->> 0, ''), d.dish ->> 0, 'with', w.ingredient ->> 0, '(' || (w.size ->> 0) || ')') as name,
             concat_ws(' ', d.dish ->> 5, nullif(w.style ->> 1, ''), 'con', w.ingredient ->> 1, '(' || (w.size ->> 1) || ')') as name_es,
             d.dish ->> 1 as description,
             ((d.dish ->> 2)::int * (90 + ((s.sort_order * ${perSection}::int + g.i) * 31 + v.sort_order * 17) % 25) / 1000) * 10 + 9 as price,
             (d.dish ->> 3)::int as weight,
             (d.dish ->> 4)::boolean as liquid
      from vendors v
      join sections s on s.vendor_id = v.id
      cross join generate_series(0, ${perSection}::int - 1) as g(i)
      cross join lateral (
        select ${CATALOG_JSON}::jsonb -> ${groupIndex(sql`v.sort_order`, sql`s.sort_order`)} -> 'dishes' as dishes
      ) grp
      cross join lateral (
        select grp.dishes -> ((g.i + v.sort_order) % jsonb_array_length(grp.dishes)) as dish
      ) d
      cross join lateral (
        -- The style keeps names unique inside a vendor (a section repeats its dishes with the next
        -- style); ingredient and size are spread over vendors and positions by a fixed mix, so
        -- one style of a dish is sold under up to 240 names across the city (~128 000 distinct
        -- names per language in the default large seed, none repeated inside a vendor).
        select ${WORDS_JSON}::jsonb -> 'styles' -> ((g.i / jsonb_array_length(grp.dishes) + v.sort_order + s.sort_order) % ${DISH_STYLES.length}::int) as style,
               ${WORDS_JSON}::jsonb -> 'ingredients' -> (m.mix % ${DISH_INGREDIENTS.length}::int) as ingredient,
               ${WORDS_JSON}::jsonb -> 'sizes' -> ((m.mix / ${DISH_INGREDIENTS.length}::int) % ${DISH_SIZES.length}::int) as size
        from (select ((v.sort_order::bigint * 2654435761 + (s.sort_order * ${perSection}::int + g.i)::bigint * 40503) % 1000003)::int as mix) m
      ) w
      where v.locality_id = ${range.localityId} and v.sort_order between ${range.fromSort}::int and ${range.toSort}::int
        and s.sort_order * ${perSection}::int + g.i < ${range.productsPerVendor}::int
    ) x`);
}

/** Every fifth product has a required "Size"; every seventh an optional "Extras" (max 3). */
async function insertOptionGroups(db: Db, range: CatalogRange): Promise<void> {
  const inRange = sql`v.locality_id = ${range.localityId} and v.sort_order between ${range.fromSort}::int and ${range.toSort}::int`;
  await db.execute(sql`
    insert into component_groups (product_id, name, name_i18n, required, multi_selection, max_count, sort_order)
    select p.id, 'Size', '{"en":"Size"}'::jsonb, true, false, 1, 0
    from products p join vendors v on v.id = p.vendor_id
    where ${inRange} and p.sort_order % 5 = 0 and v.vendor_type = 'RESTAURANT'
    union all
    select p.id, 'Extras', '{"en":"Extras"}'::jsonb, false, true, 3, 1
    from products p join vendors v on v.id = p.vendor_id
    where ${inRange} and p.sort_order % 7 = 3 and v.vendor_type = 'RESTAURANT'`);
  await db.execute(sql`
    insert into components (group_id, name, name_i18n, price, sort_order)
    select g.id, o.value ->> 0, jsonb_build_object('en', o.value ->> 0), (o.value ->> 1)::int, (o.position - 1)::int
    from component_groups g
    join products p on p.id = g.product_id
    join vendors v on v.id = p.vendor_id
    cross join lateral jsonb_array_elements(
      case when g.name = 'Size' then ${JSON.stringify(SIZE_OPTIONS)}::jsonb else ${JSON.stringify(EXTRA_OPTIONS)}::jsonb end
    ) with ordinality as o(value, position)
    where ${inRange}`);
}
