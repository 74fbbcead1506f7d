/**
 * What a signed-in customer keeps: delivery addresses, favourite vendors and products, and
 * stored payment cards. Rows carry the partner as well as the customer, so every read and
 * write is scoped to both in its own WHERE clause.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { products, vendors } from './catalog.ts';
import { partners } from './partners.ts';

/** The address components of spec 1 §3, as the geocoder or the client gave them. */
export interface AddressComponentsRow {
  externalSource: 'web_onde' | 'web_gpa' | null;
  externalId: string | null;
  plusCode: string | null;
  formattedAddress: string | null;
  shortAddress: string | null;
  shortAddressExt: string | null;
  countryName: string | null;
  countryCodeISO2: string | null;
  adminArea: string | null;
  adminAreaCode: string | null;
  subAdminArea: string | null;
  locality: string | null;
  subLocality: string | null;
  street: string | null;
  streetNumber: string | null;
  premise: string | null;
  postalCode: string | null;
  postalCodeSuffix: string | null;
}

const ownerColumns = () => ({
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
});

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    ...ownerColumns(),
    name: text('name'),
    apartmentNumber: text('apartment_number'),
    comment: text('comment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    shortAddress: text('short_address').notNull(),
    shortAddressExt: text('short_address_ext'),
    addressComponents: jsonb('address_components').$type<AddressComponentsRow>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_owner_idx').on(t.customerId, t.partnerId, t.createdAt)],
);

export const favouriteVendors = pgTable(
  'favourite_vendors',
  {
    ...ownerColumns(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.vendorId] }),
    index('favourite_vendors_vendor_idx').on(t.vendorId),
  ],
);

export const favouriteProducts = pgTable(
  'favourite_products',
  {
    ...ownerColumns(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('favourite_products_product_idx').on(t.productId),
  ],
);

/**
 * Cards the payment gateway bound. Unbinding keeps the row (orders paid with it still name
 * it) and stamps `unbound_at`; at most one bound card per customer is the default.
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    id: id(),
    ...ownerColumns(),
    /** Stars and the last 4 digits; null when the gateway sent none ("broken card"). */
    maskedCardNumber: text('masked_card_number'),
    /** The gateway's reference for charging the card again; never sent to the browser. */
    gatewayToken: text('gateway_token'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    unboundAt: timestamp('unbound_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('customer_cards_owner_idx').on(t.customerId, t.partnerId, t.createdAt),
    uniqueIndex('customer_cards_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.unboundAt} is null`),
  ],
);
