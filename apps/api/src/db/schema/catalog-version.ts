/**
 * One row whose `version` grows with every write to the catalogue rows a cart reads (products,
 * sections, options, vendors, images). Statement-level triggers bump it in the writer's own
 * transaction, so a reader that sees version V also sees every catalogue change up to V: the cart
 * keeps products and vendors in memory and reads only this number with the cart to know they are
 * still current (see modules/carts/cart-catalog-cache.ts).
 */
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const catalogVersion = pgTable('catalog_version', {
  /** Always 1: a single row. */
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
