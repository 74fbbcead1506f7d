import type { Address, Card, customerPromoCodesResponseSchema } from '@souk/contracts';
import { createStore } from '#app/lib/create-store.ts';

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

const lists = createStore(NO_ACCOUNT_LISTS);
/** Bumped by clear(): a load that started before a logout must not bring the old lists back. */
let epoch = 0;

/** A store whose server value is NO_ACCOUNT_LISTS. */
export const accountListsStore = {
  get: lists.get,
  epoch: (): number => epoch,
  /** Keeps `next` only when no clear() happened since `startedAt` (an epoch()). */
  set(next: Partial<AccountLists>, startedAt: number) {
    if (startedAt === epoch) lists.set({ ...lists.get(), ...next });
  },
  /** Logout and deletion (spec 1 §4): nothing of the old account stays readable. */
  clear() {
    epoch += 1;
    if (lists.get() !== NO_ACCOUNT_LISTS) lists.set(NO_ACCOUNT_LISTS);
  },
  subscribe: lists.subscribe,
};
