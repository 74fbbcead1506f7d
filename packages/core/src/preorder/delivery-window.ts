/**
 * When a vendor can deliver, on the locality's wall clock (spec 2 §4 "Preorder and working
 * schedule"):
 * - "Two hour modes exist: default, and shifted by one hour when the vendor is closed now or
 *   not working at the preorder time." In the default mode a delivery time lies within the
 *   working hours; shifted, within the working hours moved one hour later (the kitchen has
 *   to open before the first delivery can leave, and what it cooks until closing still
 *   arrives in the hour after).
 * - Windows include their end: hours until 22:00 offer a 22:00 delivery. A window that runs
 *   to or past midnight therefore ends the day at 23:30 ("The last slot is 23:30 when the day
 *   runs past midnight") and carries on into the next day from 00:00.
 */
import { weekRangesOf } from '../schedule.ts';
import { WEEKDAYS } from '../working-hours-label.ts';
import type { Weekday, WorkingHoursEntry } from '../working-hours-label.ts';
import { addDays, wallTime } from '../zoned-time.ts';
import { MINUTES_PER_DAY, SHIFTED_MODE_MINUTES } from './constants.ts';
import type { LocalDate } from './local-date-time.ts';

export type HourMode = 'default' | 'shifted';

/** Open ranges per weekday (index 0 = Monday), computed once per set of hours. */
export type WeeklyRanges = readonly (readonly (readonly [number, number])[])[];

export function weeklyRanges(hours: readonly WorkingHoursEntry[]): WeeklyRanges {
  return weekRangesOf(hours);
}

export function weekdayOf(date: LocalDate): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const index = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] as Weekday;
}

/**
 * Whether a delivery at `minuteOfDay` of `date` lies in the vendor's window for `mode`: the
 * vendor's hours contain the moment `shift` minutes earlier, ends included.
 */
export function inDeliveryWindow(
  ranges: WeeklyRanges,
  date: LocalDate,
  minuteOfDay: number,
  mode: HourMode,
): boolean {
  let day = date;
  let minute = minuteOfDay - (mode === 'shifted' ? SHIFTED_MODE_MINUTES : 0);
  if (minute < 0) {
    day = addDays(date, -1);
    minute += MINUTES_PER_DAY;
  }
  const today = ranges[WEEKDAYS.indexOf(weekdayOf(day))] ?? [];
  return today.some(([start, end]) => minute >= start && minute <= end);
}

/**
 * "shifted by one hour when the vendor is closed now or not working at the preorder time".
 * Working at the preorder time is read like the default window (end included), so a time the
 * default mode offers never flips the mode by being chosen.
 */
export function hourMode(
  ranges: WeeklyRanges,
  now: Date,
  timeZone: string,
  preorderAt: { date: LocalDate; minuteOfDay: number } | null,
): HourMode {
  const wall = wallTime(now, timeZone);
  const today = ranges[WEEKDAYS.indexOf(wall.weekday)] ?? [];
  // "Closed now" is the storefront's availability rule: the end itself is already closed.
  const openNow = today.some(([start, end]) => wall.minuteOfDay >= start && wall.minuteOfDay < end);
  if (!openNow) return 'shifted';
  if (preorderAt && !inDeliveryWindow(ranges, preorderAt.date, preorderAt.minuteOfDay, 'default')) {
    return 'shifted';
  }
  return 'default';
}
