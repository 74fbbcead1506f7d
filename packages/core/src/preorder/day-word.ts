/**
 * One wording for a preorder day wherever it is shown (issue 17 item 13: the time button said
 * "Tomorrow" while the cart said "November 27"). Spec 2 §4 "Days are listed as today,
 * tomorrow, then day and month": the same rule names the chosen day in the cart.
 */
import { wallTime } from '../zoned-time.ts';
import { daysBetween, parsePreorderDateTime } from './local-date-time.ts';
import type { PreorderDayLabel } from './slots.ts';

/** The label of the day of `preorderDateTime` seen from `now` on the locality's clock. */
export function preorderDayLabelOf(
  preorderDateTime: string,
  now: Date,
  timeZone: string,
): PreorderDayLabel | null {
  const local = parsePreorderDateTime(preorderDateTime);
  if (!local) return null;
  const offset = daysBetween(wallTime(now, timeZone), local);
  if (offset === 0) return { kind: 'today' };
  if (offset === 1) return { kind: 'tomorrow' };
  return { kind: 'date', day: local.day, month: local.month };
}
