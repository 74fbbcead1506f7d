import type { CartResponse } from '@souk/contracts/cart';
import { ApiRequestError, type ApiClient } from '#app/lib/api-client.ts';
import { getUserCart } from './get-user-cart.ts';

/**
 * The page request's customer's cart as a cart answer, or null: for a visitor who is not
 * signed in (a guest's cart is known only to the browser), a customer without a cart, or an
 * API that failed (the page then reads the cart in the browser, as for a guest).
 */
export async function customerCartOrNull(
  api: ApiClient,
  init?: RequestInit,
): Promise<CartResponse | null> {
  try {
    const { cart, validateCartResult } = await getUserCart(api, init);
    return cart && validateCartResult ? { cart, validateCartResult } : null;
  } catch (error) {
    if (error instanceof Response) throw error; // a suspended partner's redirect
    if (!(error instanceof ApiRequestError && error.status === 401))
      console.error('The customer cart failed to load for the cart page', error);
    return null;
  }
}
