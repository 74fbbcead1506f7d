/**
 * Search queries over the name dictionary (`search_terms`, see db/schema/search.ts). Names are
 * ranked in memory (name-ranking.ts); the database loads a locality's names and follows the
 * best of them to the visible products that carry them, in whichever language (issue 15 part 2:
 * a customer may type a dish's name in any language the menu is written in), so visibility is
 * always checked against current rows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';

export interface DictionaryTerm {
  id: number;
  term: string;
}

export interface RankedProduct {
  productId: string;
  /** Position of the name that matched, 0 = best. */
  rank: number;
}

/** What the database sends to build a locality's name → product links from (term-postings.ts). */
export interface PostingsSource {
  /** The catalogue version the rows were read at, in the same statement. */
  version: number;
  /** Every held product's id (36 characters each), in menu order. */
  productIds: string;
  /** `vendorId:count,…`: each vendor and how many of the products that follow are its own. */
  vendors: string;
  /** `termId:n,n,…;…`: each name and its products' numbers, in product id order. */
  postings: string;
}

export interface RankedVendor {
  vendorId: string;
  /** Position of the best name of its products that matched, 0 = best. */
  rank: number;
}

/**
 * Following ranked names to what carries them: the database's statements below, or the same
 * links held in memory for a catalogue version (term-postings.ts).
 */
export interface TermLinks {
  productsForTerms(
    termIds: readonly number[],
    limit: number,
  ): RankedProduct[] | Promise<RankedProduct[]>;
  vendorsSelling(termIds: readonly number[]): RankedVendor[] | Promise<RankedVendor[]>;
}

export class SearchRepository implements TermLinks {
  constructor(private readonly db: Db) {}

  /** The locality's distinct product names (as `search_normalise` stores them), by id. */
  async productTerms(localityId: string): Promise<DictionaryTerm[]> {
    const rows = rowsOf<{ id: number; term: string }>(
      await this.db.execute(sql`
        select id, term from search_terms
        where locality_id = ${localityId} and kind = 'PRODUCT'
        order by id`),
    );
    return rows.map((row) => ({ id: Number(row.id), term: row.term }));
  }

  /**
   * The first `limit` visible products (of visible sections and vendors) carrying the names, in
   * name order then menu order. Each name contributes at most `limit` products, taken in index
   * order, so a name on a thousand menus costs no more than one on fifty.
   */
  async productsForTerms(termIds: readonly number[], limit: number): Promise<RankedProduct[]> {
    if (termIds.length === 0) return [];
    const rows = rowsOf<{ product_id: string; rank: number | string }>(
      await this.db.execute(sql`
        select x.product_id, t.rank
        from unnest(${intArray(termIds)}::int[]) with ordinality as t(term_id, rank)
        cross join lateral (
          select e.product_id, v.sort_order as vendor_order, v.id as vendor_id,
                 s.sort_order as section_order, s.id as section_id, p.sort_order as product_order
          from product_search_names e
          join products p on p.id = e.product_id
          join sections s on s.id = p.section_id
          join vendors v on v.id = e.vendor_id
          where e.term_id = t.term_id and p.visible and s.visible and v.visible
          order by e.product_id
          limit ${limit}::int
        ) x
        order by t.rank, x.vendor_order, x.vendor_id, x.section_order, x.section_id,
                 x.product_order, x.product_id
        limit ${limit}::int`),
    );
    return rows.map((row) => ({ productId: row.product_id, rank: Number(row.rank) - 1 }));
  }

  /**
   * Everything `TermPostings` holds for a locality, in one statement so that the catalogue
   * version it reports is the one its rows were read at: the visible products of visible
   * sections and vendors numbered in menu order, each vendor's share of them, and each product
   * name's products by number, in product id order. Three long strings, not a million rows.
   */
  async postingsSource(localityId: string): Promise<PostingsSource> {
    const rows = rowsOf<{
      version: number | string | null;
      product_ids: string | null;
      vendors: string | null;
      postings: string | null;
    }>(
      await this.db.execute(sql`
        with held as materialized (
          select p.id as product_id, p.vendor_id,
                 row_number() over (
                   order by v.sort_order, v.id, s.sort_order, s.id, p.sort_order, p.id) - 1 as n
          from products p
          join sections s on s.id = p.section_id
          join vendors v on v.id = p.vendor_id
          where v.locality_id = ${localityId} and p.visible and s.visible and v.visible
        )
        select
          (select version from catalog_version where id = 1) as version,
          (select string_agg(product_id::text, '' order by n) from held) as product_ids,
          (select string_agg(vendor_id::text || ':' || count, ',' order by first)
             from (select vendor_id, min(n) as first, count(*) as count
                   from held group by vendor_id) by_vendor) as vendors,
          (select string_agg(term_id::text || ':' || numbers, ';')
             from (select e.term_id, string_agg(h.n::text, ',' order by e.product_id) as numbers
                   from product_search_names e
                   join held h on h.product_id = e.product_id
                   join search_terms t on t.id = e.term_id
                   where t.locality_id = ${localityId} and t.kind = 'PRODUCT'
                   group by e.term_id) by_term) as postings`),
    );
    const row = rows[0];
    return {
      version: Number(row?.version ?? 0),
      productIds: row?.product_ids ?? '',
      vendors: row?.vendors ?? '',
      postings: row?.postings ?? '',
    };
  }

  /**
   * One vendor's visible products carrying the names, in name order then menu order: the
   * single-vendor product search. `termIds` are every matching name of the locality, best
   * first; the vendor's own names are picked out of them here.
   */
  async vendorProducts(
    vendorId: string,
    termIds: readonly number[],
    limit: number,
  ): Promise<RankedProduct[]> {
    if (termIds.length === 0) return [];
    const rows = rowsOf<{ product_id: string; rank: number | string }>(
      await this.db.execute(sql`
        select e.product_id, t.rank
        from product_search_names e
        join unnest(${intArray(termIds)}::int[]) with ordinality as t(term_id, rank)
          on t.term_id = e.term_id
        join products p on p.id = e.product_id
        join sections s on s.id = p.section_id
        where e.vendor_id = ${vendorId} and p.visible and s.visible
        order by t.rank, s.sort_order, s.id, p.sort_order, p.id
        limit ${limit}::int`),
    );
    return rows.map((row) => ({ productId: row.product_id, rank: Number(row.rank) - 1 }));
  }

  /**
   * The vendors with a visible product (of a visible section) carrying any of the names, each
   * with the position of its best name (0 = best), best first. Whether the vendor itself is
   * shown is the caller's to check against its snapshot.
   */
  async vendorsSelling(termIds: readonly number[]): Promise<RankedVendor[]> {
    if (termIds.length === 0) return [];
    const rows = rowsOf<{ vendor_id: string; rank: number | string }>(
      await this.db.execute(sql`
        select e.vendor_id, min(t.rank) as rank
        from unnest(${intArray(termIds)}::int[]) with ordinality as t(term_id, rank)
        join product_search_names e on e.term_id = t.term_id
        join products p on p.id = e.product_id
        join sections s on s.id = p.section_id
        where p.visible and s.visible
        group by e.vendor_id
        order by 2, 1`),
    );
    return rows.map((row) => ({ vendorId: row.vendor_id, rank: Number(row.rank) - 1 }));
  }
}

function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** node-postgres answers `{rows}`, PGlite through Drizzle too; both shapes are read the same. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
