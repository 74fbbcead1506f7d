import { browserApi } from '#app/lib/api-client.ts';
import { getFavourites } from '#app/lib/api/get-favourites.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { favouriteStore, type FavouriteKind } from './favourite-store.ts';

/**
 * Reads the favourites into the hearts' store. Only the account's lists call it (spec 1 §4: after
 * the user, favourites load in parallel with the other lists), so the hearts make no read of
 * their own and a page asks once per loaded customer.
 */
export async function loadFavourites(config: ClientConfig): Promise<void> {
  const favourites = await getFavourites(browserApi(config));
  favouriteStore.replace({
    vendor: favourites.vendors.map((vendor) => vendor.id),
    product: favourites.products.map((product) => product.id),
  });
}

const PATHS: Record<FavouriteKind, string> = { vendor: 'vendors', product: 'products' };
const nothing = { parse: () => undefined };

/**
 * Optimistic: the heart changes at once and changes back when the API refuses. Resolves to
 * whether the change was kept.
 */
export async function toggleFavourite(
  config: ClientConfig,
  kind: FavouriteKind,
  id: string,
): Promise<boolean> {
  const wasOn = favouriteStore.has(kind, id);
  favouriteStore.set(kind, id, !wasOn);
  const path = `/api/customer/me/favourites/${PATHS[kind]}/${encodeURIComponent(id)}` as const;
  try {
    const api = browserApi(config);
    if (wasOn) await api.delete(path, nothing);
    else await api.post(path, {}, nothing);
    return true;
  } catch {
    favouriteStore.set(kind, id, wasOn);
    return false;
  }
}
