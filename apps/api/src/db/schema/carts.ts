/**
 * Carts (spec 2 §3): one cart per owner, a vendor cart per vendor, lines per product choice;
 * promo codes and their redemptions.
 *
 * Lines keep no price: prices are read from the live catalogue on every read. Product and
 * vendor ids carry no foreign key on purpose, so a product deleted from the menu stays in the
 * cart long enough to be reported as PRODUCT_REMOVED.
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { localities } from './localities.ts';
import { partners } from './partners.ts';
import type { PaymentType, ReceiptType } from './shared-types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const carts = pgTable(
  'carts',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    /** The owner when signed in; else the guest below. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest credential (cookie souk_guest or X-Guest-Token); never the token. */
    guestTokenHash: text('guest_token_hash'),
    receiptType: text('receipt_type').$type<ReceiptType>().notNull().default('DELIVERY'),
    paymentType: text('payment_type').$type<PaymentType>(),
    paymentMethod: text('payment_method'),
    customerAddressId: uuid('customer_address_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Local date-time in the locality's zone, `YYYY-MM-DDTHH:MM:SS`; null means ASAP. */
    preorderDateTime: text('preorder_date_time'),
    /** Minor units. */
    tipAmount: integer('tip_amount').notNull().default(0),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_idx')
      .on(t.customerId)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('carts_guest_idx')
      .on(t.guestTokenHash)
      .where(sql`${t.guestTokenHash} is not null`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const vendorCarts = pgTable(
  'vendor_carts',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    /** Utensils asked for. */
    cutlery: integer('cutlery').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_carts_cart_vendor_idx').on(t.cartId, t.vendorId)],
);

/** One picked component of a line: `count` units of `componentId` in `groupId`. */
export interface CartLineComponentRow {
  groupId: string;
  componentId: string;
  count: number;
}

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    vendorCartId: uuid('vendor_cart_id')
      .notNull()
      .references(() => vendorCarts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    count: integer('count').notNull(),
    comment: text('comment').notNull().default(''),
    /** Sorted by group then component id, so equal choices compare equal. */
    components: jsonb('components').$type<CartLineComponentRow[]>().notNull().default([]),
    /** Canonical text of `components`: the same product, components and comment add up. */
    componentsKey: text('components_key').notNull().default(''),
    /** The name when added, shown if the product is later deleted. */
    productName: text('product_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_choice_idx').on(
      t.vendorCartId,
      t.productId,
      t.componentsKey,
      t.comment,
    ),
    index('cart_lines_cart_idx').on(t.cartId),
  ],
);

export const PROMO_CODE_TYPES = ['FIXED', 'PERCENT', 'FREE_DELIVERY'] as const;

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Upper case; codes are matched without regard to case. */
    code: text('code').notNull(),
    type: text('type', { enum: PROMO_CODE_TYPES }).notNull(),
    /** FIXED: minor units off; PERCENT: whole percent off; FREE_DELIVERY: unused. */
    value: integer('value').notNull().default(0),
    /** PERCENT: the most minor units it takes off; null means no cap. */
    maxDiscount: integer('max_discount'),
    /** Minor units the lines must reach. */
    minCartTotal: integer('min_cart_total').notNull().default(0),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    /** Redemptions over all customers; null means no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Only these vendors' parts count; empty means every vendor. */
    vendorIds: jsonb('vendor_ids').$type<string[]>().notNull().default([]),
    /** Only this locality; null means every locality of the partner. */
    localityId: uuid('locality_id').references(() => localities.id, { onDelete: 'cascade' }),
    /** A personal code, usable by this customer only. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_partner_code_idx').on(t.partnerId, t.code)],
);

/** A use of a code, written when an order is placed with it. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: id(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    discountTotal: integer('discount_total').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_redemptions_code_idx').on(t.promoCodeId, t.customerId)],
);
