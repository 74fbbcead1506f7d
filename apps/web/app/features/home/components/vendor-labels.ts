import type { Duration, Vendor } from '@souk/contracts';
import type { Translator } from '#app/i18n/translator.ts';

/** "25 min" or "25–40 min" (spec 1 §3: a single value or a min-max range). */
export function durationLabel(t: Translator['t'], duration: Duration): string {
  if (duration.kind === 'value' || duration.min === duration.max) {
    return t('vendor.card.minutes', {
      minutes: duration.kind === 'value' ? duration.minutes : duration.min,
    });
  }
  return t('vendor.card.minutesRange', { min: duration.min, max: duration.max });
}

/**
 * Spec 1 §4: "nearest delivery: {day} {time}", else "orders temporarily unavailable"; the
 * nearest pickup for a takeaway.
 */
export function nearestDeliveryLabel(
  t: Translator['t'],
  locale: string,
  vendor: Vendor,
  takeaway = false,
): string {
  const nearest = vendor.timeAvailability.nearestDelivery;
  if (nearest.kind === 'unavailable') return t('vendor.card.unavailable');
  const day =
    nearest.kind === 'date'
      ? new Date(Date.UTC(2000, nearest.month - 1, nearest.day)).toLocaleDateString(locale, {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        })
      : t(nearest.kind === 'today' ? 'vendor.card.today' : 'vendor.card.tomorrow');
  return t(takeaway ? 'home.nearestPickup' : 'vendor.card.nearestDelivery', {
    day,
    time: nearest.time,
  });
}
