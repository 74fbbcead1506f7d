import { describe, it, expect } from 'vitest';
import { pluralCategory, pluralForm, slavicPluralForm } from './plural.ts';

describe('slavicPluralForm: spec 1 §5 "Plural forms for counts: 10 to 20 form 0; last digit 2 to 4 form 2; 1 form 1; else form 0."', () => {
  it('"10 to 20 form 0", also in later hundreds', () => {
    for (const n of [10, 11, 12, 14, 15, 19, 20, 111, 112, 214, 1011]) {
      expect(slavicPluralForm(n)).toBe(0);
    }
  });

  it('"last digit 2 to 4 form 2"', () => {
    for (const n of [2, 3, 4, 22, 33, 44, 102, 1004]) expect(slavicPluralForm(n)).toBe(2);
  });

  it('spec 2 §5 "last digit 1 form 1"', () => {
    for (const n of [1, 21, 31, 101, 121, 1001]) expect(slavicPluralForm(n)).toBe(1);
  });

  it('"else form 0"', () => {
    for (const n of [0, 5, 9, 25, 100, 105, 1000]) expect(slavicPluralForm(n)).toBe(0);
  });

  it('rejects counts that are negative or not integers', () => {
    expect(() => slavicPluralForm(-1)).toThrow(RangeError);
    expect(() => slavicPluralForm(1.5)).toThrow(RangeError);
  });
});

describe('the spec rule agrees with CLDR for ru and uk (one = form 1, few = form 2, many = form 0)', () => {
  const expectedForm = { one: 1, few: 2, many: 0 } as const;
  for (const locale of ['ru', 'uk']) {
    it(`${locale}: every count from 0 to 200`, () => {
      for (let n = 0; n <= 200; n++) {
        const category = pluralCategory(n, locale);
        expect(category === 'one' || category === 'few' || category === 'many').toBe(true);
        if (category === 'one' || category === 'few' || category === 'many') {
          expect(slavicPluralForm(n), `n=${n} (${category})`).toBe(expectedForm[category]);
        }
      }
    });
  }
});

describe('pluralForm', () => {
  it('uses the spec rule for ru and uk, including regional tags', () => {
    expect(pluralForm(21, 'ru')).toBe(1);
    expect(pluralForm(22, 'uk')).toBe(2);
    expect(pluralForm(11, 'ru-RU')).toBe(0);
    expect(pluralForm(3, 'UK_ua')).toBe(2);
  });

  it('uses singular/plural for other locales, so English never reads "21 item"', () => {
    expect(pluralForm(1, 'en')).toBe(1);
    expect(pluralForm(21, 'en')).toBe(0);
    expect(pluralForm(0, 'en')).toBe(0);
    expect(pluralForm(1, 'bg')).toBe(1);
    expect(pluralForm(3, 'bg')).toBe(0);
  });

  it('rejects a negative count for any locale', () => {
    expect(() => pluralForm(-2, 'en')).toThrow(RangeError);
  });
});

describe('pluralCategory', () => {
  it('returns the CLDR category for locales with more than three forms', () => {
    expect(pluralCategory(0, 'ar')).toBe('zero');
    expect(pluralCategory(2, 'ar')).toBe('two');
    expect(pluralCategory(10, 'lv')).toBe('zero');
    expect(pluralCategory(21, 'lv')).toBe('one');
  });
});
