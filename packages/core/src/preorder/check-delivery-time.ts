/**
 * Whether a cart's delivery time still holds (spec 2 §3 "invalidDeliveryTime", §5 "A delivery
 * time is valid only if at least 1 hour ahead of now", §4 hour modes and preorder period).
 * The API runs it on every cart read and write; the web reads its verdict from the cart.
 */
import { wallTime } from '../zoned-time.ts';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { MIN_LEAD_MINUTES } from './constants.ts';
import { hourMode, inDeliveryWindow, weeklyRanges } from './delivery-window.ts';
import { daysBetween, parsePreorderDateTime, preorderInstant } from './local-date-time.ts';
import { lastPreorderDayOffset } from './preorder-period.ts';
import type { PreorderPeriod } from './preorder-period.ts';
import { firstPreorderSlot, preorderSchedule } from './slots.ts';

export interface DeliveryTimeContext {
  readonly now: Date;
  /** The locality's IANA time zone; preorder times are read on its wall clock. */
  readonly timeZone: string;
  readonly preorderPeriod: PreorderPeriod;
  /** The vendor's hours; null when only the lead time and the period apply. */
  readonly workingHours: readonly WorkingHoursEntry[] | null;
  /** The vendor's estimated delivery duration, for the suggested `nearest` slot. */
  readonly deliveryMinutes?: number;
}

/**
 * Why a delivery time cannot be kept. `nearest` is the first slot the preorder modal would
 * offer instead (a preorderDateTime), or null when none is left.
 */
export type DeliveryTimeProblem =
  /** Not a calendar date-time of the `YYYY-MM-DDTHH:MM[:SS]` form. */
  | { readonly reason: 'MALFORMED'; readonly nearest: string | null }
  /** The locality's preorder period is NONE: only ASAP can be ordered. */
  | { readonly reason: 'PREORDER_DISABLED'; readonly nearest: null }
  /** Under one hour ahead of now, or already past. */
  | { readonly reason: 'TOO_SOON'; readonly nearest: string | null }
  /** On a day after the last day of the preorder period (DAYS n). */
  | { readonly reason: 'BEYOND_PREORDER_PERIOD'; readonly nearest: string | null }
  /** Outside the vendor's delivery window in the hour mode that applies. */
  | { readonly reason: 'OUTSIDE_WORKING_HOURS'; readonly nearest: string | null }
  /** ASAP asked while the vendor is closed now. */
  | { readonly reason: 'CLOSED_NOW'; readonly nearest: string | null };

export type DeliveryTimeReason = DeliveryTimeProblem['reason'];

function nearest(context: DeliveryTimeContext): string | null {
  return firstPreorderSlot(preorderSchedule({ ...context, preorderDateTime: null }));
}

/**
 * Null when `preorderDateTime` (null = ASAP) can be delivered for, else the first reason it
 * cannot, checked in this order: preorder allowed, form, lead time, period, hours.
 */
export function checkDeliveryTime(
  preorderDateTime: string | null,
  context: DeliveryTimeContext,
): DeliveryTimeProblem | null {
  const { now, timeZone, workingHours } = context;
  const ranges = workingHours ? weeklyRanges(workingHours) : null;
  if (preorderDateTime === null) {
    if (ranges && hourMode(ranges, now, timeZone, null) === 'shifted') {
      return { reason: 'CLOSED_NOW', nearest: nearest(context) };
    }
    return null;
  }
  const local = parsePreorderDateTime(preorderDateTime);
  const lastOffset = lastPreorderDayOffset(context.preorderPeriod);
  if (lastOffset === null) return { reason: 'PREORDER_DISABLED', nearest: null };
  if (!local) return { reason: 'MALFORMED', nearest: nearest(context) };
  const lead = preorderInstant(local, timeZone).getTime() - now.getTime();
  if (lead < MIN_LEAD_MINUTES * 60_000) return { reason: 'TOO_SOON', nearest: nearest(context) };
  if (daysBetween(wallTime(now, timeZone), local) > lastOffset) {
    return { reason: 'BEYOND_PREORDER_PERIOD', nearest: nearest(context) };
  }
  if (ranges) {
    const at = { date: local, minuteOfDay: local.minuteOfDay };
    const mode = hourMode(ranges, now, timeZone, at);
    if (!inDeliveryWindow(ranges, local, local.minuteOfDay, mode)) {
      return { reason: 'OUTSIDE_WORKING_HOURS', nearest: nearest(context) };
    }
  }
  return null;
}
