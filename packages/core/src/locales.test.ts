import { describe, it, expect } from 'vitest';
import { LOCALE_NAMES } from './locale-names.ts';
import { isSupportedLocale, negotiateLocale, SUPPORTED_LOCALES } from './locales.ts';

describe('spec 1 §1 "Supported locale codes: ar, en, es, fr, it, lv, mg, pt, bg, ru, uk."', () => {
  it('lists exactly those codes', () => {
    expect(SUPPORTED_LOCALES).toEqual([
      'ar',
      'en',
      'es',
      'fr',
      'it',
      'lv',
      'mg',
      'pt',
      'bg',
      'ru',
      'uk',
    ]);
  });

  it('has a native name for every supported locale', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(LOCALE_NAMES.ar).toBe('العربية');
    expect(LOCALE_NAMES.uk).toBe('Українська');
  });
});

describe('isSupportedLocale: spec 1 §5 "Language codes accepted from the user profile are the supported locale codes listed in section 1."', () => {
  it('accepts only the listed codes, exactly', () => {
    expect(isSupportedLocale('lv')).toBe(true);
    expect(isSupportedLocale('de')).toBe(false);
    expect(isSupportedLocale('EN')).toBe(false);
    expect(isSupportedLocale('en-GB')).toBe(false);
    expect(isSupportedLocale(null)).toBe(false);
    expect(isSupportedLocale(1)).toBe(false);
  });
});

describe('negotiateLocale', () => {
  const negotiate = (header: string | null | undefined) =>
    negotiateLocale(header, SUPPORTED_LOCALES, 'en');

  it('follows q-values, not header order', () => {
    expect(negotiate('de;q=0.9, ru;q=0.5, lv')).toBe('lv');
    expect(negotiate('en;q=0.4, uk;q=0.8')).toBe('uk');
  });

  it('keeps header order for equal q-values', () => {
    expect(negotiate('fr, es')).toBe('fr');
  });

  it('matches the primary subtag, case-insensitively', () => {
    expect(negotiate('pt-BR,pt;q=0.9')).toBe('pt');
    expect(negotiate('AR-eg')).toBe('ar');
    expect(negotiate('de-DE, fr-CH;q=0.7')).toBe('fr');
  });

  it('prefers an exact tag over a same-language one', () => {
    expect(negotiateLocale('pt-BR', ['pt-PT', 'pt-BR'], 'pt-PT')).toBe('pt-BR');
    expect(negotiateLocale('pt', ['en', 'pt-BR'], 'en')).toBe('pt-BR');
  });

  it('skips languages with q=0 or a malformed q', () => {
    expect(negotiate('ru;q=0, bg;q=0.3')).toBe('bg');
    expect(negotiate('ru;q=abc, it;q=0.1')).toBe('it');
  });

  it('falls back on a wildcard, no header or no match', () => {
    expect(negotiate('*')).toBe('en');
    expect(negotiate(null)).toBe('en');
    expect(negotiate(undefined)).toBe('en');
    expect(negotiate('')).toBe('en');
    expect(negotiate('de, ja;q=0.5')).toBe('en');
  });
});
