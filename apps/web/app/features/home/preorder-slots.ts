/**
 * The home's TimeFilter days, built by the preorder rules of @souk/core: the locality-wide
 * filter has no vendor, so every half hour of the day is offered from the earliest delivery
 * time any cart could keep ("at least 1 hour ahead of now", spec 2 §5).
 */
import { preorderDateTimeOf } from '@souk/core/preorder/local-date-time';
import { preorderSchedule } from '@souk/core/preorder/slots';

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
 * period), half an hour apart, read on the locality's clock. Empty when the locality takes no
 * preorders (`days` 0, its period NONE).
 */
export function preorderDays(now: Date, timeZone: string, days: number): PreorderDay[] {
  if (days <= 0) return [];
  const schedule = preorderSchedule({
    now,
    timeZone,
    preorderPeriod: { type: 'DAYS', value: days },
    workingHours: null,
    // No vendor, so no delivery duration: only the one-hour lead time applies.
    deliveryMinutes: 0,
  });
  return schedule.days.map((day) => ({ date: day.value, offset: day.offset, times: day.times }));
}

/** `preorderDateTime` as the API wants it: local, seconds included, no trailing Z (spec 1 §5). */
export const preorderDateTime = preorderDateTimeOf;
