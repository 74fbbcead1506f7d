import { describe, it, expect } from 'vitest';
import { formatPrice, fromMinorUnits, minorUnitDigits, toMinorUnits } from './money.ts';

// Intl puts a no-break space between an ISO code and the amount.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  describe('spec 1 §1: "Prices are shown in the locality\'s currency with 2 decimals by default."', () => {
    it('shows 2 decimals, even for whole values', () => {
      expect(formatPrice(123450, 'EUR', 'en')).toBe('€1,234.50');
      expect(formatPrice(500, 'EUR', 'en')).toBe('€5.00');
      expect(formatPrice(7, 'USD', 'en')).toBe('$0.07');
    });

    it('follows the locale for separators and symbol position', () => {
      expect(formatPrice(123450, 'EUR', 'lv')).toBe(`1234,50${NBSP}€`);
      expect(formatPrice(123450, 'RUB', 'ru')).toBe(`1${NBSP}234,50${NBSP}₽`);
    });

    it('accepts a lower-case currency code', () => {
      expect(formatPrice(500, 'eur', 'en')).toBe('€5.00');
    });
  });

  describe('spec 1 §1: "One currency shows no decimals for whole values and 3 decimals otherwise."', () => {
    it('KWD: 3 decimals for a fractional amount', () => {
      expect(formatPrice(1234, 'KWD', 'en')).toBe(`KWD${NBSP}1.234`);
      expect(formatPrice(1050, 'KWD', 'en')).toBe(`KWD${NBSP}1.050`);
    });

    it('KWD: no decimals for a whole amount', () => {
      expect(formatPrice(12000, 'KWD', 'en')).toBe(`KWD${NBSP}12`);
    });

    it('the other three-decimal dinars behave the same', () => {
      for (const code of ['BHD', 'OMR', 'JOD', 'TND']) {
        expect(formatPrice(3000, code, 'en')).toBe(`${code}${NBSP}3`);
        expect(formatPrice(3001, code, 'en')).toBe(`${code}${NBSP}3.001`);
      }
    });
  });

  describe('spec 1 §1: "Another shows none for whole values and 2 decimals otherwise."', () => {
    it('MGA: 2 decimals for a fractional amount, none for a whole one', () => {
      expect(formatPrice(123450, 'MGA', 'en')).toBe(`MGA${NBSP}1,234.50`);
      expect(formatPrice(123400, 'MGA', 'en')).toBe(`MGA${NBSP}1,234`);
    });
  });

  it('zero-decimal currencies never show a fraction', () => {
    expect(formatPrice(1234, 'JPY', 'en')).toBe('¥1,234');
  });

  it('formats negative amounts (refunds, discounts)', () => {
    expect(formatPrice(-250, 'EUR', 'en')).toBe('-€2.50');
  });

  it('is exact for amounts beyond float precision of the major unit', () => {
    expect(formatPrice(900719925474099, 'EUR', 'en')).toBe('€9,007,199,254,740.99');
  });

  it('throws RangeError for non-integer or unsafe minor units', () => {
    expect(() => formatPrice(12.5, 'EUR', 'en')).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, 'EUR', 'en')).toThrow(RangeError);
    expect(() => formatPrice(2 ** 53, 'EUR', 'en')).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('minorUnitDigits: 2 by default, 3 for KWD, 0 for JPY', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('XYZ')).toBe(2);
    expect(minorUnitDigits('kwd')).toBe(3);
    expect(minorUnitDigits('JPY')).toBe(0);
  });

  it('toMinorUnits rounds half away from zero without float drift', () => {
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(-1.005, 'EUR')).toBe(-101);
    expect(toMinorUnits(1.2345, 'KWD')).toBe(1235);
    expect(toMinorUnits(1234, 'JPY')).toBe(1234);
    expect(Object.is(toMinorUnits(-0.001, 'EUR'), 0)).toBe(true);
  });

  it('toMinorUnits rejects non-finite amounts', () => {
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toThrow(RangeError);
  });

  it('fromMinorUnits is the inverse for integers and rejects fractions', () => {
    expect(fromMinorUnits(123450, 'EUR')).toBe(1234.5);
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
    expect(fromMinorUnits(-5, 'EUR')).toBe(-0.05);
    expect(fromMinorUnits(1234, 'JPY')).toBe(1234);
    expect(() => fromMinorUnits(0.5, 'EUR')).toThrow(RangeError);
  });
});
