import { reviewsResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

export type CustomerReview = ReturnType<typeof reviewsResponseSchema.parse>['reviews'][number];

/** GET /customer/me/reviews: the customer's reviewed orders, newest first. */
export async function getReviews(api: ApiClient, init?: RequestInit): Promise<CustomerReview[]> {
  const { reviews } = await api.get('/api/customer/me/reviews', reviewsResponseSchema, init);
  return reviews;
}
