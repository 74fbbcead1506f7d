import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RefreshingCache', () => {
  it('loads a missing key once for concurrent callers', async () => {
    const cache = new RefreshingCache<number>({ ttlMs: 1_000 });
    const pending = deferred<number>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    pending.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('serves a stale entry at once while one background reload runs', async () => {
    let now = 0;
    const cache = new RefreshingCache<string>({ ttlMs: 100, maxStaleMs: 1_000, clock: () => now });
    await cache.get('k', async () => 'first');
    now = 150;
    const reload = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return reload.promise;
    };
    expect(await cache.get('k', load)).toBe('first');
    expect(await cache.get('k', load)).toBe('first');
    expect(loads).toBe(1);
    reload.resolve('second');
    await reload.promise;
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe('second');
  });

  it('waits for a reload once an entry is too old to serve', async () => {
    let now = 0;
    const cache = new RefreshingCache<string>({ ttlMs: 100, maxStaleMs: 100, clock: () => now });
    await cache.get('k', async () => 'old');
    now = 500;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps the stale entry when a background reload fails, and reports the failure', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = new RefreshingCache<string>({
      ttlMs: 100,
      clock: () => now,
      onRefreshError: (error) => errors.push(error),
    });
    await cache.get('k', async () => 'kept');
    now = 150;
    expect(await cache.get('k', () => Promise.reject(new Error('db down')))).toBe('kept');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    expect(cache.peek('k')).toBe('kept');
  });

  it('does not cache a failed first load', async () => {
    const cache = new RefreshingCache<string>({ ttlMs: 1_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(await cache.get('k', async () => 'later')).toBe('later');
  });

  it('caches nothing with a zero TTL', async () => {
    const cache = new RefreshingCache<number>({ ttlMs: 0 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
