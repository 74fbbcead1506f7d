/**
 * The rows of the carts read or written lately, shared by cart reads and adds (see
 * `findCartWhole`): a cart's rows are used again only while its row's version is still the one
 * they were kept at, so they are right whichever process wrote the cart last.
 */
import { LruCache } from '#api/lib/lru-cache.ts';
import type { CartRowsAtVersion, CartRowsKeeper } from './cart-repository.ts';

/** Carts whose rows are kept: a few KB each. */
const KEPT_CARTS_MAX = 5_000;
/**
 * How long rows are kept after they were read from the database or written: this only frees
 * the memory of carts left alone; it is never why rows are trusted.
 */
const KEPT_CARTS_TTL_MS = 15 * 60_000;

export function keptCartRows(): CartRowsKeeper {
  return new LruCache<CartRowsAtVersion>({ ttlMs: KEPT_CARTS_TTL_MS, maxEntries: KEPT_CARTS_MAX });
}
