/**
 * Card payments and card bindings, and the built-in sandbox gateway's own records.
 *
 * `payments` is Souk's side: one row per attempt to pay an order (or to bind a card), with the
 * amount copied from the order on the server. At most one attempt per order is open (PENDING)
 * and at most one is AUTHORIZED, which the partial unique indexes enforce whatever the timing.
 * `payment_webhook_events` remembers every gateway event id taken, so a replayed event changes
 * nothing. The `sandbox_*` tables belong to the sandbox gateway, which stands in for an outside
 * service: Souk's payment code never reads them.
 */
import { sql } from 'drizzle-orm';
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
import { customers } from './accounts.ts';
import { createdAt } from './columns.ts';
import { customerCards } from './customer-data.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PaymentKind = 'ORDER_PAYMENT' | 'CARD_BINDING';

export const payments = pgTable(
  'payments',
  {
    /** The transactionID the storefront sends back; time-ordered and unguessable. */
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null for a card binding. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Minor units, from the order's finalTotal; 0 for a binding. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment (a sandbox session, a PaymentIntent); set once known. */
    gatewayReference: text('gateway_reference'),
    /** The saved card charged; null for a card typed into the hosted form. */
    cardId: uuid('card_id').references(() => customerCards.id),
    /** A new card is kept once the payment goes through. */
    saveCard: boolean('save_card').notNull().default(false),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_gateway_reference_idx').on(t.gateway, t.gatewayReference),
    uniqueIndex('payments_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'PENDING' and ${t.orderId} is not null`),
    uniqueIndex('payments_one_authorized_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'AUTHORIZED' and ${t.orderId} is not null`),
  ],
);

/** Gateway events already taken; the primary key refuses the same event twice. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  gateway: text('gateway').notNull(),
  eventId: text('event_id').primaryKey(),
  receivedAt: createdAt(),
});

/** SUCCEEDED holds the money; CAPTURED took it, REFUNDED gave it back, CANCELED released it. */
export type SandboxSessionStatus =
  'OPEN' | 'CHALLENGE' | 'SUCCEEDED' | 'CAPTURED' | 'REFUNDED' | 'FAILED' | 'CANCELED';

/** One hosted-form session of the sandbox gateway (a payment or a card binding). */
export const sandboxSessions = pgTable('sandbox_sessions', {
  /** Random and unguessable: it is the capability in the form's URL. */
  id: text('id').primaryKey(),
  /** The merchant's reference (Souk's payment id): the same reference is the same session. */
  reference: text('reference').notNull().unique(),
  mode: text('mode').$type<'PAYMENT' | 'BINDING'>().notNull(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  language: text('language').notNull(),
  status: text('status').$type<SandboxSessionStatus>().notNull(),
  failureCode: text('failure_code'),
  /** Token of the card used, once one was. */
  cardToken: text('card_token'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Cards the sandbox has tokenised: the last four digits and how the test card behaves. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});
