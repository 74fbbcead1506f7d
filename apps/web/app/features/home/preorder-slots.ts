/**
 * The home's TimeFilter days, built by the same preorder rules of @souk/core as the cart's
 * time dialog (issue 17 item 12): the locality's hours stand in for a vendor's, and the
 * default delivery duration for a vendor's own, so the first slot is where a cart starts too.
 */
import { preorderDateTimeOf } from '@souk/core/preorder/local-date-time';
import { preorderSchedule } from '@souk/core/preorder/slots';
import { DEFAULT_DELIVERY_MINUTES } from '@souk/core/schedule';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';

export interface PreorderDay {
  /** YYYY-MM-DD in the locality's calendar. */
  date: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  /** HH:MM starts, in the locality's wall clock. */
  times: readonly string[];
}

/**
 * Days and times a customer can pick: today through `days` ahead (the locality's preorder
 * period), half an hour apart within the locality's hours, read on the locality's clock, from
 * now + 1 hour + the default delivery duration (spec 2 §4 slots). Empty when the locality
 * takes no preorders (`days` 0, its period NONE).
 */
export function preorderDays(
  now: Date,
  timeZone: string,
  days: number,
  workingHours: readonly WorkingHoursEntry[],
): PreorderDay[] {
  if (days <= 0) return [];
  const schedule = preorderSchedule({
    now,
    timeZone,
    preorderPeriod: { type: 'DAYS', value: days },
    workingHours: workingHours.length > 0 ? workingHours : null,
    deliveryMinutes: DEFAULT_DELIVERY_MINUTES,
  });
  return schedule.days.map((day) => ({ date: day.value, offset: day.offset, times: day.times }));
}

/** `preorderDateTime` as the API wants it: local, seconds included, no trailing Z (spec 1 §5). */
export const preorderDateTime = preorderDateTimeOf;
