/** What the cart operations share: the database, the clock and the locked-write helper. */
import type { Db } from '#api/db/client.ts';
import type { CartOwner } from './cart-owner.ts';
import { ownsCart } from './cart-owner.ts';
import { pipelinedTransaction } from '#api/db/pipelined-transaction.ts';
import { cartNotFound } from './cart-errors.ts';
import type { CartCatalogCache } from './cart-catalog-cache.ts';
import type { CartRow, CartRowsKeeper, LocalityRow, WholeCart } from './cart-repository.ts';
import { findVendorCart, lockCartWhole, touchCart } from './cart-repository.ts';
import type { VendorCartRow } from './cart-repository.ts';

export interface CartDeps {
  db: Db;
  now: () => Date;
  /** PostgreSQL: commit cart writes without waiting for the WAL flush (see withLockedCart). */
  relaxedDurability?: boolean;
  /** Products and vendors in memory, checked against catalog_version on every read. */
  catalog: CartCatalogCache;
  /**
   * The rows of carts read or written lately (kept-cart-rows.ts): an add decides from them while
   * the cart's version is theirs, and keeps the rows it wrote.
   */
  kept?: CartRowsKeeper;
}

/**
 * Runs `write` in a transaction holding the cart row's lock, after checking the caller owns the
 * cart (404 otherwise). Writes to one cart therefore happen one at a time.
 */
export async function withLockedCart<T>(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  write: (tx: Db, cart: CartRow, locality: LocalityRow, whole: WholeCart) => Promise<T>,
  options: { touched?: boolean } = {},
): Promise<T> {
  // BEGIN leaves with the lock statement, and a write that ends with a prepared statement sends
  // COMMIT with it (`commitWith`): an add of a product already in the cart is two round trips.
  return pipelinedTransaction(deps.db, async (tx) => {
    // A cart change is worth less than a wait for the disk: after a crash the last fraction of a
    // second of cart edits may be lost (never half of one), while orders keep full durability.
    const locked = await lockCartWhole(tx, cartId, deps.catalog, deps.relaxedDurability);
    if (!locked || !ownsCart(owner, locked.cart)) throw cartNotFound();
    const result = await write(tx, locked.cart, locked.locality, locked);
    // A write that already stamped the cart (in the statement of its change) says so.
    if (!options.touched) await touchCart(tx, cartId);
    return result;
  });
}

/** Like withLockedCart, addressed by a vendor cart id (the `/carts/{vendorCartId}/…` paths). */
export async function withLockedVendorCart<T>(
  deps: CartDeps,
  owner: CartOwner,
  vendorCartId: string,
  write: (
    tx: Db,
    cart: CartRow,
    vendorCart: VendorCartRow,
    locality: LocalityRow,
    whole: WholeCart,
  ) => Promise<T>,
): Promise<{ cartId: string; result: T }> {
  const found = await findVendorCart(deps.db, vendorCartId);
  if (!found) throw cartNotFound();
  const result = await withLockedCart(
    deps,
    owner,
    found.cartId,
    async (tx, cart, locality, whole) => {
      // The vendor cart may have gone while we waited for the lock.
      const vendorCart = whole.contents.vendorCarts.find((row) => row.id === vendorCartId);
      if (!vendorCart) throw cartNotFound();
      return write(tx, cart, vendorCart, locality, whole);
    },
  );
  return { cartId: found.cartId, result };
}
