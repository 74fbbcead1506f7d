/**
 * Where the preorder pickers start when a product waits for a time (spec 2 §4 "Opening a
 * product … a preorder time is computed"): ASAP cannot take it, so the first offered slot at
 * or after the moment the product can be ordered is preselected instead.
 */
import { preorderDateTimeOf } from './local-date-time.ts';
import type { PreorderChoice } from './picker.ts';
import type { PreorderDay } from './slots.ts';

/**
 * The first offered day and time whose local `YYYY-MM-DDTHH:MM` is not before `from` (a local
 * preorderDateTime; null means "any slot") and that `accepts` takes (the product's own
 * section hours, checked as the API checks them), with ASAP off; null when none is offered.
 */
export function firstSlotFrom(
  days: readonly PreorderDay[],
  from: string | null,
  accepts: (preorderDateTime: string) => boolean = () => true,
): PreorderChoice | null {
  const start = from?.slice(0, 16) ?? '';
  for (const day of days) {
    // Same-width `YYYY-MM-DDTHH:MM` strings compare like the moments they name.
    const time = day.times.find(
      (candidate) =>
        `${day.value}T${candidate}` >= start && accepts(preorderDateTimeOf(day.value, candidate)),
    );
    if (time !== undefined) return { asap: false, day: day.value, time };
  }
  return null;
}
