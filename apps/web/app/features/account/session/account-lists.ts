import type { Address, Card, customerPromoCodesResponseSchema } from '@souk/contracts';

type CustomerPromoCode = ReturnType<
  typeof customerPromoCodesResponseSchema.parse
>['promoCodes'][number];

/**
 * The signed-in customer's lists that spec 1 §4 loads right after the user ("active orders,
 * favourites, payment methods, promo codes and addresses load in parallel"), kept for every page
 * of this tab. Favourite ids live in the favourites feature's own store, which the hearts read.
 * Null means "not loaded" (anonymous, still loading, or the call failed): readers then fall back
 * to what the server rendered.
 */
export interface AccountLists {
  addresses: readonly Address[] | null;
  /** Spec 1's "payment methods": the saved cards. */
  cards: readonly Card[] | null;
  promoCodes: readonly CustomerPromoCode[] | null;
}

export const NO_ACCOUNT_LISTS: AccountLists = Object.freeze({
  addresses: null,
  cards: null,
  promoCodes: null,
});

let lists: AccountLists = NO_ACCOUNT_LISTS;
/** Bumped by clear(): a load that started before a logout must not bring the old lists back. */
let epoch = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** A `useSyncExternalStore` source; its server snapshot is NO_ACCOUNT_LISTS. */
export const accountListsStore = {
  get: (): AccountLists => lists,
  epoch: (): number => epoch,
  /** Keeps `next` only when no clear() happened since `startedAt` (an epoch()). */
  set(next: Partial<AccountLists>, startedAt: number) {
    if (startedAt !== epoch) return;
    lists = { ...lists, ...next };
    emit();
  },
  /** Logout and deletion (spec 1 §4): nothing of the old account stays readable. */
  clear() {
    epoch += 1;
    if (lists === NO_ACCOUNT_LISTS) return;
    lists = NO_ACCOUNT_LISTS;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
