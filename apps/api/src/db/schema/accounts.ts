/**
 * Customers, couriers, their sessions, and the one-time SMS codes that sign them in.
 * Secrets (session tokens, SMS codes) are stored only as keyed hashes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { localities } from './localities.ts';
import { partners } from './partners.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CUSTOMER_STATUSES = ['ACTIVE', 'DELETION_SCHEDULED', 'DELETED'] as const;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** E.164; null once the account is anonymised or for a partner-token login without one. */
    phone: text('phone'),
    /** The partner's own user id, from a partner-signed login token. */
    partnerUserId: text('partner_user_id'),
    /** The third-party sign-in provider's user id (Firebase uid). */
    firebaseUid: text('firebase_uid'),
    name: text('name'),
    birthDate: date('birth_date', { mode: 'string' }),
    email: text('email'),
    healthyLifestyle: boolean('healthy_lifestyle').notNull().default(false),
    lang: text('lang'),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('ACTIVE'),
    /** When a scheduled deletion becomes due; logging in again clears it. */
    deletionDueAt: at('deletion_due_at'),
    anonymisedAt: at('anonymised_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_partner_phone_idx').on(t.partnerId, t.phone),
    uniqueIndex('customers_partner_user_idx').on(t.partnerId, t.partnerUserId),
    uniqueIndex('customers_partner_firebase_idx').on(t.partnerId, t.firebaseUid),
    index('customers_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null`),
  ],
);

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** SHA-256 of the random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Push token of the device that holds this session (PUT /customer/me/session/fcm-token). */
    fcmToken: text('fcm_token'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** Null: the courier works in every locality of the partner. */
    localityId: uuid('locality_id').references(() => localities.id),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('couriers_partner_phone_idx').on(t.partnerId, t.phone)],
);

export const courierSessions = pgTable(
  'courier_sessions',
  {
    id: id(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('courier_sessions_courier_idx').on(t.courierId)],
);

export const PHONE_AUDIENCES = ['CUSTOMER', 'COURIER', 'VENDOR'] as const;
export type PhoneAudience = (typeof PHONE_AUDIENCES)[number];

/** One SMS code sent; a new code for the same phone supersedes the older ones. */
export const phoneConfirmations = pgTable(
  'phone_confirmations',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    audience: text('audience', { enum: PHONE_AUDIENCES }).notNull(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code keyed with the server's auth secret and this row's id. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong tries so far; counted before comparing, so parallel guesses cannot exceed the cap. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('phone_confirmations_lookup_idx').on(t.partnerId, t.audience, t.phone, t.createdAt),
  ],
);

/** Fixed-window counters for the sign-in limits; kept in the database so a restart resets nothing. */
export const authRateCounters = pgTable(
  'auth_rate_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Server-generated secrets kept with the data, used when the configuration sets none. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;
