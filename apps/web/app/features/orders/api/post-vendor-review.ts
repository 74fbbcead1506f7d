import { reviewResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

export interface ReviewInput {
  rating: number;
  text: string;
}

/** POST /customer/me/orders/{id}/vendor_review. */
export async function postVendorReview(
  api: ApiClient,
  orderId: string,
  review: ReviewInput,
): Promise<void> {
  await api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/vendor_review`,
    review,
    reviewResponseSchema,
  );
}
