/**
 * Reviews (spec 2 §3 "Review: orderId, vendorReview, courierReview"; §7 vendor_review and
 * courier_review; spec 1 §7 GET /customer/me/reviews). The spec leaves the inner fields open:
 * a review is a whole-star rating from 1 to 5 and an optional text.
 *
 * A review may be written only for a COMPLETED order, within 48 hours of its completion, once
 * for the vendor and, when a courier delivered it, once for the courier.
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

/** Longest review text accepted; longer is a 400 with a field error. */
const REVIEW_TEXT_MAX_LENGTH = 1000;

/** POST /customer/me/orders/{id}/vendor_review and …/courier_review. */
export const reviewRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().max(REVIEW_TEXT_MAX_LENGTH).default(''),
});

const reviewPartSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});

/** One order's reviews; a part is null until it is written. */
const reviewSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  completedAt: z.string().nullable(),
  vendorReview: reviewPartSchema.nullable(),
  courierReview: reviewPartSchema.nullable(),
});

/** The answer of both POSTs (201): the order's reviews as they now stand. */
export const reviewResponseSchema = z.object({ review: reviewSchema });

/** GET /customer/me/reviews: the customer's reviewed orders, newest review first. */
export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });

export const REVIEW_ERROR_TYPES = {
  /** Not COMPLETED, or completed more than 48 hours ago. */
  notReviewable: { type: 'OrderNotReviewableException', errorCode: 'order_not_reviewable' },
  /** This order's vendor (or courier) was reviewed already. */
  alreadyReviewed: { type: 'ReviewAlreadyExistsException', errorCode: 'review_already_exists' },
  /** A courier review for an order no courier delivered (takeaway, or none assigned). */
  noCourier: { type: 'OrderHasNoCourierException', errorCode: 'order_has_no_courier' },
} as const;

export const reviewErrorSchema = apiErrorSchema;
