/**
 * Review rows, and the vendor rating they move. The rating changes in the statement that counts
 * the new review in, inside the review's transaction: the `vendors` write bumps catalog_version
 * (decision 013), so browsing shows the new rating on its next request.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { orderReviews, orders, vendors } from '#api/db/schema/index.ts';

export type ReviewRow = typeof orderReviews.$inferSelect;
type NewReviewRow = typeof orderReviews.$inferInsert;

/** The new row, or null when this order's subject was reviewed already. */
export async function insertReview(tx: Db, row: NewReviewRow): Promise<ReviewRow | null> {
  const [inserted] = await tx.insert(orderReviews).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * Adds one rating to the vendor's average. The count starts from what the vendor already had
 * (the seeded marketplace, or ratings brought from an earlier system), so the average is a
 * running one over all of them; one UPDATE reads and writes the row, so racing reviews of one
 * vendor each count once.
 */
export async function addVendorRating(tx: Db, vendorId: string, rating: number): Promise<void> {
  await tx
    .update(vendors)
    .set({
      rating: sql`(coalesce(${vendors.rating}, 0) * ${vendors.ratingCount} + ${rating}) / (${vendors.ratingCount} + 1)`,
      ratingCount: sql`${vendors.ratingCount} + 1`,
    })
    .where(eq(vendors.id, vendorId));
}

export async function reviewsOfOrders(db: Db, orderIds: string[]): Promise<ReviewRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderReviews).where(inArray(orderReviews.orderId, orderIds));
}

const REVIEWS_LIST_MAX = 100;

/** The customer's reviewed orders, the most recently reviewed first. */
export async function reviewedOrdersOf(db: Db, customerId: string) {
  const latest = sql<string>`max(${orderReviews.id}::text)`;
  return db
    .select({
      id: orders.id,
      number: orders.number,
      vendorId: orders.vendorId,
      vendorName: orders.vendorName,
      completedAt: orders.completedAt,
      latest,
    })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .where(eq(orderReviews.customerId, customerId))
    .groupBy(orders.id)
    .orderBy(desc(latest))
    .limit(REVIEWS_LIST_MAX);
}
