import { LAST_ADDRESS_ID_STORAGE_KEY } from '@souk/core';
import { clearPendingCode } from '../auth/pending-code.ts';

/**
 * Spec 1 §4: logout and account deletion clear "the stored last address, the local cart and the
 * stored username" (spec 1 §9 storage keys lastAddressId, cartId, cart). User, addresses,
 * cards, favourites and orders live in memory and the server's answers: the caller reloads the
 * home page, which starts them over signed out.
 */
export const ACCOUNT_STORAGE_KEYS = {
  session: [LAST_ADDRESS_ID_STORAGE_KEY],
  local: ['cartId', 'cart', 'username'],
} as const;

export function clearAccountState(): void {
  try {
    for (const key of ACCOUNT_STORAGE_KEYS.session) sessionStorage.removeItem(key);
    for (const key of ACCOUNT_STORAGE_KEYS.local) localStorage.removeItem(key);
    clearPendingCode();
  } catch {
    // Storage can be unavailable (private modes): nothing was kept there then.
  }
}
