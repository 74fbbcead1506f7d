/**
 * "When" and "where" of a browsing call: the instant availability is evaluated at (now, or the
 * preorder time read on the locality's wall clock) and the customer's point, if any.
 */
import type { LatLng } from '@souk/core/geo';
import { weeklyRanges, type WeeklyRanges } from '@souk/core/preorder/delivery-window';
import {
  parsePreorderDateTime,
  toPreorderDateTime,
  type LocalDateTime,
} from '@souk/core/preorder/local-date-time';
import { nearestDelivery, nextOpening } from '@souk/core/schedule';
import { WEEKDAYS } from '@souk/core/working-hours-label';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import { instantAt, wallTime } from '@souk/core/zoned-time';
import type { WallTime } from '@souk/core/zoned-time';
import type { TimeAvailability } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

export interface BrowsingMoment {
  /** The instant asked about. */
  at: Date;
  timeZone: string;
  /** `at` on the locality's wall clock, read once per request. */
  wall: WallTime;
  /** True when `at` is a preorder time ahead, false for "as soon as possible". */
  preorder: boolean;
}

/**
 * The moment for a request: the preorder time (a local date-time in the locality's zone) when
 * one was sent and lies ahead, else now. A preorder time in the past cannot be delivered for,
 * so it reads as "as soon as possible".
 */
export function browsingMoment(
  timeZone: string,
  now: Date,
  preorderDateTime: string | undefined,
): BrowsingMoment {
  let at = now;
  if (preorderDateTime) {
    const local = parseLocalDateTime(preorderDateTime);
    const preorder = instantAt(local, local.minuteOfDay, timeZone);
    if (preorder.getTime() > now.getTime()) at = preorder;
  }
  return { at, timeZone, wall: wallTime(at, timeZone), preorder: at !== now };
}

/** Refuses a date-time the contract's pattern lets through but the calendar does not have. */
function parseLocalDateTime(value: string): LocalDateTime {
  const local = parsePreorderDateTime(value);
  if (!local) {
    throw new ApiError(400, 'validation', 'Invalid querystring', {
      fieldErrors: [{ field: 'preorderDateTime', message: 'No such date or time' }],
    });
  }
  return local;
}

/** Both coordinates or neither: half a point is a client bug worth a clear 400. */
export function customerPoint(query: { latitude?: number; longitude?: number }): LatLng | null {
  const { latitude, longitude } = query;
  if (latitude === undefined && longitude === undefined) return null;
  if (latitude === undefined || longitude === undefined) {
    const missing = latitude === undefined ? 'latitude' : 'longitude';
    throw new ApiError(400, 'validation', 'Invalid querystring', {
      fieldErrors: [{ field: missing, message: 'Latitude and longitude are sent together' }],
    });
  }
  return [latitude, longitude];
}

/**
 * Checks what the query schema cannot (a calendar date, both coordinates) before anything is
 * looked up, so a bad query is a 400 whether or not the vendor or locality exists.
 */
export function assertBrowsingQuery(query: {
  latitude?: number;
  longitude?: number;
  preorderDateTime?: string;
}): void {
  customerPoint(query);
  if (query.preorderDateTime) parseLocalDateTime(query.preorderDateTime);
}

/** `YYYY-MM-DDTHH:MM:00` on the wall clock of `timeZone`, the form preorder times travel in. */
const formatLocalDateTime = toPreorderDateTime;

export { weeklyRanges, type WeeklyRanges };

/** `isOpenAt` for a wall time read once: thousands of vendors cost no extra time-zone math. */
export function isOpenOnWall(ranges: WeeklyRanges, wall: WallTime): boolean {
  const today = ranges[WEEKDAYS.indexOf(wall.weekday)] ?? [];
  return today.some(([start, end]) => wall.minuteOfDay >= start && wall.minuteOfDay < end);
}

export function timeAvailability(
  hours: readonly WorkingHoursEntry[],
  moment: BrowsingMoment,
  open: boolean,
): TimeAvailability {
  const opening = open ? null : nextOpening(hours, moment.at, moment.timeZone);
  return {
    available: open,
    nextOpeningAt: opening ? opening.toISOString() : null,
    nearestDelivery: nearestDelivery(hours, moment.at, moment.timeZone),
  };
}

/** Whether a product can be ordered at the moment, else the next local time it can be. */
export function orderableTime(
  hours: readonly WorkingHoursEntry[],
  moment: BrowsingMoment,
  open: boolean,
): { available: boolean; closestPreorderDateTime: string | null } {
  if (open) return { available: true, closestPreorderDateTime: null };
  const opening = nextOpening(hours, moment.at, moment.timeZone);
  return {
    available: false,
    closestPreorderDateTime: opening ? formatLocalDateTime(opening, moment.timeZone) : null,
  };
}
