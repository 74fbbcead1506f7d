/**
 * The search index: a dictionary of the distinct names shown in each locality (vendor names and
 * product names, lower-cased, in every language they are translated into) with a trigram index,
 * and the links from each name to the vendors and products that carry it.
 *
 * Searching ranks the dictionary, which stays small (a chain's "Pizza Margherita" on a thousand
 * menus is one term), and only then follows the links, so the cost of a search does not grow with
 * the number of products. The rows are kept in step with `vendors` and `products` by triggers
 * (migration `0003_search_triggers`), so every writer — seeds, fixtures, future consoles — feeds
 * the index without knowing it exists.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, vendors } from './catalog.ts';
import { localities } from './localities.ts';

export const SEARCH_TERM_KINDS = ['VENDOR', 'PRODUCT'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SEARCH_TERM_KINDS }).notNull(),
    /** The shown name, lower-cased with runs of white space collapsed (`search_normalise`). */
    term: text('term').notNull(),
  },
  (t) => [
    uniqueIndex('search_terms_locality_kind_term_idx').on(t.localityId, t.kind, t.term),
    // No pending list: names change rarely, and an unmerged list is scanned by every search.
    index('search_terms_term_trgm_idx')
      .using('gin', t.term.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Which languages show a name: `langs` lists the translations equal to it; `fallback` marks the
 * name shown in every language without a translation (English, else the base name), mirroring
 * `resolveI18n`.
 */
const nameLanguages = {
  langs: text('langs').array().notNull(),
  fallback: boolean('fallback').notNull(),
};

export const vendorSearchNames = pgTable(
  'vendor_search_names',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => searchTerms.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    ...nameLanguages,
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.vendorId] }),
    index('vendor_search_names_vendor_idx').on(t.vendorId),
  ],
);

export const productSearchNames = pgTable(
  'product_search_names',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => searchTerms.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Copied from the product, for the single-vendor product search. */
    vendorId: uuid('vendor_id').notNull(),
    ...nameLanguages,
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.productId] }),
    index('product_search_names_product_idx').on(t.productId),
    index('product_search_names_vendor_idx').on(t.vendorId),
  ],
);
