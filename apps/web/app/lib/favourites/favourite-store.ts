/**
 * The favourite ids the hearts read (spec 1 §3 "Favourites: a list of products and a list of
 * vendors"). Tiny on purpose: every list page loads it first; fetching and saving are in
 * favourites-sync.ts, which loads only for signed-in customers.
 */
export type FavouriteKind = 'vendor' | 'product';

const ids: Record<FavouriteKind, Set<string>> = { vendor: new Set(), product: new Set() };
const listeners = new Set<() => void>();
let loaded = false;

export const favouriteStore = {
  has: (kind: FavouriteKind, id: string) => ids[kind].has(id),
  /**
   * One heart's snapshot: bit 1 = favourite, bit 2 = favourites read from the API. The server
   * snapshot is 0, so a heart hydrates as the server drew it and updates right after.
   */
  state: (kind: FavouriteKind, id: string) => (ids[kind].has(id) ? 1 : 0) | (loaded ? 2 : 0),
  set(kind: FavouriteKind, id: string, on: boolean) {
    if (on) ids[kind].add(id);
    else ids[kind].delete(id);
    for (const listener of listeners) listener();
  },
  replace(next: Record<FavouriteKind, readonly string[]>) {
    ids.vendor = new Set(next.vendor);
    ids.product = new Set(next.product);
    loaded = true;
    for (const listener of listeners) listener();
  },
  /** Logout and deletion (spec 1 §4 "clears … favourites"): back to "not read". */
  clear() {
    ids.vendor = new Set();
    ids.product = new Set();
    loaded = false;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
