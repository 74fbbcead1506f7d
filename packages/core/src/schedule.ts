import { WEEKDAYS } from './working-hours-label.ts';
import type { Weekday, WorkingHoursEntry } from './working-hours-label.ts';
import { addDays, instantAt, wallTime } from './zoned-time.ts';

const DAY_MINUTES = 24 * 60;

/** "HH:MM[:SS]" → minutes; spec 1 §4: an end of 23:59:00 or 00:00:00 is treated as 24:00:00. */
function parseMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function endMinutes(until: string): number {
  return until.startsWith('23:59') || until.startsWith('00:00') ? DAY_MINUTES : parseMinutes(until);
}

type DayRanges = readonly (readonly [number, number])[];

/**
 * Ranges by weekday for each set of hours seen: a vendor's hours are read on every cart check
 * and listing, and the catalogue keeps the same hours object while the menu is unchanged.
 */
const rangesByHours = new WeakMap<readonly WorkingHoursEntry[], readonly DayRanges[]>();

/** Open minute ranges per weekday (index 0 = Monday) of `hours`, computed once per object. */
export function weekRangesOf(hours: readonly WorkingHoursEntry[]): readonly DayRanges[] {
  let week = rangesByHours.get(hours);
  if (!week) {
    week = WEEKDAYS.map((day) => computeRangesOn(hours, day));
    rangesByHours.set(hours, week);
  }
  return week;
}

/** Minute ranges `[start, end)` open on one local weekday, overnight carry-over included. */
export function openRangesOn(hours: readonly WorkingHoursEntry[], day: Weekday): DayRanges {
  return weekRangesOf(hours)[WEEKDAYS.indexOf(day)] ?? [];
}

function computeRangesOn(hours: readonly WorkingHoursEntry[], day: Weekday): DayRanges {
  const index = WEEKDAYS.indexOf(day);
  const previous = WEEKDAYS[(index + 6) % 7];
  const ranges: [number, number][] = [];
  for (const entry of hours) {
    const from = parseMinutes(entry.from);
    const until = endMinutes(entry.until);
    const overnight = until <= from;
    if (entry.day === day) ranges.push([from, overnight ? DAY_MINUTES : until]);
    // "Overnight hours carry from the previous day."
    if (entry.day === previous && overnight && until > 0) ranges.push([0, until]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether the hours are open at `instant`, read on the wall clock of `timeZone`. */
export function isOpenAt(
  hours: readonly WorkingHoursEntry[],
  instant: Date,
  timeZone: string,
): boolean {
  const wall = wallTime(instant, timeZone);
  return openRangesOn(hours, wall.weekday).some(
    ([start, end]) => wall.minuteOfDay >= start && wall.minuteOfDay < end,
  );
}

/**
 * The next moment the hours open, `instant` itself when open now, or null when they never
 * open within a week (no hours at all).
 */
export function nextOpening(
  hours: readonly WorkingHoursEntry[],
  instant: Date,
  timeZone: string,
): Date | null {
  if (isOpenAt(hours, instant, timeZone)) return instant;
  const today = wallTime(instant, timeZone);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[(WEEKDAYS.indexOf(today.weekday) + offset) % 7] as Weekday;
    for (const [start] of openRangesOn(hours, weekday)) {
      if (offset === 0 && start <= today.minuteOfDay) continue;
      const opening = instantAt(date, start, timeZone);
      if (opening.getTime() > instant.getTime()) return opening;
    }
  }
  return null;
}

export type NearestDelivery =
  | { kind: 'unavailable' }
  | { kind: 'today' | 'tomorrow'; time: string }
  | { kind: 'date'; day: number; month: number; time: string };

/**
 * "nearest delivery: {day} {time}", else "orders temporarily unavailable" (spec 1 §4). The UI
 * translates the kind; the time is the local HH:MM of the next opening.
 */
export function nearestDelivery(
  hours: readonly WorkingHoursEntry[],
  instant: Date,
  timeZone: string,
): NearestDelivery {
  const opening = nextOpening(hours, instant, timeZone);
  if (!opening) return { kind: 'unavailable' };
  const now = wallTime(instant, timeZone);
  const then = wallTime(opening, timeZone);
  const time = `${String(Math.floor(then.minuteOfDay / 60)).padStart(2, '0')}:${String(then.minuteOfDay % 60).padStart(2, '0')}`;
  const tomorrow = addDays(now, 1);
  if (then.year === now.year && then.month === now.month && then.day === now.day) {
    return { kind: 'today', time };
  }
  if (then.year === tomorrow.year && then.month === tomorrow.month && then.day === tomorrow.day) {
    return { kind: 'tomorrow', time };
  }
  return { kind: 'date', day: then.day, month: then.month, time };
}

/** Spec 1 §9: "Default estimated delivery duration 60 minutes." */
export const DEFAULT_DELIVERY_MINUTES = 60;

/** Delivery or cooking time as one value or a min–max range (spec 1 §3). */
export function durationRange(
  min: number | null | undefined,
  max: number | null | undefined,
): { kind: 'value'; minutes: number } | { kind: 'range'; min: number; max: number } {
  const low = min ?? max ?? DEFAULT_DELIVERY_MINUTES;
  const high = max ?? min ?? DEFAULT_DELIVERY_MINUTES;
  if (low === high) return { kind: 'value', minutes: low };
  return { kind: 'range', min: Math.min(low, high), max: Math.max(low, high) };
}
