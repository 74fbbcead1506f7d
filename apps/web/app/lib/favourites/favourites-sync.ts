import { browserApi } from '#app/lib/api-client.ts';
import { getFavourites } from '#app/lib/api/get-favourites.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { favouriteStore, type FavouriteKind } from './favourite-store.ts';

let loading: Promise<void> | null = null;
let settled = false;

/**
 * One GET /api/customer/me/favourites per page load, however many hearts ask. `fresh` reads
 * them again once the last read has finished (the account's lists are reloaded with the
 * customer); a read still running is shared either way.
 */
export function loadFavourites(
  config: ClientConfig,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  if (fresh && settled) loading = null;
  if (loading) return loading;
  settled = false;
  const current = getFavourites(browserApi(config))
    .then((favourites) =>
      favouriteStore.replace({
        vendor: favourites.vendors.map((vendor) => vendor.id),
        product: favourites.products.map((product) => product.id),
      }),
    )
    .catch((error: unknown) => {
      if (loading === current) loading = null; // the next heart may try again
      throw error;
    })
    .finally(() => {
      if (loading === current) settled = true;
    });
  loading = current;
  return current;
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
