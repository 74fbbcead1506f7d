import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Random (v4) UUIDs: every id a customer can see is unguessable. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Text by locale code, e.g. `{ en: 'Pizza', ar: 'بيتزا' }`. */
export type I18nText = Partial<Record<string, string>>;
