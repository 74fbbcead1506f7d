import { LAST_ADDRESS_ID_STORAGE_KEY } from '@souk/core';
import { clearPendingCode } from '../auth/pending-code.ts';
import { favouriteStore } from '#app/lib/favourites/favourite-store.ts';
import { accountListsStore } from './account-lists.ts';

/**
 * Spec 1 §4: logout and account deletion clear "the stored last address, the local cart and the
 * stored username" (spec 1 §9 storage keys lastAddressId, cartId, cart). The in-memory lists
 * (addresses, cards, promo codes, favourites) are emptied here too, so nothing of the old
 * account shows while the caller reloads the home page, which starts everything over signed out.
 */
const ACCOUNT_STORAGE_KEYS = {
  session: [LAST_ADDRESS_ID_STORAGE_KEY],
  // The last address is kept in both: local storage carries it to new tabs.
  local: ['cartId', 'cart', 'username', LAST_ADDRESS_ID_STORAGE_KEY],
} as const;

export function clearAccountState(): void {
  accountListsStore.clear();
  favouriteStore.clear();
  try {
    for (const key of ACCOUNT_STORAGE_KEYS.session) sessionStorage.removeItem(key);
    for (const key of ACCOUNT_STORAGE_KEYS.local) localStorage.removeItem(key);
    clearPendingCode();
  } catch {
    // Storage can be unavailable (private modes): nothing was kept there then.
  }
}
