/**
 * Product records for search results, kept for one catalogue version (catalog-freshness.ts): a
 * typo, its correction and the next keystroke mostly list the same products. Whether a product
 * is shown at all is decided by the search query, which reads visibility from current rows.
 */
import type { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';

export type CatalogRecordsLoader = Pick<
  CatalogRepository,
  'productRecordsByIds' | 'productSummariesByIds'
>;

/** Enough for the results of a couple of hundred distinct searches. */
const RECORD_ENTRIES = 10_000;

export class ProductRecords<R extends { id: string }> {
  private version = Number.NEGATIVE_INFINITY;
  private readonly records = new Map<string, R>();

  constructor(private readonly load: (ids: string[]) => Promise<R[]>) {}

  /**
   * Records by id as of `version`; ids of products no longer visible are missing from the map.
   * A request that read an older version than the one kept loads its own and keeps none.
   */
  async byIds(ids: readonly string[], version: number): Promise<Map<string, R>> {
    if (version > this.version) {
      this.version = version;
      this.records.clear();
    }
    const found = new Map<string, R>();
    const missing: string[] = [];
    for (const id of ids) {
      const record = version === this.version ? this.records.get(id) : undefined;
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await this.load(missing);
    const keep = version === this.version;
    if (keep && this.records.size + loaded.length > RECORD_ENTRIES) this.records.clear();
    for (const record of loaded) {
      if (keep) this.records.set(record.id, record);
      found.set(record.id, record);
    }
    return found;
  }
}
