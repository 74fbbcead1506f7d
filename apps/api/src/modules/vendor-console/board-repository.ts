/** The console's reads and the kitchen's notes; every read is scoped to one vendor. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { OrderRow } from '#api/modules/orders/order-repository.ts';
import { orders, vendorOrderNotes } from '#api/db/schema/index.ts';
import type { NotesRow } from './board-view.ts';
import { BOARD_STATUSES } from './board-view.ts';

export interface VendorScope {
  partnerId: string;
  vendorId: string;
}

export interface BoardRecord {
  order: OrderRow;
  notes: NotesRow | null;
}

export async function listBoard(db: Db, scope: VendorScope): Promise<BoardRecord[]> {
  const rows = await db
    .select({ order: orders, notes: vendorOrderNotes })
    .from(orders)
    .leftJoin(vendorOrderNotes, eq(vendorOrderNotes.orderId, orders.id))
    .where(
      and(
        eq(orders.partnerId, scope.partnerId),
        eq(orders.vendorId, scope.vendorId),
        inArray(orders.status, [...BOARD_STATUSES]),
      ),
    )
    .orderBy(asc(orders.id));
  return rows;
}

/** One of the vendor's orders; another vendor's or partner's order is null, like a missing one. */
export async function findVendorOrder(
  db: Db,
  scope: VendorScope,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<BoardRecord | null> {
  const query = db
    .select({ order: orders, notes: vendorOrderNotes })
    .from(orders)
    .leftJoin(vendorOrderNotes, eq(vendorOrderNotes.orderId, orders.id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.partnerId, scope.partnerId),
        eq(orders.vendorId, scope.vendorId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

type NotesChange = Partial<
  Pick<NotesRow, 'preparationMinutes' | 'readyBy' | 'readyAt' | 'declineReason'>
>;

export async function writeNotes(
  db: Db,
  orderId: string,
  change: NotesChange,
  now: Date,
): Promise<void> {
  await db
    .insert(vendorOrderNotes)
    .values({ orderId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: vendorOrderNotes.orderId, set: { ...change, updatedAt: now } });
}
