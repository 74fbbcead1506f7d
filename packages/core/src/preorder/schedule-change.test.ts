import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { WEEKDAYS } from '../working-hours-label.ts';
import { nextScheduleBoundary, preorderScheduleExpiresAt } from './schedule-change.ts';
import { preorderSchedule } from './slots.ts';
import type { PreorderSlotsInput } from './slots.ts';

const RIGA = 'Europe/Riga';
const everyDay = (from: string, until: string): WorkingHoursEntry[] =>
  WEEKDAYS.map((day) => ({ day, from, until }));
const hours = everyDay('10:00:00', '22:00:00');

describe('spec 2 §4 "The schedule recomputes at each boundary and at midnight."', () => {
  it('the next boundary is the opening, then the closing', () => {
    expect(nextScheduleBoundary(hours, new Date('2026-11-25T06:00:00Z'), RIGA)).toEqual(
      new Date('2026-11-25T08:00:00Z'), // 10:00 local
    );
    expect(nextScheduleBoundary(hours, new Date('2026-11-25T08:00:00Z'), RIGA)).toEqual(
      new Date('2026-11-25T20:00:00Z'), // 22:00 local
    );
  });

  it('after closing, or without hours, it is local midnight', () => {
    expect(nextScheduleBoundary(hours, new Date('2026-11-25T21:00:00Z'), RIGA)).toEqual(
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(nextScheduleBoundary(null, new Date('2026-11-25T10:00:00Z'), 'Asia/Kuwait')).toEqual(
      new Date('2026-11-25T21:00:00Z'),
    );
  });

  it('midnight on the night the clocks go forward is still the local one', () => {
    expect(nextScheduleBoundary(null, new Date('2027-03-27T12:00:00Z'), RIGA)).toEqual(
      new Date('2027-03-27T22:00:00Z'), // 00:00 EET; the jump comes at 03:00
    );
  });
});

describe('preorderScheduleExpiresAt', () => {
  const input = (now: string, overrides: Partial<PreorderSlotsInput> = {}): PreorderSlotsInput => ({
    now: new Date(now),
    timeZone: RIGA,
    preorderPeriod: { type: 'DAYS', value: 2 },
    workingHours: hours,
    deliveryMinutes: 60,
    ...overrides,
  });

  it('is the moment the ASAP start moves on to the next half hour', () => {
    // 12:10 + 2 h = 14:10 → 14:30; past 12:30 it becomes 15:00.
    const at = preorderScheduleExpiresAt(input('2026-11-25T10:10:00Z'));
    expect(at).toEqual(new Date('2026-11-25T10:30:00.001Z'));
    const before = preorderSchedule(input('2026-11-25T10:30:00Z'));
    const after = preorderSchedule(input('2026-11-25T10:30:00.001Z'));
    expect(before.days[0]?.times[0]).toBe('14:30');
    expect(after.days[0]?.times[0]).toBe('15:00');
  });

  it('is the boundary when that comes first', () => {
    // 09:50, closed: opening at 10:00 comes before the start moves (10:00:00.001).
    expect(preorderScheduleExpiresAt(input('2026-11-25T07:50:00Z'))).toEqual(
      new Date('2026-11-25T08:00:00Z'),
    );
  });
});
