import { describe, expect, it } from 'vitest';
import { switchLocalePath } from './language-choice.ts';
import { directionOf, localeFromPath } from './locales.ts';

describe('locale paths', () => {
  it('reads only supported prefixes', () => {
    expect(localeFromPath('/ar/riga')).toBe('ar');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/xx/riga')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
  });

  it('swaps or adds the prefix, keeping the rest of the path', () => {
    expect(switchLocalePath('/en/riga', 'ar')).toBe('/ar/riga');
    expect(switchLocalePath('/en', 'fr')).toBe('/fr');
    expect(switchLocalePath('/', 'ru')).toBe('/ru');
    expect(switchLocalePath('/riga/menu', 'lv')).toBe('/lv/riga/menu');
    expect(switchLocalePath('/xx/riga', 'en')).toBe('/en/xx/riga');
  });

  it('puts Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('uk')).toBe('ltr');
  });
});
