/**
 * Phone numbers: sign-in is by phone plus SMS code, so the same number must
 * normalise to one E.164 string on the web and in the API.
 */
import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/**
 * Spec 1 §5: "Phone formatting removes plus, spaces and brackets, adds a leading plus".
 * Dashes are left alone because the spec does not list them; the country mask
 * applied by formatPhone ignores them anyway. Nothing left gives "" rather than a
 * lone "+", so an empty field stays empty.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/[+\s()]/g, '');
  return digits === '' ? '' : `+${digits}`;
}

/**
 * Spec 1 §5: "Phone rule: starts with + and has 11 or more digits after stripping
 * parentheses, spaces and dashes." Anything else left over (letters, dots) fails.
 */
export function isValidPhoneRule(input: string): boolean {
  return /^\+\d{11,}$/.test(input.replace(/[()\s-]/g, ''));
}

/**
 * Formats as the user types, in international format ("+371 21 234 567").
 * With a defaultCountry, input typed without "+" that is a complete national number
 * of that country is read as national ("21234567" in LV). Otherwise the input goes
 * through normalizePhone, so digits typed without "+" are read as including the
 * country calling code, as the spec's "adds a leading plus" implies.
 */
export function formatPhone(input: string, defaultCountry?: CountryCode): string {
  if (defaultCountry && !input.trim().startsWith('+')) {
    const national = parsePhoneNumberFromString(input, defaultCountry);
    if (national?.isValid()) return national.formatInternational();
  }
  const normalized = normalizePhone(input);
  return normalized === '' ? '' : new AsYouType().input(normalized);
}

/**
 * E.164 ("+37121234567") for a valid number, else null. Validation uses the
 * library's default (min) metadata: it checks length and leading digits per country,
 * which is enough to refuse typos before an SMS is sent.
 */
export function parsePhone(input: string, defaultCountry?: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

const BULLET = '•';

/** Replaces every digit with a bullet except the last `keep` ones, keeping spacing. */
function maskDigits(text: string, keep: number): string {
  let toMask = Math.max(0, (text.match(/\d/g) ?? []).length - keep);
  return text.replace(/\d/g, (d) => (toMask-- > 0 ? BULLET : d));
}

/**
 * Shows which number an SMS went to without revealing it: the country calling code
 * and the last 2 digits, keeping the country's grouping ("+371 •• ••• •67").
 * An unparseable input still never leaks more than its last 2 digits.
 */
export function maskPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return maskDigits(e164, 2);
  const international = phone.formatInternational();
  const prefix = `+${phone.countryCallingCode}`;
  if (!international.startsWith(prefix)) return maskDigits(international, 2);
  return prefix + maskDigits(international.slice(prefix.length), 2);
}

/**
 * The start of a phone field for a locality's country (spec 1 §5 "formats by the country
 * mask"): `{ country: 'LV', prefix: '+371 ' }`, or null for a code the library does not know.
 */
export function countryPhonePrefix(
  countryCode: string,
): { country: CountryCode; prefix: string } | null {
  const country = countryCode.toUpperCase();
  if (!isSupportedCountry(country)) return null;
  return { country, prefix: `+${getCountryCallingCode(country)} ` };
}
