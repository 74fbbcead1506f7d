/**
 * Push notifications waiting to go out. A row is written in the same transaction as the order's
 * status change, so a change that commits always gets its notification and a rolled-back one
 * never does; a worker sends it afterwards and retries with growing waits. Who receives it (the
 * customer's devices) and in which language are read when it is sent, so the status change
 * itself does no more than this one insert.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The status the order moved to. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    /**
     * When a worker may take the row next. Claiming pushes it forward by a lease, so a worker
     * that dies mid-send leaves the row to another one once the lease is over.
     */
    dueAt: at('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Devices already reached, so a retry after a partial failure does not notify them twice. */
    deliveredTokens: text('delivered_tokens').array().notNull().default([]),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    gaveUpAt: at('gave_up_at'),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    index('push_outbox_order_idx').on(t.orderId),
  ],
);
