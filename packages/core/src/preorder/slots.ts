/**
 * The preorder day and time lists (spec 2 §4 "Preorder and working schedule"):
 * - "Slots are half-hour steps. For ASAP the start is shifted one hour ahead of now, the
 *   delivery duration is added, and the result is rounded up to the next half hour. The last
 *   slot is 23:30 when the day runs past midnight."
 * - "Days are listed as today, tomorrow, then day and month, up to the preorder period."
 * Everything is read on the locality's wall clock; days without a single slot are left out,
 * and wall times a DST change skips are never offered.
 */
import { DEFAULT_DELIVERY_MINUTES } from '../schedule.ts';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { addDays, instantAt, wallTime } from '../zoned-time.ts';
import {
  LAST_SLOT_MINUTE,
  MIN_LEAD_MINUTES,
  MINUTES_PER_DAY,
  SLOT_STEP_MINUTES,
} from './constants.ts';
import { hourMode, inDeliveryWindow, weeklyRanges } from './delivery-window.ts';
import type { HourMode, WeeklyRanges } from './delivery-window.ts';
import {
  daysBetween,
  formatLocalDate,
  formatMinuteOfDay,
  formatPreorderDateTime,
  parsePreorderDateTime,
} from './local-date-time.ts';
import type { LocalDate, LocalDateTime } from './local-date-time.ts';
import { lastPreorderDayOffset } from './preorder-period.ts';
import type { PreorderPeriod } from './preorder-period.ts';

/** "today, tomorrow, then day and month": the UI translates the kind and formats the date. */
export type PreorderDayLabel =
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  | { readonly kind: 'date'; readonly day: number; readonly month: number };

export interface PreorderDay {
  /** `YYYY-MM-DD` on the locality's calendar. */
  readonly value: string;
  /** 0 today, 1 tomorrow, … */
  readonly offset: number;
  readonly label: PreorderDayLabel;
  /** `HH:MM` delivery times of the day, half an hour apart, earliest first. */
  readonly times: readonly string[];
}

export interface PreorderSlotsInput {
  readonly now: Date;
  /** The locality's IANA time zone. */
  readonly timeZone: string;
  readonly preorderPeriod: PreorderPeriod;
  /** The vendor's hours; null offers every half hour of the day (the locality's time filter). */
  readonly workingHours: readonly WorkingHoursEntry[] | null;
  /** The vendor's estimated delivery duration; spec 2 §9 "Default … 60 minutes". */
  readonly deliveryMinutes?: number;
  /** The preorder time already chosen, which can switch to the shifted hour mode. */
  readonly preorderDateTime?: string | null;
}

export interface PreorderSchedule {
  readonly hourMode: HourMode;
  /** The earliest delivery time of ASAP, as a preorderDateTime. */
  readonly asapStart: string;
  /** Empty when preorder is off (NONE) or no slot is left in the period. */
  readonly days: readonly PreorderDay[];
}

/**
 * "shifted one hour ahead of now, the delivery duration is added, and the result is rounded up
 * to the next half hour": rounded on the wall clock, so zones with a :30 or :45 offset still
 * get :00 and :30 slots. A time already on the half hour stays.
 */
