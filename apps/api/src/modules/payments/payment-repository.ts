/** Payment rows. Callers lock the order before its payments, always in that order. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { customerCards, paymentWebhookEvents, payments } from '#api/db/schema/index.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

export type PaymentRow = typeof payments.$inferSelect;
type NewPaymentRow = typeof payments.$inferInsert;

export async function insertPayment(tx: Db, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

export async function findPayment(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order's one open (PENDING) payment, if any. */
export async function findOpenPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
    .limit(1);
  return row ?? null;
}

/** The order's payments in any of `statuses`, oldest first. */
export function findSettlingPayments(
  db: Db,
  orderId: string,
  statuses: string[],
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, statuses)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function findByGatewayReference(
  db: Db,
  gateway: string,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference)))
    .limit(1);
  return row ?? null;
}

export async function updatePayment(
  tx: Db,
  id: string,
  change: Partial<Pick<PaymentRow, 'status' | 'gatewayReference' | 'failureCode' | 'updatedAt'>>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(change).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished while locked`);
  return row;
}

/** False when this gateway event was taken before. */
export async function claimEvent(tx: Db, gateway: string, eventId: string): Promise<boolean> {
  const claimed = await tx
    .insert(paymentWebhookEvents)
    .values({ gateway, eventId: `${gateway}:${eventId}` })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return claimed.length > 0;
}

/** The customer's bound card with its gateway token, or null. */
export async function findChargeableCard(db: Db, owner: CustomerOwner, cardId: string) {
  const [card] = await db
    .select({
      id: customerCards.id,
      token: customerCards.gatewayToken,
      unboundAt: customerCards.unboundAt,
    })
    .from(customerCards)
    .where(
      and(
        eq(customerCards.id, cardId),
        eq(customerCards.customerId, owner.customerId),
        eq(customerCards.partnerId, owner.partnerId),
      ),
    );
  return card && !card.unboundAt ? card : null;
}
