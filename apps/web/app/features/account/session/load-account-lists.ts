import { browserApi } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { getFavourites } from '#app/lib/api/get-favourites.ts';
import { favouriteStore } from '#app/lib/favourites/favourite-store.ts';
import { getActiveOrderCount } from '../api/get-active-orders.ts';
import { getCards } from '../api/get-cards.ts';
import { getPromoCodes } from '#app/lib/api/get-promo-codes.ts';
import { accountListsStore, type AccountLists } from './account-lists.ts';
import { activeOrderCount } from './active-order-count.ts';

let inFlight: Promise<AccountLists> | null = null;
const waiting = new Set<(lists: AccountLists | null) => void>();

async function fetchLists(config: ClientConfig): Promise<AccountLists> {
  const startedAt = accountListsStore.epoch();
  const api = browserApi(config);
  // A list that cannot be had stays "not loaded": its readers keep what the server drew.
  const orNull = <T>(pending: Promise<T>) => pending.catch(() => null);
  const [addresses, cards, promoCodes, activeOrders, favourites] = await Promise.all([
    orNull(getAddresses(api)),
    orNull(getCards(api)),
    orNull(getPromoCodes(api)),
    // The Orders badge's count (spec 2 "GET /customer/me/orders/active").
    orNull(getActiveOrderCount(api)),
    // The hearts read no favourites of their own: these are the ids they show.
    orNull(getFavourites(api)),
  ]);
  // A logout while the lists were on their way leaves them out: they are the old account's.
  if (startedAt === accountListsStore.epoch()) {
    activeOrderCount.set(activeOrders);
    if (favourites) {
      favouriteStore.replace({
        vendor: favourites.vendors.map((vendor) => vendor.id),
        product: favourites.products.map((product) => product.id),
      });
    }
  }
  accountListsStore.set(
    { addresses, cards, promoCodes: promoCodes?.promoCodes ?? null },
    startedAt,
  );
  const lists = accountListsStore.get();
  for (const resolve of waiting) resolve(lists);
  return lists;
}

/**
 * Spec 1 §4: "After login … the user is loaded. Then active orders, favourites, payment
 * methods, promo codes and addresses load in parallel." Started by the root whenever it loads
 * the customer (account-session.ts); callers that ask while a load is running share it.
 */
export function loadAccountLists(config: ClientConfig): Promise<AccountLists> {
  inFlight ??= fetchLists(config).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The lists of the next load to finish, for the sign-in flow: it asks, then reloads the user,
 * and the root loads the lists for that user. Null when none comes within `timeoutMs` (the flow
 * then does without them).
 */
export function nextAccountLists(timeoutMs = 5000): Promise<AccountLists | null> {
  return new Promise((resolve) => {
    const done = (lists: AccountLists | null) => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve(lists);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    waiting.add(done);
  });
}
