/**
 * Reviews of a finished order (spec 2 §3 "Review: orderId, vendorReview, courierReview"): at most
 * one of the vendor and one of the courier per order, written by the order's customer within
 * 48 hours of completion. The vendor's `rating` and `rating_count` follow them.
 */
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { couriers, customers } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

export const REVIEW_SUBJECTS = ['VENDOR', 'COURIER'] as const;

export const orderReviews = pgTable(
  'order_reviews',
  {
    /** Time-ordered (UUID v7): the customer's list is newest first by id. */
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: REVIEW_SUBJECTS }).notNull(),
    /** Copied from the order, so the vendor's rating is recomputed without a join. */
    vendorId: uuid('vendor_id').notNull(),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // Once each: a second review of the same subject collides here, even when two race.
    uniqueIndex('order_reviews_order_subject_idx').on(t.orderId, t.subject),
    index('order_reviews_customer_idx').on(t.customerId, t.id),
    index('order_reviews_vendor_idx')
      .on(t.vendorId)
      .where(sql`${t.subject} = 'VENDOR'`),
    check('order_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
