/**
 * The footer's working-hours label (spec 1 §1). Hours arrive per weekday with
 * "from" and "until" in HH:MM:SS; the label shows HH:MM.
 */

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export interface WorkingHoursEntry {
  readonly day: Weekday;
  readonly from: string;
  readonly until: string;
}

interface TimeRange {
  /** HH:MM */
  readonly from: string;
  /** HH:MM */
  readonly until: string;
}

interface DayHours {
  readonly day: Weekday;
  /** True when the day has no entry; intervals is then empty. */
  readonly closed: boolean;
  /** Ordered by start time; more than one for a split shift. */
  readonly intervals: readonly TimeRange[];
}

export type WorkingHoursSummary =
  | ({ readonly kind: 'everyday' } & TimeRange)
  | { readonly kind: 'perDay'; readonly days: readonly DayHours[] };

/**
 * "HH:MM:SS" (or "H:MM", "HH:MM") to "HH:MM". Seconds are dropped, not rounded:
 * opening at 09:00:30 still reads 09:00. 24:00 is allowed as an end of day.
 */
export function formatTime(hhmmss: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(hhmmss.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) {
    throw new RangeError(`Not a time of day: "${hhmmss}"`);
  }
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const sameRange = (a: TimeRange, b: TimeRange): boolean => a.from === b.from && a.until === b.until;

/**
 * Spec 1 §1: "Working hours read "everyday from X to Y" when all 7 days are equal,
 * otherwise they are listed per weekday from MONDAY to SUNDAY."
 * "Equal" means each of the 7 days has exactly one interval and they are the same
 * (compared as HH:MM). A weekday with no entry is listed as closed, so a 6-day week
 * is never summarised as "everyday".
 */
export function summariseWorkingHours(hours: readonly WorkingHoursEntry[]): WorkingHoursSummary {
  const days: DayHours[] = WEEKDAYS.map((day) => {
    const intervals: TimeRange[] = [];
    for (const entry of hours) {
      if (entry.day !== day) continue;
      const range = { from: formatTime(entry.from), until: formatTime(entry.until) };
      // The same interval sent twice is one interval, not a split shift.
      if (!intervals.some((r) => sameRange(r, range))) intervals.push(range);
    }
    intervals.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    return { day, closed: intervals.length === 0, intervals };
  });

  const first = days[0]?.intervals[0];
  const everyday =
    first !== undefined &&
    days.every(
      (d) => d.intervals.length === 1 && d.intervals[0] && sameRange(d.intervals[0], first),
    );
  return everyday
    ? { kind: 'everyday', from: first.from, until: first.until }
    : { kind: 'perDay', days };
}
