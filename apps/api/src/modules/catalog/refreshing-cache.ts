/**
 * A cache for data read on every browsing call and allowed to be seconds old. Unlike TtlCache it
 * (1) loads a missing key once however many requests ask at the same time, and (2) once an entry
 * is older than `ttlMs` keeps answering with it while one reload runs in the background, so no
 * request waits for a reload of a hot key. An entry older than `maxStaleMs` is not served.
 */
export interface RefreshingCacheOptions {
  ttlMs: number;
  /** How long past `ttlMs` a stale entry may still be served while it reloads. */
  maxStaleMs?: number;
  maxEntries?: number;
  clock?: () => number;
  /** Told about background reloads that failed; the stale entry stays until it is too old. */
  onRefreshError?: (error: unknown) => void;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export class RefreshingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly ttlMs: number;
  private readonly maxStaleMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly onRefreshError: (error: unknown) => void;

  constructor(options: RefreshingCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxStaleMs = options.maxStaleMs ?? options.ttlMs * 12;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.clock = options.clock ?? Date.now;
    this.onRefreshError = options.onRefreshError ?? (() => undefined);
  }

  /** `load` gets the entry it replaces, so it may check whether anything changed and keep it. */
  get(key: string, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.clock() - entry.loadedAt;
      if (age < this.ttlMs) return Promise.resolve(entry.value);
      if (age < this.ttlMs + this.maxStaleMs) {
        if (!this.loading.has(key)) this.reload(key, load).catch(this.onRefreshError);
        return Promise.resolve(entry.value);
      }
    }
    return this.loading.get(key) ?? this.reload(key, load);
  }

  /** The fresh-or-stale value without loading; undefined on a miss. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.clock() - entry.loadedAt >= this.ttlMs + this.maxStaleMs) return undefined;
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  private reload(key: string, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    const pending = load(this.entries.get(key)?.value)
      .then((value) => {
        if (this.ttlMs > 0) {
          if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
          this.entries.set(key, { value, loadedAt: this.clock() });
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, pending);
    return pending;
  }
}
