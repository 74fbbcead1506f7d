import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type WorkingHoursEntry } from '@souk/core/working-hours-label';
import { preorderDateTime, preorderDays } from './preorder-slots.ts';

const ALWAYS: WorkingHoursEntry[] = WEEKDAYS.map((day) => ({
  day,
  from: '00:00:00',
  until: '00:00:00',
}));

describe('preorderDays: the cart\'s slot rules (spec 2 §4 "Slots", issue 17 item 12)', () => {
  // 2026-03-10 20:10 in Riga (UTC+2 in winter).
  const now = new Date('2026-03-10T18:10:00Z');

  it('starts today at now + 1 hour + the default 60-minute delivery, rounded up to the half hour', () => {
    const [today] = preorderDays(now, 'Europe/Riga', 2, ALWAYS);
    expect(today?.date).toBe('2026-03-10');
    expect(today?.times).toEqual(['22:30', '23:00', '23:30']);
  });

  it('offers whole days up to the preorder period', () => {
    const days = preorderDays(now, 'Europe/Riga', 2, ALWAYS);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2]);
    expect(days[2]?.date).toBe('2026-03-12');
    expect(days[1]?.times).toHaveLength(48);
    expect(days[1]?.times[0]).toBe('00:00');
  });

  it("keeps to the locality's hours, as the cart keeps to a vendor's", () => {
    const daytime = WEEKDAYS.map((day) => ({ day, from: '10:00:00', until: '22:00:00' }));
    // 20:10 + 2 h is past 22:00: today has no slot left, tomorrow starts at opening.
    const [tomorrow, ...rest] = preorderDays(now, 'Europe/Riga', 1, daytime);
    expect(rest).toEqual([]);
    expect(tomorrow?.date).toBe('2026-03-11');
    expect(tomorrow?.times[0]).toBe('10:00');
    expect(tomorrow?.times.at(-1)).toBe('22:00');
  });

  it('skips today when no slot is left', () => {
    const late = new Date('2026-03-10T20:45:00Z'); // 22:45 in Riga: 00:45 is tomorrow
    expect(preorderDays(late, 'Europe/Riga', 1, ALWAYS).map((d) => d.date)).toEqual(['2026-03-11']);
  });

  it('reads the date in the locality time zone, not the browser one', () => {
    // 23:30 UTC is already the next day in Kuwait (UTC+3).
    const [first] = preorderDays(new Date('2026-03-10T23:30:00Z'), 'Asia/Kuwait', 1, ALWAYS);
    expect(first?.date).toBe('2026-03-11');
  });

  it('is empty when the locality takes no preorders', () => {
    expect(preorderDays(now, 'Europe/Riga', 0, ALWAYS)).toEqual([]);
  });
});

describe('preorderDateTime', () => {
  it('is local, without the trailing Z (spec 1 §5)', () => {
    expect(preorderDateTime('2026-03-11', '12:30')).toBe('2026-03-11T12:30:00');
  });
});
