import { addressListSchema, type Address } from '@souk/contracts/address';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * GET /customer/me/addresses: the signed-in customer's saved addresses. Shared by the account
 * (lists, selector, address modals) and the cart (the checkout's address step).
 */
export function getAddresses(api: ApiClient, init?: RequestInit): Promise<Address[]> {
  return api.get('/api/customer/me/addresses', addressListSchema, init);
}

/** The server-state cache's key for the saved addresses (lib/server-state.ts). */
export const ADDRESSES_KEY = 'customer-addresses';
