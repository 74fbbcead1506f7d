import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { WEEKDAYS } from '../working-hours-label.ts';
import { hourMode, inDeliveryWindow, weekdayOf, weeklyRanges } from './delivery-window.ts';

const RIGA = 'Europe/Riga';
const everyDay = (from: string, until: string): WorkingHoursEntry[] =>
  WEEKDAYS.map((day) => ({ day, from, until }));
const hhmm = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const thursday = { year: 2026, month: 11, day: 26 };
const friday = { year: 2026, month: 11, day: 27 };

describe('the delivery window of one day', () => {
  const ranges = weeklyRanges(everyDay('10:00:00', '22:00:00'));

  it('default: the working hours, both ends included', () => {
    const inside = (time: string) => inDeliveryWindow(ranges, thursday, hhmm(time), 'default');
    expect(['09:30', '10:00', '22:00', '22:30'].map(inside)).toEqual([false, true, true, false]);
  });

  it('shifted: the same hours one hour later', () => {
    const inside = (time: string) => inDeliveryWindow(ranges, thursday, hhmm(time), 'shifted');
    expect(['10:30', '11:00', '23:00', '23:30'].map(inside)).toEqual([false, true, true, false]);
  });

  it('shifted past midnight: the first hour of a day belongs to the evening before', () => {
    const late = weeklyRanges([{ day: 'THURSDAY', from: '12:00:00', until: '23:30:00' }]);
    expect(inDeliveryWindow(late, friday, hhmm('00:30'), 'shifted')).toBe(true);
    expect(inDeliveryWindow(late, friday, hhmm('00:30'), 'default')).toBe(false);
    expect(inDeliveryWindow(late, thursday, hhmm('00:30'), 'shifted')).toBe(false);
  });

  it('reads the weekday of a local date', () => {
    expect(weekdayOf(thursday)).toBe('THURSDAY');
    expect(weekdayOf({ year: 2027, month: 1, day: 3 })).toBe('SUNDAY');
  });
});

describe('spec 2 §4 "Two hour modes exist: default, and shifted by one hour when the vendor is closed now or not working at the preorder time."', () => {
  const ranges = weeklyRanges(everyDay('10:00:00', '22:00:00'));
  const noon = new Date('2026-11-25T10:00:00Z'); // Wednesday 12:00 in Riga

  it('default when open now and no preorder time is chosen', () => {
    expect(hourMode(ranges, noon, RIGA, null)).toBe('default');
  });

  it('shifted when closed now; the closing minute itself is closed', () => {
    expect(hourMode(ranges, new Date('2026-11-25T20:00:00Z'), RIGA, null)).toBe('shifted');
    expect(hourMode(ranges, new Date('2026-11-25T19:59:00Z'), RIGA, null)).toBe('default');
  });

  it('shifted when the vendor does not work at the preorder time', () => {
    expect(hourMode(ranges, noon, RIGA, { date: thursday, minuteOfDay: hhmm('22:30') })).toBe(
      'shifted',
    );
    expect(hourMode(ranges, noon, RIGA, { date: thursday, minuteOfDay: hhmm('21:00') })).toBe(
      'default',
    );
  });
});
