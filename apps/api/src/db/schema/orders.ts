/**
 * Orders: one vendor's part of a cart, frozen at placement. Lines, prices, the address and the
 * vendor's name are copied in, so a later menu or profile change never rewrites an order.
 * Money is integer minor units of `currencyCode`.
 *
 * Ids are time-ordered UUIDs (v7), so "newest first" is "orderId descending" and still not
 * guessable; `number` is the short human number shown as "#1042".
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { couriers, customers } from './accounts.ts';
import { createdAt } from './columns.ts';
import type { I18nText } from './columns.ts';
import { localities } from './localities.ts';
import { partners } from './partners.ts';
import type { PaymentType, ReceiptType } from './shared-types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface OrderLineComponentRow {
  groupId: string;
  componentId: string;
  name: string;
  count: number;
  price: number;
}

/** One frozen line: what was charged, with the choices that make reorder possible. */
export interface OrderLineRow {
  productId: string;
  name: string;
  nameI18n: I18nText;
  count: number;
  price: number;
  originalPrice: number;
  totalPrice: number;
  comment: string;
  components: OrderLineComponentRow[];
  image: { basePath: string; variants: { w: number; h: number; n: string }[] } | null;
}

export interface OrderDiscountRow {
  type: 'PRODUCT' | 'PROMO_CODE' | 'FREE_DELIVERY';
  discountTotal: number;
}

export interface OrderAddressRow {
  text: string;
  latitude: number;
  longitude: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The vendor keeps no foreign key: an order outlives the vendor's listing. */
    vendorId: uuid('vendor_id').notNull(),
    status: text('status').notNull(),
    receiptType: text('receipt_type').$type<ReceiptType>().notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    /** A saved card's id when paid with one. */
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status'),
    localityCode: text('locality_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    /**
     * The locality's IANA time zone when the order was placed: the customer sees the order's
     * dates in the city it was placed in, whichever zone the server or the browser is in.
     */
    timeZone: text('time_zone').notNull(),
    vendorName: text('vendor_name').notNull(),
    vendorAvatar: jsonb('vendor_avatar').$type<OrderLineRow['image']>(),
    vendorAddress: text('vendor_address'),
    address: jsonb('address').$type<OrderAddressRow>(),
    /** Local date-time in the locality's zone; null means as soon as possible. */
    preorderDateTime: text('preorder_date_time'),
    lines: jsonb('lines').$type<OrderLineRow[]>().notNull(),
    utensils: integer('utensils').notNull().default(0),
    cartTotal: integer('cart_total').notNull(),
    originalTotal: integer('original_total').notNull(),
    deliveryTotal: integer('delivery_total').notNull(),
    tipAmount: integer('tip_amount').notNull().default(0),
    discounts: jsonb('discounts').$type<OrderDiscountRow[]>().notNull().default([]),
    finalTotal: integer('final_total').notNull(),
    promoCodeId: uuid('promo_code_id'),
    promoCode: text('promo_code'),
    promoType: text('promo_type'),
    promoDiscount: integer('promo_discount').notNull().default(0),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    courierLatitude: doublePrecision('courier_latitude'),
    courierLongitude: doublePrecision('courier_longitude'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_active_idx')
      .on(t.status)
      .where(sql`${t.status} not in ('COMPLETED', 'DECLINED', 'CANCELED', 'CANCELLED')`),
    // A courier's every position report looks up the orders they carry: without this, each
    // report read every active order of the marketplace.
    index('orders_courier_active_idx')
      .on(t.courierId)
      .where(
        sql`${t.courierId} is not null and ${t.status} not in ('COMPLETED', 'DECLINED', 'CANCELED', 'CANCELLED')`,
      ),
  ],
);

/** Every status an order went through, who moved it, and when. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Idempotency keys of order placement: the same key with the same body answers the stored
 * answer again; with another body it is refused. A row whose answer is still null belongs to
 * a placement in progress. Rows older than a day are pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and canonical body. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
