/**
 * One row whose `version` grows with every write to a catalogue table (migrations 0009 and 0010
 * list them). Statement-level triggers bump it in the writer's own transaction, so a reader that
 * sees version V also sees every catalogue change up to V: browsing, search and carts keep
 * catalogue rows in memory and read only this number to know they are still current (decision
 * 013, modules/catalog/catalog-freshness.ts).
 */
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const catalogVersion = pgTable('catalog_version', {
  /** Always 1: a single row. */
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
