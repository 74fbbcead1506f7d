import { minorUnitDigits } from '@souk/core/money';

/**
 * Demo prices are written once, in euros, and converted per locality so a pizza costs about the
 * same everywhere and ends on the price points people actually use in that currency.
 */
export interface PriceLevel {
  currency: string;
  /** Local major units per euro, roughly purchasing-power adjusted. */
  perEuro: number;
  /** Rounding steps in major units: `small` below `smallBelow`, else `large`. */
  smallStep: number;
  largeStep: number;
  smallBelow: number;
}

export const PRICE_LEVELS = {
  EUR: { currency: 'EUR', perEuro: 1, smallStep: 0.05, largeStep: 0.1, smallBelow: 1 },
  KWD: { currency: 'KWD', perEuro: 0.33, smallStep: 0.05, largeStep: 0.25, smallBelow: 1 },
  MGA: { currency: 'MGA', perEuro: 4900, smallStep: 100, largeStep: 500, smallBelow: 5000 },
  UAH: { currency: 'UAH', perEuro: 42, smallStep: 1, largeStep: 5, smallBelow: 50 },
  BGN: { currency: 'BGN', perEuro: 1.96, smallStep: 0.05, largeStep: 0.1, smallBelow: 1 },
  USD: { currency: 'USD', perEuro: 1.1, smallStep: 0.05, largeStep: 0.1, smallBelow: 1 },
} as const satisfies Record<string, PriceLevel>;

/** Exact conversion of a major amount into integer minor units (digits from @souk/core). */
function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorUnitDigits(currency));
}

/**
 * A euro amount as a local price in minor units, rounded to the local step (never to zero for
 * a positive amount).
 */
export function localPrice(euros: number, level: PriceLevel): number {
  if (euros === 0) return 0;
  const major = euros * level.perEuro;
  const step = major < level.smallBelow ? level.smallStep : level.largeStep;
  const stepMinor = toMinor(step, level.currency);
  const rounded = Math.round(toMinor(major, level.currency) / stepMinor) * stepMinor;
  return Math.max(stepMinor, rounded);
}

/** A discounted price on the same grid, always strictly below the regular one. */
export function discounted(priceMinor: number, fraction: number, level: PriceLevel): number {
  const major = priceMinor / 10 ** minorUnitDigits(level.currency);
  const step = major < level.smallBelow ? level.smallStep : level.largeStep;
  const stepMinor = toMinor(step, level.currency);
  const target = Math.round((priceMinor * (1 - fraction)) / stepMinor) * stepMinor;
  return Math.max(stepMinor, Math.min(target, priceMinor - stepMinor));
}
