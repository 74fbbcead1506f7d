import { describe, it, expect } from 'vitest';
import {
  countryPhonePrefix,
  formatPhone,
  isValidPhoneRule,
  maskPhone,
  normalizePhone,
  parsePhone,
} from './phone.ts';

// Example numbers from libphonenumber's metadata (LV mobile, US fixed), not real people.

describe('normalizePhone: spec 1 §5 "Phone formatting removes plus, spaces and brackets, adds a leading plus"', () => {
  it('removes plus, spaces and brackets and adds one leading plus', () => {
    expect(normalizePhone('+371 21 234 567')).toBe('+37121234567');
    expect(normalizePhone('1 (201) 555 0123')).toBe('+12015550123');
    expect(normalizePhone('++371\t2123')).toBe('+3712123');
  });

  it('leaves an empty input empty', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(' + ')).toBe('');
  });
});

describe('isValidPhoneRule: spec 1 §5 "starts with + and has 11 or more digits after stripping parentheses, spaces and dashes"', () => {
  it('accepts 11 or more digits after a plus, ignoring ( ) spaces and dashes', () => {
    expect(isValidPhoneRule('+37121234567')).toBe(true);
    expect(isValidPhoneRule('+1 (201) 555-0123')).toBe(true);
    expect(isValidPhoneRule('+7 916 123-45-67')).toBe(true);
  });

  it('rejects fewer than 11 digits', () => {
    expect(isValidPhoneRule('+3712123456')).toBe(false);
  });

  it('rejects a number without the leading plus', () => {
    expect(isValidPhoneRule('37121234567')).toBe(false);
  });

  it('rejects other characters', () => {
    expect(isValidPhoneRule('+371.21234567')).toBe(false);
    expect(isValidPhoneRule('+3712123456a7')).toBe(false);
  });
});

describe('formatPhone: spec 1 §5 "... adds a leading plus, and formats by the country mask"', () => {
  it('formats a complete number in international format', () => {
    expect(formatPhone('+37121234567')).toBe('+371 21 234 567');
    expect(formatPhone('(1) 2015550123')).toBe('+1 201 555 0123');
  });

  it('formats a partial number as it is typed', () => {
    expect(formatPhone('+3712123')).toBe('+371 21 23');
  });

  it('reads digits without a plus as including the country code', () => {
    expect(formatPhone('37121234567')).toBe('+371 21 234 567');
  });

  it('reads a complete national number with the default country', () => {
    expect(formatPhone('21234567', 'LV')).toBe('+371 21 234 567');
    expect(formatPhone('37121234567', 'LV')).toBe('+371 21 234 567');
  });

  it('returns "" for empty input', () => {
    expect(formatPhone('')).toBe('');
  });
});

describe('parsePhone', () => {
  it('returns E.164 for a valid number', () => {
    expect(parsePhone('+371 21 234 567')).toBe('+37121234567');
    expect(parsePhone('21234567', 'LV')).toBe('+37121234567');
    expect(parsePhone('+1 (201) 555-0123')).toBe('+12015550123');
  });

  it('returns null for an incomplete or impossible number', () => {
    expect(parsePhone('+3712123')).toBeNull();
    expect(parsePhone('+37101234567')).toBeNull();
    expect(parsePhone('21234567')).toBeNull();
    expect(parsePhone('not a phone')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows the country calling code and the last 2 digits', () => {
    expect(maskPhone('+37121234567')).toBe('+371 •• ••• •67');
    expect(maskPhone('+12015550123')).toBe('+1 ••• ••• ••23');
  });

  it('never shows more than the last 2 digits of an unparseable input', () => {
    expect(maskPhone('12345')).toBe('•••45');
    expect(maskPhone('')).toBe('');
  });
});

describe("countryPhonePrefix: the phone field starts with the locality country's calling code", () => {
  it('gives the calling code of a known country, in any case', () => {
    expect(countryPhonePrefix('LV')).toEqual({ country: 'LV', prefix: '+371 ' });
    expect(countryPhonePrefix('kw')).toEqual({ country: 'KW', prefix: '+965 ' });
  });

  it('is null for a code that is no country', () => {
    expect(countryPhonePrefix('XX')).toBeNull();
    expect(countryPhonePrefix('')).toBeNull();
  });
});
