import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7.ts';

describe('uuidV7 (time-ordered, unguessable ids)', () => {
  it('is a version 7, RFC 4122 variant UUID', () => {
    expect(uuidV7()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('carries the time in its first 48 bits, so later ids sort after earlier ones', () => {
    const at = new Date('2026-11-26T12:00:00.123Z');
    const id = uuidV7(at);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at.getTime());
    const ids = [0, 1, 2, 1000, 60_000].map((offset) => uuidV7(new Date(at.getTime() + offset)));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between two ids of the same millisecond', () => {
    const at = new Date();
    expect(uuidV7(at)).not.toBe(uuidV7(at));
  });
});
