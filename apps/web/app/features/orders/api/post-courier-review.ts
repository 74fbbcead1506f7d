import { reviewResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';
import type { ReviewInput } from './post-vendor-review.ts';

/** POST /customer/me/orders/{id}/courier_review (only where a courier delivered the order). */
export async function postCourierReview(
  api: ApiClient,
  orderId: string,
  review: ReviewInput,
): Promise<void> {
  await api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/courier_review`,
    review,
    reviewResponseSchema,
  );
}
