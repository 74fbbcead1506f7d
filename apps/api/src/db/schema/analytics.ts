/**
 * Storefront analytics events (spec 2 §7 POST /public/analytics/onde/event): what happened, with
 * its small flat params, per partner. Written once, read by reports outside the API.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { partners } from './partners.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    /** Time-ordered (UUID v7). */
    id: uuid('id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_partner_event_idx').on(t.partnerId, t.event, t.id)],
);
