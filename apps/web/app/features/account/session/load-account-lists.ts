import {
  addressListSchema,
  cardListSchema,
  customerPromoCodesResponseSchema,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/load-context.ts';
import { loadFavourites } from '../favourites/favourites-sync.ts';
import { accountListsStore, type AccountLists } from './account-lists.ts';

let inFlight: Promise<AccountLists> | null = null;

async function fetchLists(config: ClientConfig): Promise<AccountLists> {
  const startedAt = accountListsStore.epoch();
  const api = browserApi(config);
  // A list that cannot be had stays "not loaded": its readers keep what the server drew.
  const orNull = <T>(pending: Promise<T>) => pending.catch(() => null);
  const [addresses, cards, promoCodes] = await Promise.all([
    orNull(api.get('/api/customer/me/addresses', addressListSchema)),
    orNull(api.get('/api/customer/me/cards', cardListSchema)),
    orNull(api.get('/api/customer/me/promo-codes', customerPromoCodesResponseSchema)),
    // Into the hearts' store (favourite ids).
    loadFavourites(config, { fresh: true }).catch(() => undefined),
    // Active orders join this list when orders exist (spec 2 "GET /customer/me/orders/active"):
    // one more call here and one more list in AccountLists.
  ]);
  accountListsStore.set(
    { addresses, cards, promoCodes: promoCodes?.promoCodes ?? null },
    startedAt,
  );
  return accountListsStore.get();
}

/**
 * Spec 1 §4: "After login … the user is loaded. Then active orders, favourites, payment
 * methods, promo codes and addresses load in parallel." Called after a sign-in and whenever the
 * page's customer is (re)loaded; callers that ask while a load is running share it.
 */
export function loadAccountLists(config: ClientConfig): Promise<AccountLists> {
  inFlight ??= fetchLists(config).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
