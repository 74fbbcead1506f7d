/**
 * The PreorderModal's day and time pickers as pure state (spec 2 §2 "Preorder modal", §4
 * "Preorder modal confirmation", §5 confirm rule, §4 "Cart lifecycle" for the initial choice).
 */
import { checkDeliveryTime } from './check-delivery-time.ts';
import type { DeliveryTimeContext } from './check-delivery-time.ts';
import { preorderDateTimeOf } from './local-date-time.ts';
import { preorderEnabled } from './preorder-period.ts';
import type { PreorderPeriod } from './preorder-period.ts';
import type { PreorderDay, PreorderDayLabel } from './slots.ts';

export interface PreorderChoice {
  /** Quick delivery (ASAP) on: preorderDateTime is null. */
  readonly asap: boolean;
  /** `YYYY-MM-DD` of the active day, '' when none is offered. */
  readonly day: string;
  /** `HH:MM` of the active time, '' when none is offered. */
  readonly time: string;
}

function firstChoice(days: readonly PreorderDay[]): PreorderChoice {
  const [first] = days;
  return { asap: true, day: first?.value ?? '', time: first?.times[0] ?? '' };
}

/**
 * Spec 2 §4 "Cart lifecycle": "Without a preorder time, quick delivery (ASAP) is on. With a
 * valid preorder time, quick delivery is off and the active day and time are taken from it.
 * With an invalid preorder time, it is reset to null." `reset` tells the caller to send null.
 */
export function initialPreorderChoice(
  preorderDateTime: string | null,
  days: readonly PreorderDay[],
  context: DeliveryTimeContext,
): PreorderChoice & { readonly reset: boolean } {
  if (preorderDateTime === null) return { ...firstChoice(days), reset: false };
  if (checkDeliveryTime(preorderDateTime, context) !== null) {
    return { ...firstChoice(days), reset: true };
  }
  return {
    asap: false,
    day: preorderDateTime.slice(0, 10),
    time: preorderDateTime.slice(11, 16),
    reset: false,
  };
}

/**
 * "When the day changes and the current time falls outside the new day's first-to-last
 * range, the time resets to the first time of that day." A time inside the range but not in
 * the list (the gap of a split shift) stays, and the confirm rule then holds the button.
 */
export function timeAfterDayChange(
  days: readonly PreorderDay[],
  day: string,
  time: string,
): string {
  const times = days.find((candidate) => candidate.value === day)?.times ?? [];
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) return '';
  // HH:MM strings compare like the times they name.
  return time >= first && time <= last ? time : first;
}

/** "The preorder confirm button is enabled only if the chosen day and time both exist in the offered lists." */
export function canConfirmPreorder(
  days: readonly PreorderDay[],
  day: string,
  time: string,
): boolean {
  return days.some((candidate) => candidate.value === day && candidate.times.includes(time));
}

export type PreorderConfirmLabel =
  | { readonly kind: 'understand' }
  | { readonly kind: 'slot'; readonly day: PreorderDayLabel; readonly time: string };

/**
 * "The confirm button shows the chosen day and time, or 'Understand'." Understand when the
 * pickers are not shown ("The pickers appear only when preorder is enabled") or nothing can
 * be chosen.
 */
export function preorderConfirmLabel(
  period: PreorderPeriod,
  days: readonly PreorderDay[],
  choice: PreorderChoice,
): PreorderConfirmLabel {
  const day = days.find((candidate) => candidate.value === choice.day);
  if (!preorderEnabled(period) || !day || !day.times.includes(choice.time)) {
    return { kind: 'understand' };
  }
  return { kind: 'slot', day: day.label, time: choice.time };
}

/**
 * What confirming the PreorderModal does (spec 2 §4 "Preorder modal confirmation"):
 * - "If the type is NONE, the modal only informs and closes."
 * - "Choosing ASAP sends preorderDateTime null and turns quick delivery on."
 * - "On confirm, the cart's preorderDateTime is updated." "With no cart yet, the user cart is
 *   fetched first."
 */
export type PreorderConfirmPlan =
  | { readonly action: 'close' }
  /** The confirm button is disabled: the choice is not in the offered lists. */
  | { readonly action: 'blocked' }
  | {
      readonly action: 'update';
      readonly preorderDateTime: string | null;
      readonly fetchCartFirst: boolean;
    };

export function preorderConfirmPlan(
  period: PreorderPeriod,
  days: readonly PreorderDay[],
  choice: PreorderChoice,
  hasCart: boolean,
): PreorderConfirmPlan {
  if (!preorderEnabled(period)) return { action: 'close' };
  if (!choice.asap && !canConfirmPreorder(days, choice.day, choice.time)) {
    return { action: 'blocked' };
  }
  return {
    action: 'update',
    preorderDateTime: choice.asap ? null : preorderDateTimeOf(choice.day, choice.time),
    fetchCartFirst: !hasCart,
  };
}

/**
 * After the update call: "If the response lists invalid vendors, the cart is cleared and the
 * update is retried. Otherwise day, time and preorder value are stored, quick delivery is
 * turned off, and the validation result is passed on." A retry that again lists invalid
 * vendors is not retried a second time: the caller shows the alert it raises.
 */
export function afterPreorderUpdate(
  invalidVendorCount: number,
  alreadyRetried: boolean,
): 'clear-and-retry' | 'store' {
  return invalidVendorCount > 0 && !alreadyRetried ? 'clear-and-retry' : 'store';
}
