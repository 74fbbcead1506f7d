import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatPreorderDateTime,
  parsePreorderDateTime,
  preorderDateTimeOf,
  preorderInstant,
  toPreorderDateTime,
  withoutTrailingZ,
} from './local-date-time.ts';

describe('preorderDateTime: spec 2 §5 "A preorder time is sent with the trailing Z removed."', () => {
  it('is written as local time, seconds included, no Z', () => {
    expect(formatPreorderDateTime({ year: 2026, month: 3, day: 1 }, 9 * 60 + 30)).toBe(
      '2026-03-01T09:30:00',
    );
    expect(preorderDateTimeOf('2026-03-11', '12:30')).toBe('2026-03-11T12:30:00');
  });

  it('drops the trailing Z of an ISO string and leaves others alone', () => {
    expect(withoutTrailingZ('2026-03-11T12:30:00.000Z')).toBe('2026-03-11T12:30:00.000');
    expect(withoutTrailingZ('2026-03-11T12:30:00')).toBe('2026-03-11T12:30:00');
  });

  it('reads an instant on the locality wall clock', () => {
    expect(toPreorderDateTime(new Date('2026-11-25T22:30:00Z'), 'Europe/Riga')).toBe(
      '2026-11-26T00:30:00',
    );
  });

  it('parses what it writes, and the forms the contracts accept', () => {
    for (const value of ['2026-11-26T00:30:00', '2026-11-26T00:30', '2026-11-26T00:30:00.000Z']) {
      expect(parsePreorderDateTime(value)).toEqual({
        year: 2026,
        month: 11,
        day: 26,
        minuteOfDay: 30,
      });
    }
  });

  it.each([
    '2026-02-29T12:00:00',
    '2026-13-01T12:00:00',
    '2026-11-00T12:00:00',
    '2026-11-26T24:00:00',
    '2026-11-26T12:60:00',
    '2026-11-26T12:00:61',
    '2026-11-26 12:00',
    '26.11.2026',
  ])('refuses %j', (value) => {
    expect(parsePreorderDateTime(value)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parsePreorderDateTime('2028-02-29T12:00:00')).not.toBeNull();
  });

  it('turns a local time into its instant, DST included', () => {
    const summer = parsePreorderDateTime('2026-07-01T12:00:00');
    const winter = parsePreorderDateTime('2026-12-01T12:00:00');
    if (!summer || !winter) throw new Error('parse failed');
    expect(preorderInstant(summer, 'Europe/Riga').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(preorderInstant(winter, 'Europe/Riga').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts calendar days between local dates', () => {
    const a = { year: 2026, month: 12, day: 30 };
    expect(daysBetween(a, { year: 2027, month: 1, day: 2 })).toBe(3);
    expect(daysBetween(a, a)).toBe(0);
    expect(daysBetween({ year: 2027, month: 3, day: 27 }, { year: 2027, month: 3, day: 29 })).toBe(
      2,
    );
  });
});
