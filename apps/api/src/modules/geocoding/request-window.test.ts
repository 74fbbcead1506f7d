import { describe, expect, it } from 'vitest';
import { RequestWindow } from './request-window.ts';

describe('RequestWindow', () => {
  it('allows the limit per client per window, then refuses until the next window', () => {
    let now = 120_000;
    const window = new RequestWindow(3, 60_000, () => now);
    expect([1, 2, 3, 4].map(() => window.allow('a'))).toEqual([true, true, true, false]);
    expect(window.allow('b')).toBe(true);
    now += 59_999;
    expect(window.allow('a')).toBe(false);
    now += 1;
    expect(window.allow('a')).toBe(true);
  });
});
