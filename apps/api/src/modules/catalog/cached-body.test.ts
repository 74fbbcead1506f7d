import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, pickEncoding } from './cached-body.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0', null],
  ])('picks %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('CachedBody', () => {
  it('compresses once per encoding, and the bytes decode to the JSON', async () => {
    const body = new CachedBody(
      JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => i) }),
    );
    const first = await body.compressed('br');
    expect(await body.compressed('br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(body.json);
    expect(zlib.gunzipSync(await body.compressed('gzip')).toString()).toBe(body.json);
  });
});
