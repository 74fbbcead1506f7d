import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Pictures are composed on demand (emoji artwork on a brand-coloured background) and cached on
 * disk per variant, so the seed never downloads or pre-renders anything.
 */
export const images = pgTable('images', {
  id: id(),
  kind: text('kind', {
    enum: ['vendor-cover', 'vendor-avatar', 'product', 'banner', 'category', 'logo'],
  }).notNull(),
  /** Emoji code points joined by '-', as in the Twemoji file names (e.g. '1f355'). */
  emoji: text('emoji').notNull(),
  background: text('background').notNull(),
  label: text('label'),
  createdAt: createdAt(),
});
