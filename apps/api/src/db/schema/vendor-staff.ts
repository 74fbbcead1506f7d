/**
 * The vendor console's data: the people who work a vendor's counter (signed in by phone code,
 * like couriers, into sessions of their own), the edits they made to orders with the money each
 * gave back, and which stores they paused.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.ts';
import { vendors } from './catalog.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A staff member of one vendor; the phone signs in, per partner once. */
export const vendorStaff = pgTable(
  'vendor_staff',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_staff_partner_phone_idx').on(t.partnerId, t.phone)],
);

export const vendorStaffSessions = pgTable(
  'vendor_staff_sessions',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => vendorStaff.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** SHA-256 of the random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('vendor_staff_sessions_staff_idx').on(t.staffId)],
);

/** FAILED: the gateway refused every try; the refund is left to a person (see refundLastError). */
export const ORDER_EDIT_REFUND_STATUSES = ['NONE', 'PENDING', 'REFUNDED', 'FAILED'] as const;

/**
 * One edit of an order by its vendor: the totals before and after, and for a captured card
 * payment the difference given back. The row's id is the refund's idempotency key, so a retried
 * refund never pays out twice.
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => vendorStaff.id, { onDelete: 'set null' }),
    oldTotal: integer('old_total').notNull(),
    newTotal: integer('new_total').notNull(),
    /** Minor units to give back to the card; 0 for cash. */
    refundAmount: integer('refund_amount').notNull().default(0),
    refundStatus: text('refund_status', { enum: ORDER_EDIT_REFUND_STATUSES })
      .notNull()
      .default('NONE'),
    /**
     * When the refund retries (refund-retries.ts) may take a PENDING refund next. The edit's own
     * try after its commit comes first; claiming pushes it a lease ahead, so a process that dies
     * mid-call leaves the refund to another once the lease is over.
     */
    refundDueAt: at('refund_due_at').notNull().defaultNow(),
    /** Gateway calls made for the refund so far, the edit's own try included. */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundLastError: text('refund_last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_edits_order_idx').on(t.orderId, t.createdAt),
    index('order_edits_refund_due_idx')
      .on(t.refundDueAt)
      .where(sql`${t.refundStatus} = 'PENDING'`),
  ],
);

/**
 * A store its staff paused: it is off the storefront (vendors.visible is false) until they
 * resume it. Kept apart from `visible` so staff can only bring back what they paused, never a
 * vendor the operator hid.
 */
export const vendorPauses = pgTable('vendor_pauses', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => vendorStaff.id, { onDelete: 'set null' }),
  pausedAt: at('paused_at').notNull(),
});

/**
 * What the kitchen said about an order: the preparation time given on accept, when a delivery
 * was marked ready for its courier, or why it was declined. One row per order.
 */
export const vendorOrderNotes = pgTable('vendor_order_notes', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  preparationMinutes: integer('preparation_minutes'),
  readyBy: at('ready_by'),
  readyAt: at('ready_at'),
  declineReason: text('decline_reason'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type VendorStaffRow = typeof vendorStaff.$inferSelect;
export type OrderEditRow = typeof orderEdits.$inferSelect;
