/**
 * Money is carried everywhere as an integer count of the currency's minor unit
 * (cents, fils, ...). Floats never cross a module boundary, so there is no
 * rounding drift between the cart total the API computes and the one the web shows.
 */

interface CurrencyRule {
  /** How many decimal digits one major unit splits into (EUR 2, KWD 3, JPY 0). */
  readonly minorDigits: number;
  /** Whole amounts drop the decimals entirely ("KWD 12" rather than "KWD 12.000"). */
  readonly hideDecimalsWhenWhole: boolean;
}

/**
 * Currencies that differ from the default of "2 decimals, always shown".
 *
 * The spec names the two special cases only by behaviour, not by code:
 * - "no decimals for whole values and 3 decimals otherwise": the three-decimal
 *   dinars and rials (KWD, BHD, OMR, JOD, TND);
 * - "none for whole values and 2 decimals otherwise": MGA, the currency of the
 *   Malagasy (mg) locale we ship. CLDR gives MGA 0 digits, so this table, not Intl,
 *   is what decides its digits.
 * JPY and KRW have no minor unit at all; showing ".00" for them would be wrong.
 */
const CURRENCY_RULES: Readonly<Record<string, CurrencyRule>> = {
  KWD: { minorDigits: 3, hideDecimalsWhenWhole: true },
  BHD: { minorDigits: 3, hideDecimalsWhenWhole: true },
  OMR: { minorDigits: 3, hideDecimalsWhenWhole: true },
  JOD: { minorDigits: 3, hideDecimalsWhenWhole: true },
  TND: { minorDigits: 3, hideDecimalsWhenWhole: true },
  MGA: { minorDigits: 2, hideDecimalsWhenWhole: true },
  // Stryker disable next-line BooleanLiteral: with no minor digits there are no decimals to hide.
  JPY: { minorDigits: 0, hideDecimalsWhenWhole: false },
  // Stryker disable next-line BooleanLiteral: as for JPY.
  KRW: { minorDigits: 0, hideDecimalsWhenWhole: false },
};

const DEFAULT_RULE: CurrencyRule = { minorDigits: 2, hideDecimalsWhenWhole: false };

function currencyRule(currencyCode: string): CurrencyRule {
  return CURRENCY_RULES[currencyCode.toUpperCase()] ?? DEFAULT_RULE;
}

export function minorUnitDigits(currencyCode: string): number {
  return currencyRule(currencyCode).minorDigits;
}

function assertMinorUnits(minorUnits: number): void {
  // Unsafe integers have already lost cents, so they are as wrong as fractions.
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money must be an integer number of minor units, got ${minorUnits}`);
  }
}

/** Exact decimal string ("-12.345") so Intl never sees a binary float. */
function toDecimalString(minorUnits: number, digits: number): `${number}` {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = String(Math.abs(minorUnits));
  // Stryker disable next-line ConditionalExpression: without it "12." comes out, which reads as 12.
  if (digits === 0) return `${sign}${abs}` as `${number}`;
  const padded = abs.padStart(digits + 1, '0');
  const cut = padded.length - digits;
  return `${sign}${padded.slice(0, cut)}.${padded.slice(cut)}` as `${number}`;
}

export function fromMinorUnits(minorUnits: number, currencyCode: string): number {
  assertMinorUnits(minorUnits);
  return Number(toDecimalString(minorUnits, minorUnitDigits(currencyCode)));
}

/**
 * Major amount (as typed in seed data or config) to minor units, rounding half away
 * from zero. The product goes through 15 significant digits first because
 * 1.005 * 100 is 100.49999999999999 in binary and would otherwise round down.
 */
export function toMinorUnits(major: number, currencyCode: string): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const scaled = Number((major * 10 ** minorUnitDigits(currencyCode)).toPrecision(15));
  const minor = Math.sign(scaled) * Math.round(Math.abs(scaled));
  assertMinorUnits(minor);
  return minor === 0 ? 0 : minor; // no "-0" leaking into totals
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let nf = formatters.get(key);
  // Stryker disable next-line ConditionalExpression: the cache saves work; a new formatter formats alike.
  if (!nf) {
    nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, nf);
  }
  return nf;
}

/** Spec 1 §1: "Prices are shown in the locality's currency with 2 decimals by default." */
export function formatPrice(minorUnits: number, currencyCode: string, locale: string): string {
  assertMinorUnits(minorUnits);
  // Stryker disable next-line MethodExpression: Intl reads currency codes in either case.
  const currency = currencyCode.toUpperCase();
  const { minorDigits, hideDecimalsWhenWhole } = currencyRule(currency);
  const whole = minorUnits % 10 ** minorDigits === 0;
  const shown = hideDecimalsWhenWhole && whole ? 0 : minorDigits;
  return formatter(locale, currency, shown).format(toDecimalString(minorUnits, minorDigits));
}
