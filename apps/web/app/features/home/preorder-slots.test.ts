import { describe, expect, it } from 'vitest';
import { preorderDateTime, preorderDays } from './preorder-slots.ts';

describe('preorderDays', () => {
  // 2026-03-10 21:10 in Riga (UTC+2 in winter).
  const now = new Date('2026-03-10T19:10:00Z');

  it('starts today at the first half hour at least 1 hour ahead (spec 2 §5), on the locality clock', () => {
    const [today] = preorderDays(now, 'Europe/Riga', 2);
    expect(today?.date).toBe('2026-03-10');
    expect(today?.times).toEqual(['22:30', '23:00', '23:30']);
  });

  it('offers whole days up to the preorder period', () => {
    const days = preorderDays(now, 'Europe/Riga', 2);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2]);
    expect(days[2]?.date).toBe('2026-03-12');
    expect(days[1]?.times).toHaveLength(48);
    expect(days[1]?.times[0]).toBe('00:00');
  });

  it('skips today when no slot is left', () => {
    const late = new Date('2026-03-10T20:45:00Z'); // 22:45 in Riga: 23:45 is past 23:30
    expect(preorderDays(late, 'Europe/Riga', 1).map((d) => d.date)).toEqual(['2026-03-11']);
  });

  it('reads the date in the locality time zone, not the browser one', () => {
    // 23:30 UTC is already the next day in Kuwait (UTC+3).
    const [first] = preorderDays(new Date('2026-03-10T23:30:00Z'), 'Asia/Kuwait', 1);
    expect(first?.date).toBe('2026-03-11');
  });

  it('is empty when the locality takes no preorders', () => {
    expect(preorderDays(now, 'Europe/Riga', 0)).toEqual([]);
  });
});

describe('preorderDateTime', () => {
  it('is local, without the trailing Z (spec 1 §5)', () => {
    expect(preorderDateTime('2026-03-11', '12:30')).toBe('2026-03-11T12:30:00');
  });
});
