/**
 * Orders as rows: written once at placement, then only their status, payment and courier move.
 * Every read takes the owner, so one customer never reads another's order.
 */
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderActor, OrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import {
  carts,
  couriers,
  orderReviews,
  orderStatusEvents,
  orders,
  promoCodeRedemptions,
  vendorCarts,
} from '#api/db/schema/index.ts';
import { preparedSql, rowsOf } from '#api/db/per-connection.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

export type OrderRow = typeof orders.$inferSelect;
/** An order with the courier's name and phone, once one is assigned. */
export interface OrderRecord {
  order: OrderRow;
  courier: { name: string; phone: string } | null;
  /** Which reviews the customer has written (none when absent: a new or just-moved order). */
  reviewed?: { vendor: boolean; courier: boolean };
}

/** The newest first: ids are time-ordered. */
const ORDERS_LIST_MAX = 100;

const reviewedAs = (subject: 'VENDOR' | 'COURIER') =>
  sql<boolean>`exists (select 1 from ${orderReviews} where ${orderReviews.orderId} = ${orders.id} and ${orderReviews.subject} = ${subject})`;

function selectRecords(db: Db) {
  return db
    .select({
      order: orders,
      courier: { name: couriers.name, phone: couriers.phone },
      reviewed: { vendor: reviewedAs('VENDOR'), courier: reviewedAs('COURIER') },
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId));
}

/** Columns placement leaves to later moves (the courier, completion) or to the vendor's data. */
const UNSET_AT_PLACEMENT = {
  vendorAddress: null,
  courierId: null,
  courierLatitude: null,
  courierLongitude: null,
  completedAt: null,
} satisfies Partial<OrderRow>;

/** An order as placement writes it: every column but its number, which the database counts. */
export type PlacedOrderValues = Omit<OrderRow, 'number' | keyof typeof UNSET_AT_PLACEMENT>;

/** What placement changes in the cart besides writing the order. */
export interface OrderedCartPart {
  cartId: string;
  vendorCartId: string;
  /** The cart's new `updated_at`. */
  now: Date;
}

const writtenColumns = Object.entries(getTableColumns(orders)).filter(
  ([key]) => key !== 'number' && !(key in UNSET_AT_PLACEMENT),
) as [keyof PlacedOrderValues, AnyPgColumn][];

const name = (column: AnyPgColumn) => sql.identifier(column.name);

/**
 * Placement's writes as one statement (one round trip instead of five): the order, its first
 * status event, the promo code's use when it has one, the ordered vendor part leaving the cart
 * (its lines go with it) and the cart's tip and code reset. Foreign keys between the parts are
 * checked at the end of the statement, when the order exists.
 */
function buildPlaceStatement() {
  const placeholder = (key: string) => sql.placeholder(key);
  return sql`
    with placed as (
      insert into ${orders} (${sql.join(
        writtenColumns.map(([, column]) => name(column)),
        sql`, `,
      )})
      values (${sql.join(
        writtenColumns.map(([key]) => placeholder(key)),
        sql`, `,
      )})
      returning ${name(orders.id)}, ${name(orders.number)}, ${name(orders.status)},
        ${name(orders.customerId)}, ${name(orders.promoCodeId)}, ${name(orders.promoDiscount)}
    ),
    first_status as (
      insert into ${orderStatusEvents} (${name(orderStatusEvents.orderId)}, ${name(orderStatusEvents.status)}, ${name(orderStatusEvents.actor)})
      select ${name(orders.id)}, ${name(orders.status)}, ${placeholder('actor')}::text from placed
    ),
    promo_use as (
      insert into ${promoCodeRedemptions} (${name(promoCodeRedemptions.promoCodeId)}, ${name(promoCodeRedemptions.customerId)}, ${name(promoCodeRedemptions.orderId)}, ${name(promoCodeRedemptions.discountTotal)})
      select ${name(orders.promoCodeId)}, ${name(orders.customerId)}, ${name(orders.id)}, ${name(orders.promoDiscount)}
      from placed where ${name(orders.promoCodeId)} is not null
    ),
    ordered_part as (
      delete from ${vendorCarts} where ${name(vendorCarts.id)} = ${placeholder('vendorCartId')}::uuid
    ),
    cart_left as (
      update ${carts} set ${name(carts.tipAmount)} = 0, ${name(carts.promoCodeId)} = null,
        ${name(carts.updatedAt)} = ${placeholder('cartUpdatedAt')}::timestamptz
      where ${name(carts.id)} = ${placeholder('cartId')}::uuid
    )
    select ${name(orders.number)}::text as ${name(orders.number)} from placed
  `;
}

/** A value as its column sends it to the driver (JSON for jsonb, ISO text for timestamps). */
function driverValue(column: AnyPgColumn, value: unknown): unknown {
  return value === null ? null : column.mapToDriverValue(value);
}

/**
 * Writes a placed order, its first status and its promo code's use, and takes the ordered part
 * out of the cart, in one round trip (the caller holds the cart's lock).
 */
export async function insertPlacedOrder(
  tx: Db,
  values: PlacedOrderValues,
  actor: OrderActor,
  cartPart: OrderedCartPart,
): Promise<OrderRow> {
  const parameters: Record<string, unknown> = {
    actor,
    vendorCartId: cartPart.vendorCartId,
    cartId: cartPart.cartId,
    cartUpdatedAt: cartPart.now.toISOString(),
  };
  for (const [key, column] of writtenColumns) parameters[key] = driverValue(column, values[key]);
  const result = await preparedSql(tx, 'order_place', buildPlaceStatement).execute(parameters);
  const [placed] = rowsOf<{ number: string }>(result);
  if (!placed) throw new Error('order insert returned nothing');
  return { ...values, ...UNSET_AT_PLACEMENT, number: Number(placed.number) };
}

export async function findOwnOrder(
  db: Db,
  owner: CustomerOwner,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord | null> {
  const query = selectRecords(db)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, owner.customerId),
        eq(orders.partnerId, owner.partnerId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

export async function findOrder(db: Db, orderId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listOwnOrders(
  db: Db,
  owner: CustomerOwner,
  statuses?: readonly OrderStatus[],
): Promise<OrderRecord[]> {
  const mine = and(eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId));
  return selectRecords(db)
    .where(statuses ? and(mine, inArray(orders.status, [...statuses])) : mine)
    .orderBy(desc(orders.id))
    .limit(ORDERS_LIST_MAX);
}

/** Moves the order and records who did; the caller has checked the move is allowed. */
export async function setOrderStatus(
  tx: Db,
  order: OrderRow,
  status: OrderStatus,
  actor: OrderActor,
  now: Date,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      status,
      updatedAt: now,
      ...(status === 'COMPLETED' ? { completedAt: now } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  await tx.insert(orderStatusEvents).values({ orderId: order.id, status, actor, createdAt: now });
  return updated;
}
