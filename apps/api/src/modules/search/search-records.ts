/**
 * Product records for search results, kept for a few seconds: a typo, its correction and the
 * next keystroke mostly list the same products, and loading a record with its option groups
 * costs three queries. A record may be up to `ttlMs` old (price, names); whether it is shown
 * at all is decided by the search query, which reads visibility from current rows.
 */
import type { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import type { ProductRecord } from '#api/modules/catalog/catalog-records.ts';
import { LruCache } from './lru-cache.ts';

export type CatalogRecordsLoader = Pick<CatalogRepository, 'productRecordsByIds'>;

/** Enough for the results of a couple of hundred distinct searches. */
const RECORD_ENTRIES = 10_000;

export class ProductRecords {
  private readonly cache: LruCache<ProductRecord>;

  constructor(
    private readonly loader: CatalogRecordsLoader,
    options: { ttlMs: number; clock: () => number },
  ) {
    this.cache = new LruCache({ ...options, maxEntries: RECORD_ENTRIES });
  }

  /** Records by id; ids of products no longer visible are missing from the map. */
  async byIds(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
    const found = new Map<string, ProductRecord>();
    const missing: string[] = [];
    for (const id of ids) {
      const record = this.cache.get(id);
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const record of await this.loader.productRecordsByIds(missing)) {
        this.cache.set(record.id, record);
        found.set(record.id, record);
      }
    }
    return found;
  }
}
