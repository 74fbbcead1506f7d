/**
 * Orders as rows: written once at placement, then only their status, payment and courier move.
 * Every read takes the owner, so one customer never reads another's order.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { couriers, orderReviews, orderStatusEvents, orders } from '#api/db/schema/index.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

export type OrderRow = typeof orders.$inferSelect;
/** An order with the courier's name and phone, once one is assigned. */
export interface OrderRecord {
  order: OrderRow;
  courier: { name: string; phone: string } | null;
  /** Which reviews the customer has written (none when absent: a new or just-moved order). */
  reviewed?: { vendor: boolean; courier: boolean };
}
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'number'>;

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

export async function insertOrder(tx: Db, row: NewOrderRow, actor: OrderActor): Promise<OrderRow> {
  const [inserted] = await tx.insert(orders).values(row).returning();
  if (!inserted) throw new Error('order insert returned nothing');
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: inserted.id, status: inserted.status, actor });
  return inserted;
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
