/**
 * Form validation rules (spec 1 §5, spec 2 §5). Each rule is a pure predicate on the
 * raw input string; the UI owns the messages ("The message texts are not shown").
 */

export interface ValidationRule {
  readonly name: string;
  readonly test: (value: string) => boolean;
}

export const PROMO_CODE_MAX_LENGTH = 20;

/**
 * "Name: 2 to 30 letters", in any script. A letter may carry combining marks
 * (Devanagari vowel signs, decomposed accents) which count with their letter.
 */
export function isValidName(value: string): boolean {
  return /^(?:\p{L}\p{M}*){2,30}$/u.test(value.normalize('NFC'));
}

/** "Name with spaces: 3 to 30 letters or spaces." */
export function isValidNameWithSpaces(value: string): boolean {
  return /^(?:[\p{L} ]\p{M}*){3,30}$/u.test(value.normalize('NFC'));
}

/** "any_symbol" requires non-empty after removing spaces (any whitespace). */
export function hasAnySymbol(value: string): boolean {
  return value.replace(/\s/g, '') !== '';
}

/** "no whitespace": no space, tab or line break anywhere. */
export function hasNoWhitespace(value: string): boolean {
  return !/\s/.test(value);
}

/** Required: anything typed at all. Whitespace-only input is any_symbol's job. */
export function isFilled(value: string): boolean {
  return value.length > 0;
}

/** Integer: optional minus sign and ASCII digits only. */
export function isIntegerString(value: string): boolean {
  return /^-?\d+$/.test(value);
}

/**
 * "E-mail uses a standard address pattern": the HTML Living Standard's "valid e-mail
 * address", the same check the browser applies to <input type="email">.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * "Cyrillic, Latin letters or digits, up to 20 characters." Latin means A-Z (codes
 * are typed from printed vouchers); the lookahead keeps Cyrillic to letters, not
 * Cyrillic-script signs such as U+0482.
 */
export function isValidPromoCode(value: string): boolean {
  return /^(?:[A-Za-z0-9]|(?=\p{L})\p{Script=Cyrillic}){1,20}$/u.test(value);
}

/** "Card number: 15 or 16 digits, spaces ignored." */
export function isValidCardNumber(value: string): boolean {
  return /^\d{15,16}$/.test(value.replace(/ /g, ''));
}

/**
 * "Expiry: MM/YY, 5 characters, month 1 to 12, not in the past." A card is valid
 * through the end of its expiry month, judged on `now`'s local calendar month.
 */
export function isValidCardExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + (month - 1) >= now.getFullYear() * 12 + now.getMonth();
}

/** "CVV: 3 or 4 digits." */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

/** Rules that need no parameters, keyed by the name validateAll reports. */
export const RULES = {
  required: { name: 'required', test: isFilled },
  integer: { name: 'integer', test: isIntegerString },
  name: { name: 'name', test: isValidName },
  name_with_spaces: { name: 'name_with_spaces', test: isValidNameWithSpaces },
  any_symbol: { name: 'any_symbol', test: hasAnySymbol },
  no_whitespace: { name: 'no_whitespace', test: hasNoWhitespace },
  email: { name: 'email', test: isValidEmail },
  promo_code: { name: 'promo_code', test: isValidPromoCode },
  card_number: { name: 'card_number', test: isValidCardNumber },
  cvv: { name: 'cvv', test: isValidCvv },
} as const satisfies Record<string, ValidationRule>;

/** The expiry rule depends on the clock, so it is built with the current date. */
export function cardExpiryRule(now: Date): ValidationRule {
  return { name: 'card_expiry', test: (value) => isValidCardExpiry(value, now) };
}

/**
 * "Validation runs on every input and does not stop at the first failure": every
 * rule runs and the names of all failed rules come back, in the order given.
 */
export function validateAll(value: string, rules: readonly ValidationRule[]): string[] {
  return rules.filter((rule) => !rule.test(value)).map((rule) => rule.name);
}

/**
 * Card label: stars plus the last 4 digits ("**** 1234"). Returns null when the
 * masked number is missing or does not end in 4 digits, so the UI shows its
 * translated "broken card" text; translating is not this package's job.
 */
export function maskCardNumber(masked?: string | null): string | null {
  const last4 = masked ? /(\d{4})$/.exec(masked.trim())?.[1] : undefined;
  return last4 ? `**** ${last4}` : null;
}
