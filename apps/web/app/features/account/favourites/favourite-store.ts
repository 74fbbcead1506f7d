/**
 * The favourite ids the hearts read (spec 1 §3 "Favourites: a list of products and a list of
 * vendors"). Tiny on purpose: every list page loads it first; fetching and saving are in
 * favourites-sync.ts, which loads only for signed-in customers.
 */
export type FavouriteKind = 'vendor' | 'product';

const ids: Record<FavouriteKind, Set<string>> = { vendor: new Set(), product: new Set() };
const listeners = new Set<() => void>();
let version = 0;

export const favouriteStore = {
  has: (kind: FavouriteKind, id: string) => ids[kind].has(id),
  /** Changes with every write, so useSyncExternalStore re-reads. */
  version: () => version,
  serverVersion: () => 0,
  set(kind: FavouriteKind, id: string, on: boolean) {
    if (on) ids[kind].add(id);
    else ids[kind].delete(id);
    version += 1;
    for (const listener of listeners) listener();
  },
  replace(next: Record<FavouriteKind, readonly string[]>) {
    ids.vendor = new Set(next.vendor);
    ids.product = new Set(next.product);
    version += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
