/**
 * Spec 2 §4: "The schedule recomputes at each boundary and at midnight." These give the next
 * instant a vendor's availability or the preorder lists change, for a timer to recompute at,
 * instead of polling.
 */
import { DEFAULT_DELIVERY_MINUTES, openRangesOn } from '../schedule.ts';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { addDays, instantAt, wallTime } from '../zoned-time.ts';
import { MIN_LEAD_MINUTES } from './constants.ts';
import { preorderInstant } from './local-date-time.ts';
import { asapStart } from './slots.ts';
import type { PreorderSlotsInput } from './slots.ts';

/**
 * The next opening or closing of `hours` after `now`, or the next local midnight when that
 * comes first (or there are no hours): the day labels change then.
 */
export function nextScheduleBoundary(
  hours: readonly WorkingHoursEntry[] | null,
  now: Date,
  timeZone: string,
): Date {
  const today = wallTime(now, timeZone);
  const midnight = instantAt(addDays(today, 1), 0, timeZone);
  const edges = (hours ? openRangesOn(hours, today.weekday) : [])
    .flat()
    .map((minute) => instantAt(today, minute, timeZone))
    .filter((edge) => edge.getTime() > now.getTime() && edge.getTime() < midnight.getTime());
  return edges.reduce((first, edge) => (edge < first ? edge : first), midnight);
}

/**
 * When `preorderSchedule(input)` stops being right: the next boundary or midnight, or the
 * moment the ASAP start moves to the next half hour, whichever comes first.
 */
export function preorderScheduleExpiresAt(input: PreorderSlotsInput): Date {
  const deliveryMinutes = input.deliveryMinutes ?? DEFAULT_DELIVERY_MINUTES;
  const lead = MIN_LEAD_MINUTES + deliveryMinutes;
  const start = preorderInstant(
    asapStart(input.now, input.timeZone, deliveryMinutes),
    input.timeZone,
  );
  // The start is now + lead rounded up; one millisecond past start − lead it rounds further.
  const rollover = new Date(start.getTime() - lead * 60_000 + 1);
  const boundary = nextScheduleBoundary(input.workingHours, input.now, input.timeZone);
  return rollover < boundary ? rollover : boundary;
}
