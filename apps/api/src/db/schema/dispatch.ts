/**
 * Couriers at work and the deliveries offered to them. A courier's presence says whether they
 * take deliveries now and where their device last was; dispatch offers a delivery to one
 * courier at a time and keeps every answer, so a courier who refused or let an offer lapse is
 * never asked about the same order again.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { couriers } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const courierPresence = pgTable('courier_presence', {
  courierId: uuid('courier_id')
    .primaryKey()
    .references(() => couriers.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(false),
  /** The device's last reported position; null until the first one. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  positionAt: at('position_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const DELIVERY_OFFER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REFUSED',
  'EXPIRED',
  /** The order got a courier some other way, or stopped needing one. */
  'WITHDRAWN',
] as const;
export type DeliveryOfferStatus = (typeof DELIVERY_OFFER_STATUSES)[number];

export const deliveryOffers = pgTable(
  'delivery_offers',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryOfferStatus>().notNull().default('PENDING'),
    /** Metres from the courier's position to the vendor when offered. */
    distanceMeters: doublePrecision('distance_meters').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    // Each courier is asked about an order once.
    uniqueIndex('delivery_offers_order_courier_idx').on(t.orderId, t.courierId),
    // At most one open offer per order and per courier, whatever several processes do at once.
    uniqueIndex('delivery_offers_pending_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('delivery_offers_pending_courier_idx')
      .on(t.courierId)
      .where(sql`${t.status} = 'PENDING'`),
    index('delivery_offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
