import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from './working-hours-label.ts';
import { WEEKDAYS } from './working-hours-label.ts';
import { durationRange, isOpenAt, nearestDelivery, nextOpening } from './schedule.ts';
import { instantAt, wallTime } from './zoned-time.ts';

const RIGA = 'Europe/Riga';
const everyDay = (from: string, until: string): WorkingHoursEntry[] =>
  WEEKDAYS.map((day) => ({ day, from, until }));
const at = (iso: string) => new Date(iso);

describe('vendor availability (spec 1 §4), read in the locality time zone', () => {
  // Wednesday 2026-11-25; Riga is UTC+2 in winter.
  const hours = everyDay('10:00:00', '22:00:00');

  it('is open between from and until on the local clock', () => {
    expect(isOpenAt(hours, at('2026-11-25T08:00:00Z'), RIGA)).toBe(true); // 10:00 local
    expect(isOpenAt(hours, at('2026-11-25T07:59:00Z'), RIGA)).toBe(false); // 09:59 local
    expect(isOpenAt(hours, at('2026-11-25T20:00:00Z'), RIGA)).toBe(false); // 22:00 local
  });

  it('reads the same instant differently in another time zone', () => {
    // 08:00Z is 11:00 in Kuwait, 10:00 in Riga, 03:00 in New York.
    expect(isOpenAt(hours, at('2026-11-25T08:00:00Z'), 'Asia/Kuwait')).toBe(true);
    expect(isOpenAt(hours, at('2026-11-25T08:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('"Overnight hours carry from the previous day."', () => {
    const friday: WorkingHoursEntry[] = [{ day: 'FRIDAY', from: '18:00:00', until: '02:00:00' }];
    expect(isOpenAt(friday, at('2026-11-27T22:00:00Z'), RIGA)).toBe(true); // Fri 00:00 → Sat
    expect(isOpenAt(friday, at('2026-11-27T23:30:00Z'), RIGA)).toBe(true); // Sat 01:30
    expect(isOpenAt(friday, at('2026-11-28T00:00:00Z'), RIGA)).toBe(false); // Sat 02:00
    expect(isOpenAt(friday, at('2026-11-26T23:30:00Z'), RIGA)).toBe(false); // Fri 01:30
  });

  it('"An end of 23:59:00 or 00:00:00 is treated as 24:00:00."', () => {
    const lateNight = everyDay('10:00:00', '23:59:00');
    expect(isOpenAt(lateNight, at('2026-11-25T21:59:30Z'), RIGA)).toBe(true); // 23:59:30
    const roundTheClock = everyDay('00:00:00', '00:00:00');
    for (const iso of ['2026-11-25T22:00:00Z', '2026-11-25T21:59:59Z', '2026-11-26T10:00:00Z']) {
      expect(isOpenAt(roundTheClock, at(iso), RIGA)).toBe(true);
    }
  });

  it('is closed all day on a day without hours (the weekend of that vendor)', () => {
    const noSunday = everyDay('10:00:00', '22:00:00').filter((h) => h.day !== 'SUNDAY');
    expect(isOpenAt(noSunday, at('2026-11-29T10:00:00Z'), RIGA)).toBe(false);
    expect(nextOpening(noSunday, at('2026-11-29T10:00:00Z'), RIGA)).toEqual(
      at('2026-11-30T08:00:00Z'),
    );
  });
});

describe('next opening and the nearest delivery label', () => {
  const hours = everyDay('10:00:00', '22:00:00');

  it('is now when open', () => {
    const now = at('2026-11-25T12:00:00Z');
    expect(nextOpening(hours, now, RIGA)).toBe(now);
  });

  it('"nearest delivery: {day} {time}" — later today', () => {
    expect(nearestDelivery(hours, at('2026-11-25T06:00:00Z'), RIGA)).toEqual({
      kind: 'today',
      time: '10:00',
    });
  });

  it('— tomorrow', () => {
    expect(nearestDelivery(hours, at('2026-11-25T21:00:00Z'), RIGA)).toEqual({
      kind: 'tomorrow',
      time: '10:00',
    });
  });

  it('— a later date', () => {
    const mondays: WorkingHoursEntry[] = [{ day: 'MONDAY', from: '09:30:00', until: '12:00:00' }];
    expect(nearestDelivery(mondays, at('2026-11-25T12:00:00Z'), RIGA)).toEqual({
      kind: 'date',
      day: 30,
      month: 11,
      time: '09:30',
    });
  });

  it('"else orders temporarily unavailable"', () => {
    expect(nearestDelivery([], at('2026-11-25T12:00:00Z'), RIGA)).toEqual({ kind: 'unavailable' });
  });
});

describe('daylight saving time changes (Europe/Riga)', () => {
  it('opens at the right instant after the clocks go back', () => {
    // 2026-10-25 04:00 EEST → 03:00 EET; 09:00 local on Sunday is 07:00Z.
    const hours = everyDay('09:00:00', '18:00:00');
    expect(nextOpening(hours, at('2026-10-24T20:00:00Z'), RIGA)).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
  });

  it('opens when the clocks go forward, the day after at the new offset', () => {
    // 2026-03-29 03:00 EET → 04:00 EEST; 09:00 local on Sunday is 06:00Z.
    const hours = everyDay('09:00:00', '18:00:00');
    expect(nextOpening(hours, at('2026-03-28T20:00:00Z'), RIGA)).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
  });

  it('treats an opening inside the skipped hour as the first minute after the jump', () => {
    const sunday: WorkingHoursEntry[] = [{ day: 'SUNDAY', from: '03:30:00', until: '10:00:00' }];
    const opening = nextOpening(sunday, at('2026-03-28T23:00:00Z'), RIGA);
    expect(opening).toEqual(at('2026-03-29T01:00:00Z')); // 04:00 EEST
    expect(isOpenAt(sunday, at('2026-03-29T01:00:00Z'), RIGA)).toBe(true);
  });

  it('maps wall times to instants and back', () => {
    const instant = instantAt({ year: 2026, month: 7, day: 1 }, 12 * 60, RIGA);
    expect(instant).toEqual(at('2026-07-01T09:00:00Z'));
    expect(wallTime(instant, RIGA)).toMatchObject({ weekday: 'WEDNESDAY', minuteOfDay: 720 });
  });
});

describe('delivery and cooking time as a value or a range (spec 1 §3)', () => {
  it('defaults to 60 minutes when absent', () => {
    expect(durationRange(null, null)).toEqual({ kind: 'value', minutes: 60 });
  });
  it('shows a single value when min equals max or one is missing', () => {
    expect(durationRange(30, 30)).toEqual({ kind: 'value', minutes: 30 });
    expect(durationRange(45, undefined)).toEqual({ kind: 'value', minutes: 45 });
  });
  it('shows a min–max range otherwise', () => {
    expect(durationRange(25, 40)).toEqual({ kind: 'range', min: 25, max: 40 });
  });
});