export function asapStart(now: Date, timeZone: string, deliveryMinutes: number): LocalDateTime {
  const earliest = new Date(now.getTime() + (MIN_LEAD_MINUTES + deliveryMinutes) * 60_000);
  const wall = wallTime(earliest, timeZone);
  const partMinute = earliest.getTime() % 60_000 === 0 ? 0 : 1;
  const rounded =
    Math.ceil((wall.minuteOfDay + partMinute) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  return rounded >= MINUTES_PER_DAY
    ? { ...addDays(wall, 1), minuteOfDay: rounded - MINUTES_PER_DAY }
    : { year: wall.year, month: wall.month, day: wall.day, minuteOfDay: rounded };
}

function dayLabel(date: LocalDate, offset: number): PreorderDayLabel {
  if (offset === 0) return { kind: 'today' };
  if (offset === 1) return { kind: 'tomorrow' };
  return { kind: 'date', day: date.day, month: date.month };
}

/** A minute of a day the wall clock never shows (spring forward) is not a delivery time. */
function existingMinutes(date: LocalDate, timeZone: string): (minute: number) => boolean {
  const start = instantAt(date, 0, timeZone).getTime();
  const end = instantAt(addDays(date, 1), 0, timeZone).getTime();
  if (end - start === MINUTES_PER_DAY * 60_000) return () => true;
  return (minute) => wallTime(instantAt(date, minute, timeZone), timeZone).minuteOfDay === minute;
}

function timesOf(
  date: LocalDate,
  from: number,
  ranges: WeeklyRanges | null,
  mode: HourMode,
  timeZone: string,
): string[] {
  const exists = existingMinutes(date, timeZone);
  const times: string[] = [];
  for (let minute = from; minute <= LAST_SLOT_MINUTE; minute += SLOT_STEP_MINUTES) {
    if (ranges && !inDeliveryWindow(ranges, date, minute, mode)) continue;
    if (exists(minute)) times.push(formatMinuteOfDay(minute));
  }
  return times;
}

/** The day list with each day's time list, and the hour mode they were built in. */
export function preorderSchedule(input: PreorderSlotsInput): PreorderSchedule {
  const { now, timeZone } = input;
  const ranges = input.workingHours ? weeklyRanges(input.workingHours) : null;
  const chosen = input.preorderDateTime ? parsePreorderDateTime(input.preorderDateTime) : null;
  const mode = ranges
    ? hourMode(ranges, now, timeZone, chosen && { date: chosen, minuteOfDay: chosen.minuteOfDay })
    : 'default';
  // A negative duration would offer times under the one-hour lead; never less than none.
  const start = asapStart(
    now,
    timeZone,
    Math.max(0, input.deliveryMinutes ?? DEFAULT_DELIVERY_MINUTES),
  );
  const lastOffset = lastPreorderDayOffset(input.preorderPeriod);
  const today = wallTime(now, timeZone);
  const startOffset = daysBetween(today, start);
  const days: PreorderDay[] = [];
  for (let offset = startOffset; lastOffset !== null && offset <= lastOffset; offset += 1) {
    const date = addDays(today, offset);
    const from = offset === startOffset ? start.minuteOfDay : 0;
    const times = timesOf(date, from, ranges, mode, timeZone);
    if (times.length > 0) {
      days.push({ value: formatLocalDate(date), offset, label: dayLabel(date, offset), times });
    }
  }
  return {
    hourMode: mode,
    asapStart: formatPreorderDateTime(start, start.minuteOfDay),
    days,
  };
}

/** The earliest offered preorderDateTime, or null when nothing is offered. */
export function firstPreorderSlot(schedule: PreorderSchedule): string | null {
  const [day] = schedule.days;
  const [time] = day?.times ?? [];
  return day && time ? `${day.value}T${time}:00` : null;
}

/**
 * One list for a cart of several vendors: one preorderDateTime serves them all, so a day and
 * time are offered only when every vendor offers them, from the latest ASAP start. Shifted when
 * any vendor's list is. Null for no schedules at all.
 */
export function combinePreorderSchedules(
  schedules: readonly PreorderSchedule[],
): PreorderSchedule | null {
  const [first, ...others] = schedules;
  if (!first) return null;
  const days = first.days
    .map((day) => {
      const matches = others.map((other) => other.days.find((d) => d.value === day.value));
      const times = day.times.filter((time) =>
        matches.every((match) => match?.times.includes(time)),
      );
      return { ...day, times };
    })
    .filter((day) => day.times.length > 0);
  return {
    hourMode: schedules.some((schedule) => schedule.hourMode === 'shifted') ? 'shifted' : 'default',
    // Same-zone local date-times compare like the times they name.
    asapStart: schedules.reduce(
      (latest, s) => (s.asapStart > latest ? s.asapStart : latest),
      first.asapStart,
    ),
    days,
  };
}
