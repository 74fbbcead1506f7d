import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { favouriteStore, type FavouriteKind } from './favourite-store.ts';

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
