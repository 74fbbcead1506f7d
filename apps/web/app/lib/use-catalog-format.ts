import type { Duration, TimeAvailability } from '@souk/contracts';
import { formatPrice, formatWeight } from '@souk/core';
import { useMemo } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { Translator } from '#app/i18n/translator.ts';

type NearestDelivery = TimeAvailability['nearestDelivery'];

const INTL_UNIT = { g: 'gram', kg: 'kilogram', ml: 'milliliter', l: 'liter' } as const;

/** A calendar date without a year ("26 November"); the API sends day and month only. */
function dayAndMonth(locale: string, day: number, month: number): string {
  // Noon UTC keeps the date the same in every time zone the formatter might apply.
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

function unitNumber(locale: string, unit: string, value: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * "25 min" or "25–35 min" with the locale's own unit words (Intl knows minutes in all 11
 * languages), so no message has to repeat them.
 */
export function formatDuration(locale: string, duration: Duration): string {
  const minutes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  return duration.kind === 'value'
    ? minutes.format(duration.minutes)
    : minutes.formatRange(duration.min, duration.max);
}

function formatters(translator: Translator, currencyCode: string) {
  const { t, locale } = translator;
  return {
    money: (minorUnits: number) => formatPrice(minorUnits, currencyCode, locale),
    duration: (duration: Duration) => formatDuration(locale, duration),
    /** "−20 %" in the locale's own percent style. */
    discount: (percent: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(
        -percent / 100,
      ),
    grams: (value: number) => unitNumber(locale, 'gram', value),
    /** Spec 1 §4: "nearest delivery: {day} {time}", else "orders temporarily unavailable". */
    nearestDelivery: (nearest: NearestDelivery) => {
      switch (nearest.kind) {
        case 'today':
          return t('catalogue.nearestToday', { time: nearest.time });
        case 'tomorrow':
          return t('catalogue.nearestTomorrow', { time: nearest.time });
        case 'date':
          return t('catalogue.nearestDate', {
            date: dayAndMonth(locale, nearest.day, nearest.month),
            time: nearest.time,
          });
        case 'unavailable':
          return t('catalogue.ordersUnavailable');
      }
    },
    /** When a section outside its hours can be ordered from again. */
    sectionAvailability: (nearest: NearestDelivery) => {
      switch (nearest.kind) {
        case 'today':
          return t('catalogue.sectionAvailableToday', { time: nearest.time });
        case 'tomorrow':
          return t('catalogue.sectionAvailableTomorrow', { time: nearest.time });
        case 'date':
          return t('catalogue.sectionAvailableDate', {
            date: dayAndMonth(locale, nearest.day, nearest.month),
            time: nearest.time,
          });
        case 'unavailable':
          return t('catalogue.sectionUnavailable');
      }
    },
    /** Spec 1 §5 weights: "kg or l when at least 1000 and a multiple of 100, else g or ml". */
    weight: (value: number, liquid: boolean) => {
      const weight = formatWeight(value, { liquid });
      return unitNumber(locale, INTL_UNIT[weight.unit], weight.value);
    },
    /** A local date-time "2026-11-26T14:30:00" as "26 November 14:30". */
    localDateTime: (value: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
      if (!match) return { date: value, time: '' };
      return {
        date: dayAndMonth(locale, Number(match[3]), Number(match[2])),
        time: match[4] ?? '',
      };
    },
  };
}

export type CatalogFormat = ReturnType<typeof formatters> & Translator;

/** Money, durations, weights and availability labels in the page's language. */
export function useCatalogFormat(currencyCode: string): CatalogFormat {
  const translator = useTranslator();
  return useMemo(
    () => ({ ...translator, ...formatters(translator, currencyCode) }),
    [translator, currencyCode],
  );
}
