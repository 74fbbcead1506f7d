/**
 * The demo simulator's orders: each new order it takes on, the simulated courier it gave the
 * order, when its next step is due and which process holds it. The order's own status and
 * courier position are the rest of the state, so a restarted server carries on where the last
 * one stopped.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { couriers } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const demoSimulations = pgTable(
  'demo_simulations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    dueAt: at('due_at').notNull(),
    /** When the courier left the vendor; the position on the route follows from it. */
    driveStartedAt: at('drive_started_at'),
    /** The process working on the order now, until `heldUntil` (a lease, so a dead one lets go). */
    heldBy: text('held_by'),
    heldUntil: at('held_until'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_simulations_due_idx')
      .on(t.dueAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);
