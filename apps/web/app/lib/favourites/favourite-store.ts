import { createStore } from '#app/lib/create-store.ts';

/**
 * The favourite ids the hearts read (spec 1 §3 "Favourites: a list of products and a list of
 * vendors"). Tiny on purpose: every list page loads it first. The account's lists fill it
 * (load-account-lists.ts); saving is in favourites-sync.ts, which loads only for signed-in
 * customers.
 */
export type FavouriteKind = 'vendor' | 'product';

interface Favourites {
  ids: Readonly<Record<FavouriteKind, ReadonlySet<string>>>;
  /** Read from the API at least once since the page loaded (or since the last logout). */
  loaded: boolean;
}

const NONE: Favourites = { ids: { vendor: new Set(), product: new Set() }, loaded: false };
const store = createStore(NONE);

export const favouriteStore = {
  has: (kind: FavouriteKind, id: string) => store.get().ids[kind].has(id),
  /**
   * One heart's snapshot: bit 1 = favourite, bit 2 = favourites read from the API. The server
   * snapshot is 0, so a heart hydrates as the server drew it and updates right after.
   */
  state(kind: FavouriteKind, id: string) {
    const { ids, loaded } = store.get();
    return (ids[kind].has(id) ? 1 : 0) | (loaded ? 2 : 0);
  },
  set(kind: FavouriteKind, id: string, on: boolean) {
    const { ids, loaded } = store.get();
    const next = new Set(ids[kind]);
    if (on) next.add(id);
    else next.delete(id);
    store.set({ ids: { ...ids, [kind]: next }, loaded });
  },
  replace(next: Record<FavouriteKind, readonly string[]>) {
    store.set({
      ids: { vendor: new Set(next.vendor), product: new Set(next.product) },
      loaded: true,
    });
  },
  /** Logout and deletion (spec 1 §4 "clears … favourites"): back to "not read". */
  clear: () => store.set(NONE),
  subscribe: store.subscribe,
};
