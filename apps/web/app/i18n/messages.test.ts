import { SUPPORTED_LOCALE_CODES } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@souk/core';
import { CATALOG } from './catalog.server.ts';
import { en } from './en.ts';
import { FALLBACK_MESSAGES } from './fallback-messages.ts';
import { createTranslator } from './translator.ts';

const englishKeys = Object.keys(en);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralBases = englishKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6));
const pluralBaseOf = (key: string) => pluralBases.find((base) => key.startsWith(`${base}_`));
const others = SUPPORTED_LOCALE_CODES.filter((code) => code !== 'en');

describe('message catalogue', () => {
  it('covers exactly the supported locales', () => {
    expect(Object.keys(CATALOG).sort()).toEqual([...SUPPORTED_LOCALE_CODES].sort());
    expect([...SUPPORTED_LOCALES].sort()).toEqual([...SUPPORTED_LOCALE_CODES].sort());
  });

  it.each(SUPPORTED_LOCALE_CODES)('%s has every key, none empty, no unknown keys', (locale) => {
    const messages: Record<string, string> = CATALOG[locale];
    for (const key of englishKeys) expect(messages[key]?.trim(), key).toBeTruthy();
    for (const key of Object.keys(messages)) {
      expect(englishKeys.includes(key) || pluralBaseOf(key) !== undefined, key).toBe(true);
    }
  });

  it.each(SUPPORTED_LOCALE_CODES)('%s keeps the English placeholders', (locale) => {
    const messages: Record<string, string> = CATALOG[locale];
    for (const [key, text] of Object.entries(messages)) {
      const base = pluralBaseOf(key);
      const source: Record<string, string> = en;
      const english = placeholders(source[base ? `${base}_other` : key] ?? '');
      const found = placeholders(text);
      // A plural form may spell the number out ("one city") and so drop {count}.
      const expected =
        base && !found.includes('count') ? english.filter((p) => p !== 'count') : english;
      expect(found, `${locale} ${key}`).toEqual(expected);
    }
  });

  it.each(SUPPORTED_LOCALE_CODES)('%s has every plural form Intl.PluralRules uses', (locale) => {
    const messages: Record<string, string> = CATALOG[locale];
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) {
        expect(messages[`${base}_${category}`], `${locale} ${base}_${category}`).toBeTruthy();
      }
    }
  });

  it.each(others)('%s is a real translation, not a copy of English', (locale) => {
    const messages: Record<string, string> = CATALOG[locale];
    const source: Record<string, string> = en;
    const copies = englishKeys.filter((key) => messages[key] === source[key]);
    expect(copies.length, copies.join(', ')).toBeLessThanOrEqual(3);
  });
});

describe('createTranslator', () => {
  it('interpolates and picks plural forms by locale', () => {
    const ru = createTranslator('ru', CATALOG.ru);
    expect(ru.plural('home.localityCount', 1)).toBe('Доступен 1 город');
    expect(ru.plural('home.localityCount', 3)).toBe('Доступно 3 города');
    expect(ru.plural('home.localityCount', 11)).toBe('Доступно 11 городов');
    const english = createTranslator('en', CATALOG.en);
    expect(english.t('meta.localityTitle', { locality: 'Riga' })).toBe('Delivery in Riga');
    expect(english.plural('home.localityCount', 1200)).toBe('1,200 cities available');
  });

  it('falls back to the key when a message is missing', () => {
    expect(createTranslator('en', {}).t('nav.home')).toBe('nav.home');
  });
});

describe('fallback messages', () => {
  it('repeat the English wording exactly', () => {
    const source: Record<string, string> = en;
    for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) expect(text).toBe(source[key]);
  });
});
