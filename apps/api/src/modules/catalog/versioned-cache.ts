/**
 * Values loaded from the catalogue, kept for one `catalog_version` (catalog-freshness.ts). A
 * caller passes the version its request read: a newer one drops everything kept, the same one is
 * answered from memory (concurrent misses of a key share one load), and an older one (a request
 * that read the version just before a write) gets a load of its own that is not kept, so nobody
 * reading the newer version is ever handed what it loaded.
 */
/** Where the values of the current version are kept (search keeps its answers by weight). */
export interface CacheStore<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
}

export class VersionedCache<V> {
  private version = Number.NEGATIVE_INFINITY;
  private readonly entries: CacheStore<V>;
  private readonly loading = new Map<string, Promise<V>>();

  /** A number: at most that many keys, after which the store starts over. */
  constructor(store: CacheStore<V> | number) {
    this.entries = typeof store === 'number' ? boundedMap(store) : store;
  }

  get(key: string, version: number, load: () => Promise<V>): Promise<V> {
    if (version < this.version) return load();
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
      this.loading.clear();
    }
    const kept = this.entries.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load()
      .then((value) => {
        if (this.version === version) this.entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key);
      });
    this.loading.set(key, started);
    return started;
  }
}

/** One Map lookup per read: when full it is emptied rather than tracking recency. */
function boundedMap<V>(maxEntries: number): CacheStore<V> {
  const map = new Map<string, V>();
  return {
    get: (key) => map.get(key),
    set: (key, value) => {
      if (map.size >= maxEntries && !map.has(key)) map.clear();
      map.set(key, value);
    },
    clear: () => map.clear(),
  };
}
