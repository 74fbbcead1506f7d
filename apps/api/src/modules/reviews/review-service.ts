/**
 * Writing and listing reviews. A review is written under the order's row lock, so the checks
 * (completed, within the window, not reviewed yet) and the insert see the same order; the unique
 * index on (order, subject) still refuses a second one should anything slip past.
 */
import type { z } from 'zod';
import type { reviewRequestSchema, reviewResponseSchema } from '@souk/contracts';
import { isWithinReviewWindow } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import { orderNotFound } from '#api/modules/orders/order-errors.ts';
import { findOwnOrder } from '#api/modules/orders/order-repository.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { orderHasNoCourier, orderNotReviewable, reviewAlreadyExists } from './review-errors.ts';
import type { ReviewRow } from './review-repository.ts';
import {
  addVendorRating,
  insertReview,
  reviewedOrdersOf,
  reviewsOfOrders,
} from './review-repository.ts';

type ReviewRequest = z.output<typeof reviewRequestSchema>;
type Review = z.infer<typeof reviewResponseSchema>['review'];
type Subject = ReviewRow['subject'];

interface ReviewedOrder {
  id: string;
  number: number;
  vendorId: string;
  vendorName: string;
  completedAt: Date | null;
}

function part(rows: ReviewRow[], subject: Subject) {
  const row = rows.find((candidate) => candidate.subject === subject);
  return row
    ? { rating: row.rating, text: row.text, createdAt: row.createdAt.toISOString() }
    : null;
}

function toReview(order: ReviewedOrder, rows: ReviewRow[]): Review {
  return {
    orderId: order.id,
    orderNumber: String(order.number),
    vendorId: order.vendorId,
    vendorName: order.vendorName,
    completedAt: order.completedAt?.toISOString() ?? null,
    vendorReview: part(rows, 'VENDOR'),
    courierReview: part(rows, 'COURIER'),
  };
}

export class ReviewService {
  constructor(private readonly options: { db: Db; now: () => Date }) {}

  async write(
    owner: CustomerOwner,
    orderId: string,
    subject: Subject,
    request: ReviewRequest,
  ): Promise<Review> {
    const { db, now } = this.options;
    return db.transaction(async (tx) => {
      const record = await findOwnOrder(tx, owner, orderId, { lock: true });
      if (!record) throw orderNotFound();
      const { order } = record;
      const at = now();
      if (!isWithinReviewWindow(order.status, order.completedAt, at)) throw orderNotReviewable();
      if (subject === 'COURIER' && order.courierId === null) throw orderHasNoCourier();
      const inserted = await insertReview(tx, {
        id: uuidV7(at),
        orderId: order.id,
        customerId: owner.customerId,
        subject,
        vendorId: order.vendorId,
        courierId: subject === 'COURIER' ? order.courierId : null,
        rating: request.rating,
        text: request.text,
        createdAt: at,
      });
      if (!inserted) throw reviewAlreadyExists(subject);
      if (subject === 'VENDOR') await addVendorRating(tx, order.vendorId, request.rating);
      return toReview(order, await reviewsOfOrders(tx, [order.id]));
    });
  }

  async list(owner: CustomerOwner): Promise<Review[]> {
    const { db } = this.options;
    const orders = await reviewedOrdersOf(db, owner.customerId);
    const rows = await reviewsOfOrders(
      db,
      orders.map((order) => order.id),
    );
    return orders.map((order) =>
      toReview(
        order,
        rows.filter((row) => row.orderId === order.id),
      ),
    );
  }
}
