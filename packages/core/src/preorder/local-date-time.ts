/**
 * Preorder times travel as local date-times of the locality's wall clock, "sent with the
 * trailing Z removed" (spec 2 §5): `2026-11-26T14:30:00`. The contracts validate the same
 * shape (`preorderDateTimeSchema`); this module reads and writes it without importing them.
 */
import { instantAt, wallTime } from '../zoned-time.ts';

export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface LocalDateTime extends LocalDate {
  /** Minutes since local midnight. */
  readonly minuteOfDay: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z?$/;

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD`, the value of a day in the preorder day list. */
export function formatLocalDate(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** `HH:MM`, the value of a time in a day's time list. */
export function formatMinuteOfDay(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** `YYYY-MM-DDTHH:MM:00`: local, seconds included, no trailing Z. */
export function formatPreorderDateTime(date: LocalDate, minuteOfDay: number): string {
  return `${formatLocalDate(date)}T${formatMinuteOfDay(minuteOfDay)}:00`;
}

/** The day and time values of the picker joined into a preorderDateTime. */
export function preorderDateTimeOf(day: string, time: string): string {
  return `${day}T${time}:00`;
}

/** `instant` on the wall clock of `timeZone`, as a preorderDateTime. */
export function toPreorderDateTime(instant: Date, timeZone: string): string {
  const wall = wallTime(instant, timeZone);
  return formatPreorderDateTime(wall, wall.minuteOfDay);
}

/** Spec 2 §5: "A preorder time is sent with the trailing Z removed." */
export function withoutTrailingZ(value: string): string {
  return value.endsWith('Z') || value.endsWith('z') ? value.slice(0, -1) : value;
}

/**
 * Reads a preorderDateTime; null when the shape or the calendar says no (February 30th,
 * 24:10). Seconds are dropped: slots are whole minutes.
 */
export function parsePreorderDateTime(value: string): LocalDateTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((n) => Number(n ?? 0));
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  ) {
    return null;
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return valid ? { year, month, day, minuteOfDay: hour * 60 + minute } : null;
}

/** The instant a local date-time names in `timeZone` (a DST-skipped minute moves past the gap). */
export function preorderInstant(local: LocalDateTime, timeZone: string): Date {
  return instantAt(local, local.minuteOfDay, timeZone);
}

/** Whole calendar days from `from` to `to` (time zones play no part: both are local dates). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  const end = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((end - start) / 86_400_000);
}
