/**
 * A bounded least-recently-used cache whose entries expire `ttlMs` after they were built: the
 * value handed out may be up to `ttlMs` old, never older. Bounded by entry count and by a total
 * weight (for response bodies, their length), evicting the least recently read first.
 * Concurrent misses of one key share one build, so a popular key that expires under load is
 * built once, not once per waiting request.
 */
export interface LruCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** Most total weight kept; one value heavier than this is handed out but not kept. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  expiresAt: number;
}

export class LruCache<V> {
  /** Map order is recency order: a read moves its key to the end. */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly building = new Map<string, Promise<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;
  private readonly clock: () => number;
  private totalWeight = 0;

  constructor(options: LruCacheOptions<V>) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.weigh = options.weigh ?? (() => 1);
    this.clock = options.clock ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.clock()) {
      this.totalWeight -= entry.weight;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    const weight = this.weigh(value);
    if (this.ttlMs <= 0 || weight > this.maxWeight) return;
    this.entries.set(key, { value, weight, expiresAt: this.clock() + this.ttlMs });
    this.totalWeight += weight;
    while (this.entries.size > this.maxEntries || this.totalWeight > this.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /** The cached value, else the one being built for the key, else a new build. */
  getOrBuild(key: string, build: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.building.get(key);
    if (pending) return pending;
    const started = build()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, started);
    return started;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
