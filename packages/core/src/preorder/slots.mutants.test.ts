/**
 * Wrong answers of slots.ts that once passed every test (issue 14, mutation testing); each test
 * fails under the wrong answer it names. Spec 2 §4 preorder: ASAP is "shifted one hour ahead of
 * now, the delivery duration is added, and the result is rounded up to the next half hour".
 */
import { describe, expect, it } from 'vitest';
import type { PreorderSchedule } from './slots.ts';
import {
  asapStart,
  combinePreorderSchedules,
  firstPreorderSlot,
  preorderSchedule,
} from './slots.ts';

const RIGA = 'Europe/Riga';

describe('preorder slots: ASAP', () => {
  it('the ASAP slot at midnight is next day T00:00, not T24:00', () => {
    // Wednesday 25 November 2026, 21:40 in Riga; +1 h lead +60 min delivery = 23:40 → 24:00.
    const now = new Date('2026-11-25T19:40:00Z');
    expect(asapStart(now, RIGA, 60)).toEqual({ year: 2026, month: 11, day: 26, minuteOfDay: 0 });
    const schedule = preorderSchedule({
      now,
      timeZone: RIGA,
      preorderPeriod: { type: 'DAYS', value: 2 },
      workingHours: null,
      deliveryMinutes: 60,
    });
    expect(schedule.asapStart).toBe('2026-11-26T00:00:00');
    // Without vendor hours the locality's plain time filter applies: the default hour mode.
    expect(schedule.hourMode).toBe('default');
    expect(schedule.days[0]?.value).toBe('2026-11-26');
    expect(schedule.days[0]?.times[0]).toBe('00:00');
  });

  it('a multi-vendor cart takes the LATEST vendor ASAP start, not the first or the last', () => {
    const vendor = (asap: string): PreorderSchedule => ({
      hourMode: 'default',
      asapStart: asap,
      days: [{ value: '2026-11-25', offset: 0, label: { kind: 'today' }, times: ['15:00'] }],
    });
    const combined = combinePreorderSchedules([
      vendor('2026-11-25T13:30:00'),
      vendor('2026-11-25T14:30:00'),
      vendor('2026-11-25T14:00:00'),
    ]);
    expect(combined?.asapStart).toBe('2026-11-25T14:30:00');
  });

  it('the first preorder slot is null when the first day has no time left', () => {
    const noTimes: PreorderSchedule = {
      hourMode: 'default',
      asapStart: '2026-11-25T14:00:00',
      days: [{ value: '2026-11-25', offset: 0, label: { kind: 'today' }, times: [] }],
    };
    expect(firstPreorderSlot(noTimes)).toBeNull();
    expect(firstPreorderSlot({ ...noTimes, days: [] })).toBeNull();
  });
});
