import { describe, it, expect } from 'vitest';
import type { Weekday, WorkingHoursEntry } from './working-hours-label.ts';
import { formatTime, summariseWorkingHours, WEEKDAYS } from './working-hours-label.ts';

const week = (
  from: string,
  until: string,
  days: readonly Weekday[] = WEEKDAYS,
): WorkingHoursEntry[] => days.map((day) => ({ day, from, until }));

describe('spec 1 §3 "Working hours: per weekday (MONDAY to SUNDAY) with from and until in HH:MM:SS."', () => {
  it('WEEKDAYS runs MONDAY to SUNDAY', () => {
    expect(WEEKDAYS).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
  });

  it('formatTime shows HH:MM', () => {
    expect(formatTime('09:00:00')).toBe('09:00');
    expect(formatTime('23:59:59')).toBe('23:59');
    expect(formatTime('9:30')).toBe('09:30');
    expect(formatTime('24:00:00')).toBe('24:00');
  });

  it('formatTime rejects what is not a time of day', () => {
    for (const value of ['', '9', '25:00:00', '24:30:00', '12:60:00', 'noon']) {
      expect(() => formatTime(value), value).toThrow(RangeError);
    }
  });
});

describe('summariseWorkingHours: spec 1 §1 "Working hours read "everyday from X to Y" when all 7 days are equal, otherwise they are listed per weekday from MONDAY to SUNDAY."', () => {
  it('"everyday from X to Y" when all 7 days are equal', () => {
    expect(summariseWorkingHours(week('09:00:00', '21:00:00'))).toEqual({
      kind: 'everyday',
      from: '09:00',
      until: '21:00',
    });
  });

  it('treats the input order and seconds as irrelevant to "equal"', () => {
    const shuffled = [...week('10:00:00', '22:00:00')].reverse();
    shuffled[0] = { day: 'SUNDAY', from: '10:00:30', until: '22:00:00' };
    expect(summariseWorkingHours(shuffled)).toMatchObject({ kind: 'everyday', from: '10:00' });
  });

  it('lists every weekday from MONDAY to SUNDAY when one day differs', () => {
    const hours = [...week('09:00:00', '21:00:00', WEEKDAYS.slice(0, 6))];
    hours.unshift({ day: 'SUNDAY', from: '11:00:00', until: '18:00:00' });
    const summary = summariseWorkingHours(hours);
    expect(summary.kind).toBe('perDay');
    if (summary.kind !== 'perDay') return;
    expect(summary.days.map((d) => d.day)).toEqual([...WEEKDAYS]);
    expect(summary.days[0]).toEqual({
      day: 'MONDAY',
      closed: false,
      intervals: [{ from: '09:00', until: '21:00' }],
    });
    expect(summary.days[6]?.intervals).toEqual([{ from: '11:00', until: '18:00' }]);
  });

  it('lists a day with no entry as closed, so 6 equal days are not "everyday"', () => {
    const summary = summariseWorkingHours(week('09:00:00', '21:00:00', WEEKDAYS.slice(0, 6)));
    expect(summary.kind).toBe('perDay');
    if (summary.kind !== 'perDay') return;
    expect(summary.days[6]).toEqual({ day: 'SUNDAY', closed: true, intervals: [] });
  });

  it('lists every day as closed for no hours at all', () => {
    const summary = summariseWorkingHours([]);
    expect(summary.kind === 'perDay' && summary.days.every((d) => d.closed)).toBe(true);
  });

  it('keeps a split shift as two ordered intervals, which is not "everyday"', () => {
    const hours = [
      ...week('15:00:00', '22:00:00'),
      ...week('09:00:00', '13:00:00'),
      { day: 'MONDAY', from: '09:00:00', until: '13:00:00' } as const,
    ];
    const summary = summariseWorkingHours(hours);
    expect(summary.kind).toBe('perDay');
    if (summary.kind !== 'perDay') return;
    expect(summary.days[0]?.intervals).toEqual([
      { from: '09:00', until: '13:00' },
      { from: '15:00', until: '22:00' },
    ]);
  });
});
