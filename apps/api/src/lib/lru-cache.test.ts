import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

function clockAt(start = 1_000_000) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

describe('LruCache', () => {
  it('hands a value out until it is ttlMs old, never at ttlMs or later', () => {
    const clock = clockAt();
    const cache = new LruCache<string>({ ttlMs: 5_000, maxEntries: 10, clock: clock.read });
    cache.set('pizza', 'answer');
    clock.now += 4_999;
    expect(cache.get('pizza')).toBe('answer');
    clock.now += 1;
    expect(cache.get('pizza')).toBeUndefined();
    // An expired entry is gone, not revived by a later read.
    expect(cache.size).toBe(0);
  });

  it('does not renew an entry’s age when it is read', () => {
    const clock = clockAt();
    const cache = new LruCache<string>({ ttlMs: 1_000, maxEntries: 10, clock: clock.read });
    cache.set('a', 'first');
    clock.now += 900;
    expect(cache.get('a')).toBe('first');
    clock.now += 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently read entry when full', () => {
    const cache = new LruCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps the total weight under maxWeight and does not keep a value heavier than it', () => {
    const cache = new LruCache<string>({
      ttlMs: 60_000,
      maxEntries: 100,
      maxWeight: 10,
      weigh: (value) => value.length,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(8);
    cache.set('huge', 'w'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyy');
    // Replacing a key replaces its weight.
    cache.set('b', 'y');
    expect(cache.weight).toBe(5);
  });

  it('keeps nothing when ttlMs is 0', () => {
    const cache = new LruCache<number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('builds a missing key once for concurrent callers, then serves it from the cache', async () => {
    const cache = new LruCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let builds = 0;
    let finish: (value: string) => void = () => undefined;
    const build = () => {
      builds += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.getOrBuild('k', build);
    const second = cache.getOrBuild('k', build);
    finish('built');
    expect(await Promise.all([first, second])).toEqual(['built', 'built']);
    expect(await cache.getOrBuild('k', build)).toBe('built');
    expect(builds).toBe(1);
  });

  it('does not keep a failed build: the next caller builds again', async () => {
    const cache = new LruCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.getOrBuild('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrBuild('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('rebuilds a key once its value expired', async () => {
    const clock = clockAt();
    const cache = new LruCache<number>({ ttlMs: 3_000, maxEntries: 10, clock: clock.read });
    let builds = 0;
    const build = () => Promise.resolve((builds += 1));
    expect(await cache.getOrBuild('k', build)).toBe(1);
    clock.now += 2_999;
    expect(await cache.getOrBuild('k', build)).toBe(1);
    clock.now += 1;
    expect(await cache.getOrBuild('k', build)).toBe(2);
  });
});
