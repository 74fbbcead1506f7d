import { WEEKDAYS } from './working-hours-label.ts';
import type { Weekday } from './working-hours-label.ts';

/** A wall-clock reading in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/**
 * Readings by minute and zone: a cart check asks for the same few minutes many times, and
 * formatToParts is the slow part. Seconds are not part of a reading, so a minute is a safe key.
 */
const readings = new Map<string, WallTime>();
const READINGS_MAX = 2_000;

/** The wall clock of `instant` in `timeZone`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const key = `${Math.floor(instant.getTime() / 60_000)}|${timeZone}`;
  const known = readings.get(key);
  if (known) return known;
  const reading = readWallTime(instant, timeZone);
  if (readings.size >= READINGS_MAX) readings.clear();
  readings.set(key, Object.freeze(reading));
  return reading;
}

function readWallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const weekdayIndex = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return {
    year,
    month,
    day,
    weekday: WEEKDAYS[weekdayIndex] as Weekday,
    minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minuteOfDay * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` reads the given local date and minute. A
 * minute skipped by a DST change (03:30 on a spring-forward night) resolves to the first moment
 * after the jump, when the wall clock has passed it.
 */
export function instantAt(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * 60_000;
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60_000;
  const candidate = new Date(Math.max(first, second));
  if (wallTime(candidate, timeZone).minuteOfDay === minuteOfDay) return candidate;
  // In a gap: step from the earlier reading until the wall clock reaches the minute (<= 1 h).
  let instant = Math.min(first, second);
  while (wallTime(new Date(instant), timeZone).minuteOfDay < minuteOfDay) instant += 60_000;
  return new Date(instant);
}

/** The calendar date `days` after `date` (pure calendar arithmetic, no time zone). */
export function addDays(
  date: { year: number; month: number; day: number },
  days: number,
): { year: number; month: number; day: number } {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}
