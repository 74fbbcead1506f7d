/**
 * The cart's products and vendors kept in memory between calls, as current as the database.
 *
 * Every cart read already fetches the cart row; it fetches `catalog_version` with it (one number,
 * the catalogue's one freshness rule: decision 013, catalog/catalog-freshness.ts). Triggers bump
 * that version in the same transaction as any write to a catalogue table, so a reader that sees
 * version V also sees every catalogue change up to V. Rows loaded after seeing V are therefore at least as new as V and may serve
 * every later reader that sees V; a reader that sees a newer V drops them all. A product hidden a
 * moment ago is still reported on the very next read, as decision 009 requires, without reading
 * the product and vendor rows on every call.
 */
import type { Db } from '#api/db/client.ts';
import type { CartProduct, CartVendor } from './cart-catalog.ts';
import { loadCartProducts, loadCartVendors } from './cart-catalog.ts';
import type { LocalityRow } from './cart-repository.ts';
import { loadLocalities } from './cart-repository.ts';

/** A marketplace's carts touch a few thousand products; past this the memory is given back. */
const MAX_ENTRIES = 20_000;

type Loader<T> = (db: Db, ids: readonly string[]) => Promise<Map<string, T>>;

class VersionedRows<T> {
  private version = Number.NEGATIVE_INFINITY;
  /** `null`: the row does not exist (a removed product) as of `version`. */
  private readonly rows = new Map<string, T | null>();

  constructor(private readonly load: Loader<T>) {}

  async get(db: Db, ids: readonly string[], version: number): Promise<Map<string, T>> {
    if (version > this.version) {
      this.rows.clear();
      this.version = version;
    } else if (version < this.version) {
      // A reader whose snapshot predates what is kept: it must not see newer rows, nor keep its own.
      return this.load(db, ids);
    }
    const result = new Map<string, T>();
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row === undefined) missing.push(id);
      else if (row !== null) result.set(id, row);
    }
    if (missing.length === 0) return result;
    const loaded = await this.load(db, missing);
    // The version may have moved on while loading; rows then belong to nobody.
    const keep = this.version === version;
    if (keep && this.rows.size + missing.length > MAX_ENTRIES) this.rows.clear();
    for (const id of missing) {
      const row = loaded.get(id) ?? null;
      if (keep) this.rows.set(id, row);
      if (row !== null) result.set(id, row);
    }
    return result;
  }
}

export class CartCatalogCache {
  private readonly productRows = new VersionedRows<CartProduct>(loadCartProducts);
  private readonly vendorRows = new VersionedRows<CartVendor>(loadCartVendors);
  private readonly localityRows = new VersionedRows<LocalityRow>(loadLocalities);

  async locality(db: Db, id: string, version: number): Promise<LocalityRow | null> {
    return (await this.localityRows.get(db, [id], version)).get(id) ?? null;
  }

  products(db: Db, ids: readonly string[], version: number) {
    return this.productRows.get(db, [...new Set(ids)], version);
  }

  vendors(db: Db, ids: readonly string[], version: number) {
    return this.vendorRows.get(db, [...new Set(ids)], version);
  }
}
