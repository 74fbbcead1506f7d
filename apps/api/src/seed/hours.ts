import type { Weekday, WorkingHoursRow } from '#api/db/schema/index.ts';

const WEEKDAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS', the stored form. */
function time(value: string): string {
  return value.length === 5 ? `${value}:00` : value;
}

/** The same interval on the given days (every day by default). */
export function hours(
  from: string,
  until: string,
  days: readonly Weekday[] = WEEKDAYS,
): WorkingHoursRow[] {
  return days.map((day) => ({ day, from: time(from), until: time(until) }));
}

/** Every day except the listed ones: a day without an entry is closed. */
export function hoursExcept(
  from: string,
  until: string,
  closed: readonly Weekday[],
): WorkingHoursRow[] {
  return hours(
    from,
    until,
    WEEKDAYS.filter((day) => !closed.includes(day)),
  );
}

/** Round the clock: an end of 00:00:00 reads as 24:00:00 (spec 1 §4). */
export const ALWAYS_OPEN = hours('00:00:00', '00:00:00');
