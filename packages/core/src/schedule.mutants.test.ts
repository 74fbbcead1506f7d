/**
 * Wrong answers of schedule.ts that once passed every test (issue 14, mutation testing); each
 * test here fails under the wrong answer it names. Spec 1 §4: "nearest delivery: {day} {time}".
 */
import { describe, expect, it } from 'vitest';
import { isOpenAt, nearestDelivery, nextOpening } from './schedule.ts';
import type { WorkingHoursEntry } from './working-hours-label.ts';

const RIGA = 'Europe/Riga';

describe('schedule: the next opening', () => {
  it('a vendor open one day a week, asked after that day hours, shows next week date (7-day look-ahead)', () => {
    const wednesdaysOnly: WorkingHoursEntry[] = [
      { day: 'WEDNESDAY', from: '10:00:00', until: '14:00:00' },
    ];
    // Wednesday 25 November 2026, 15:00 in Riga (UTC+2): today's hours are over.
    const afterHours = new Date('2026-11-25T13:00:00Z');
    expect(nearestDelivery(wednesdaysOnly, afterHours, RIGA)).toEqual({
      kind: 'date',
      day: 2,
      month: 12,
      time: '10:00',
    });
    expect(nextOpening(wednesdaysOnly, afterHours, RIGA)).toEqual(new Date('2026-12-02T08:00:00Z'));
  });

  it('a split shift listed evening first still gives the earliest next opening', () => {
    const eveningFirst: WorkingHoursEntry[] = [
      { day: 'WEDNESDAY', from: '18:00:00', until: '22:00:00' },
      { day: 'WEDNESDAY', from: '10:00:00', until: '14:00:00' },
    ];
    // Wednesday 25 November 2026, 08:00 in Riga: both shifts are ahead; the morning one is first.
    const morning = new Date('2026-11-25T06:00:00Z');
    expect(nearestDelivery(eveningFirst, morning, RIGA)).toEqual({ kind: 'today', time: '10:00' });
  });

  it('between the shifts the evening one is next, and a closed week is unavailable', () => {
    const eveningFirst: WorkingHoursEntry[] = [
      { day: 'WEDNESDAY', from: '18:00:00', until: '22:00:00' },
      { day: 'WEDNESDAY', from: '10:00:00', until: '14:00:00' },
    ];
    const between = new Date('2026-11-25T13:00:00Z');
    expect(nearestDelivery(eveningFirst, between, RIGA)).toEqual({ kind: 'today', time: '18:00' });
    expect(nearestDelivery([], between, RIGA)).toEqual({ kind: 'unavailable' });
  });

  it('hours that end when they start are a whole day, carried into the next morning', () => {
    const roundTheClock: WorkingHoursEntry[] = [
      { day: 'WEDNESDAY', from: '10:00:00', until: '10:00:00' },
    ];
    expect(isOpenAt(roundTheClock, new Date('2026-11-25T10:00:00Z'), RIGA)).toBe(true);
    expect(isOpenAt(roundTheClock, new Date('2026-11-26T07:00:00Z'), RIGA)).toBe(true);
    expect(isOpenAt(roundTheClock, new Date('2026-11-26T08:00:00Z'), RIGA)).toBe(false);
  });
});
