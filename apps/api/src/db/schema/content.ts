import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { I18nText } from './columns.ts';
import { id } from './columns.ts';
import { partners } from './partners.ts';

export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
    bodyI18n: jsonb('body_i18n').$type<I18nText>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_pages_partner_slug_idx').on(t.partnerId, t.slug),
    index('content_pages_partner_sort_idx').on(t.partnerId, t.sortOrder),
  ],
);
