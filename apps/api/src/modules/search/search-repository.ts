/**
 * Search queries over the name dictionary (`search_terms`, see db/schema/search.ts): rank the
 * distinct names of a locality against the keyword first — a few thousand rows at most, served
 * by the trigram index — and only then follow the best names to the vendors and products that
 * carry them, a bounded number per name.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { SearchTermKind } from '#api/db/schema/index.ts';

/** How close a keyword must come to a word of a name to count as a typo of it (0–1). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
/** Below this many characters a keyword has no trigrams to compare; only prefixes match. */
const FUZZY_MIN_LENGTH = 3;

/** A keyword as names are stored: lower-cased, trimmed, white space collapsed. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface RankedTerms {
  vendorTermIds: number[];
  productTermIds: number[];
}

export interface TermLimits {
  vendorTerms: number;
  productTerms: number;
}

export interface RankedProduct {
  productId: string;
  /** Position of the name that matched, 0 = best. */
  rank: number;
}

export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** The locality's names closest to the keyword, best first, per kind. */
  async rankTerms(localityId: string, keyword: string, limits: TermLimits): Promise<RankedTerms> {
    const match = keywordMatch(keyword, sql`t.term`);
    const query = sql`
      select ranked.id, ranked.kind
      from (
        select t.id, t.kind,
               row_number() over (partition by t.kind order by ${match.order}) as position
        from search_terms t
        where t.locality_id = ${localityId} and ${match.candidates}
      ) ranked
      where ranked.position <= case when ranked.kind = 'VENDOR'
                                    then ${limits.vendorTerms}::int
                                    else ${limits.productTerms}::int end
      order by ranked.kind, ranked.position`;
    const rows = await this.db.transaction(async (tx) => {
      // `<%` reads its threshold from a setting, set for this transaction only. The dictionary
      // is small enough that the planner prices a sequential scan below the trigram index, not
      // knowing that comparing every name costs ~25 ms in a large locality against ~1 ms
      // through the index (see docs/benchmarks.md).
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
                   set_config('enable_seqscan', 'off', true)`,
      );
      return rowsOf<{ id: number; kind: SearchTermKind }>(await tx.execute(query));
    });
    const ranked: RankedTerms = { vendorTermIds: [], productTermIds: [] };
    for (const row of rows) {
      (row.kind === 'VENDOR' ? ranked.vendorTermIds : ranked.productTermIds).push(Number(row.id));
    }
    return ranked;
  }

  /**
   * Visible vendors carrying the names, in name order then menu order, at most `perTerm` per
   * name; a vendor counts under the name it shows in `lang`.
   */
  async vendorsForTerms(
    termIds: readonly number[],
    lang: string,
    perTerm: number,
  ): Promise<{ vendorId: string; rank: number }[]> {
    if (termIds.length === 0) return [];
    const rows = rowsOf<{ vendor_id: string; rank: number | string }>(
      await this.db.execute(sql`
        select x.vendor_id, t.rank
        from unnest(${intArray(termIds)}::int[]) with ordinality as t(term_id, rank)
        cross join lateral (
          select e.vendor_id
          from vendor_search_names e
          join vendors v on v.id = e.vendor_id
          where e.term_id = t.term_id and v.visible and ${shownIn(lang, sql`e`, sql`v.name_i18n`)}
          order by v.sort_order, v.id
          limit ${perTerm}::int
        ) x
        order by t.rank, x.vendor_id`),
    );
    return rows.map((row) => ({ vendorId: row.vendor_id, rank: Number(row.rank) - 1 }));
  }

  /**
   * Visible products (of visible sections and vendors) carrying the names, at most `perTerm` per
   * name, taken in index order so a name shared by thousands of menus stops at `perTerm`.
   */
  async productsForTerms(
    termIds: readonly number[],
    lang: string,
    perTerm: number,
  ): Promise<RankedProduct[]> {
    if (termIds.length === 0) return [];
    const rows = rowsOf<{ product_id: string; rank: number | string }>(
      await this.db.execute(sql`
        select x.product_id, t.rank
        from unnest(${intArray(termIds)}::int[]) with ordinality as t(term_id, rank)
        cross join lateral (
          select e.product_id
          from product_search_names e
          join products p on p.id = e.product_id
          join sections s on s.id = p.section_id
          join vendors v on v.id = e.vendor_id
          where e.term_id = t.term_id and p.visible and s.visible and v.visible
            and ${shownIn(lang, sql`e`, sql`p.name_i18n`)}
          order by e.product_id
          limit ${perTerm}::int
        ) x
        order by t.rank`),
    );
    return rows.map((row) => ({ productId: row.product_id, rank: Number(row.rank) - 1 }));
  }

  /**
   * One vendor's visible products whose shown name matches, best first: the single-vendor
   * product search. A menu is small, so names are compared directly rather than through the
   * index.
   */
  async vendorProducts(
    vendorId: string,
    keyword: string,
    lang: string,
    limit: number,
  ): Promise<RankedProduct[]> {
    const match = keywordMatch(keyword, sql`t.term`);
    const fuzzy =
      keyword.length >= FUZZY_MIN_LENGTH
        ? sql`or word_similarity(${keyword}, t.term) >= ${WORD_SIMILARITY_THRESHOLD}`
        : sql``;
    const rows = rowsOf<{ product_id: string }>(
      await this.db.execute(sql`
        select e.product_id
        from product_search_names e
        join search_terms t on t.id = e.term_id
        join products p on p.id = e.product_id
        join sections s on s.id = p.section_id
        where e.vendor_id = ${vendorId} and p.visible and s.visible
          and ${shownIn(lang, sql`e`, sql`p.name_i18n`)}
          and (${match.substring} ${fuzzy})
        order by ${match.order}, s.sort_order, p.sort_order, p.id
        limit ${limit}::int`),
    );
    return rows.map((row, index) => ({ productId: row.product_id, rank: index }));
  }
}

/**
 * How names are matched and ordered: the exact name, then names starting with the keyword,
 * then names with a word starting with it, then names containing it, then typos by how close
 * the keyword comes to a word of the name, then to the whole name.
 */
function keywordMatch(keyword: string, term: SQL) {
  const literal = escapeLike(keyword);
  const prefix = `${literal}%`;
  const wordPrefix = `% ${literal}%`;
  const contains = `%${literal}%`;
  const fuzzy = keyword.length >= FUZZY_MIN_LENGTH;
  return {
    substring: fuzzy
      ? sql`${term} like ${contains}`
      : sql`(${term} like ${prefix} or ${term} like ${wordPrefix})`,
    candidates: fuzzy
      ? sql`(${term} like ${contains} or ${keyword} <% ${term})`
      : sql`(${term} like ${prefix} or ${term} like ${wordPrefix})`,
    order: sql`case when ${term} = ${keyword} then 0
                    when ${term} like ${prefix} then 1
                    when ${term} like ${wordPrefix} then 2
                    when ${term} like ${contains} then 3
                    else 4 end,
               word_similarity(${keyword}, ${term}) desc,
               similarity(${keyword}, ${term}) desc,
               length(${term}), ${term}`,
  };
}

/**
 * The name row is the one shown in `lang`: its translation, or the fallback name when there is
 * no translation in that language (as resolveI18n picks it).
 */
function shownIn(lang: string, entry: SQL, nameI18n: SQL): SQL {
  return sql`(${lang} = any(${entry}.langs) or (${entry}.fallback and coalesce(${nameI18n} ->> ${lang}, '') = ''))`;
}

/** LIKE's wildcards taken literally (the default escape character is the backslash). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** node-postgres answers `{rows}`, PGlite through Drizzle too; both shapes are read the same. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
