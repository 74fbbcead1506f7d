import { describe, it, expect } from 'vitest';
import { hasArabicScript, isRtlLocale, textDirection } from './text-direction.ts';

describe('isRtlLocale: spec 1 §1 "It supports many languages, including right-to-left ones."', () => {
  it('ar is right-to-left, with or without a region', () => {
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('ar-EG')).toBe(true);
    expect(isRtlLocale('AR_sa')).toBe(true);
  });

  it('the other supported locales are left-to-right', () => {
    for (const locale of ['en', 'es', 'fr', 'it', 'lv', 'mg', 'pt', 'bg', 'ru', 'uk']) {
      expect(isRtlLocale(locale), locale).toBe(false);
    }
  });

  it('does not confuse a prefix with a language ("arn" is Mapuche)', () => {
    expect(isRtlLocale('arn')).toBe(false);
  });
});

describe('spec 1 §1 "Text containing Arabic-script characters (range U+0600 to U+06FF) is treated as right-to-left."', () => {
  it('detects characters at both ends of the range', () => {
    expect(hasArabicScript('\u0600')).toBe(true);
    expect(hasArabicScript('\u06FF')).toBe(true);
    expect(hasArabicScript('مطعم')).toBe(true);
  });

  it('ignores characters just outside the range', () => {
    expect(hasArabicScript('\u05FF')).toBe(false);
    expect(hasArabicScript('\u0700')).toBe(false);
    expect(hasArabicScript('Restaurant')).toBe(false);
    expect(hasArabicScript('')).toBe(false);
  });

  it('textDirection is rtl as soon as one Arabic character appears', () => {
    expect(textDirection('مطعم الشام')).toBe('rtl');
    expect(textDirection('Pizza بيتزا')).toBe('rtl');
    expect(textDirection('Pizza')).toBe('ltr');
    expect(textDirection('Піца')).toBe('ltr');
  });
});
