import { userCartResponseSchema, type UserCartResponse } from '@souk/contracts/cart';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * GET /customer/me/cart: the signed-in customer's cart (a customer has one per partner). The
 * cart store reads it when no cart id is kept; the cart page's loader reads it to draw the
 * cart on the server.
 */
export function getUserCart(api: ApiClient, init?: RequestInit): Promise<UserCartResponse> {
  return api.get('/api/customer/me/cart', userCartResponseSchema, init);
}
