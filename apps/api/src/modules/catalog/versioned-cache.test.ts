import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers from memory while the version stands still, and loads afresh once it moves', async () => {
    const cache = new VersionedCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', 1, load)).toBe(1);
    expect(await cache.get('a', 1, load)).toBe(1);
    expect(await cache.get('a', 2, load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new VersionedCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.get('a', 1, load), cache.get('a', 1, load)]);
    expect(answers).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('loads for a reader of an older version without keeping it', async () => {
    const cache = new VersionedCache<string>(10);
    expect(await cache.get('a', 5, async () => 'five')).toBe('five');
    expect(await cache.get('a', 4, async () => 'four')).toBe('four');
    expect(await cache.get('a', 5, async () => 'again')).toBe('five');
  });

  it('keeps nothing a load finished after the version moved on', async () => {
    const cache = new VersionedCache<string>(10);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('a', 1, () => new Promise((resolve) => (finish = resolve)));
    // A newer reader does not wait for the older load, and is not handed its result later.
    expect(await cache.get('a', 2, async () => 'two')).toBe('two');
    finish('one');
    expect(await slow).toBe('one');
    expect(await cache.get('a', 2, async () => 'reloaded')).toBe('two');
  });

  it('starts over when full', async () => {
    const cache = new VersionedCache<string>(1);
    await cache.get('a', 1, async () => 'a');
    await cache.get('b', 1, async () => 'b');
    expect(await cache.get('a', 1, async () => 'a again')).toBe('a again');
  });
});
