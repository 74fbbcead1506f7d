import { describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.ts';
import { normalise } from './gazetteer-words.ts';
import type { GazetteerLocality } from './gazetteer-place.ts';

const square = (lat: number, lng: number, d: number) =>
  [
    [lat - d, lng - d],
    [lat - d, lng + d],
    [lat + d, lng + d],
    [lat + d, lng - d],
  ] as const;

const riga: GazetteerLocality = {
  id: 'riga',
  name: 'Riga',
  nameI18n: { en: 'Riga', lv: 'Rīga', ru: 'Рига', ar: 'ريغا' },
  countryCode: 'LV',
  center: [56.9496, 24.1052],
  deliveryZone: square(56.9496, 24.1052, 0.08),
};
const kuwait: GazetteerLocality = {
  id: 'kuwait',
  name: 'Kuwait City',
  nameI18n: { en: 'Kuwait City', ar: 'مدينة الكويت' },
  countryCode: 'KW',
  center: [29.3759, 47.9774],
  deliveryZone: square(29.3759, 47.9774, 0.09),
};

const gazetteer = new Gazetteer(
  [riga, kuwait],
  [
    { localityId: 'riga', street: 'Brīvības iela', houseNumber: '45', point: [56.9565, 24.1216] },
    { localityId: 'riga', street: 'Brīvības iela', houseNumber: '45', point: [56.9565, 24.1216] },
    { localityId: 'riga', street: 'Tērbatas iela', houseNumber: '14', point: [56.9571, 24.1262] },
    { localityId: 'kuwait', street: 'شارع الخليج العربي', houseNumber: '7', point: [29.39, 47.99] },
    {
      localityId: 'kuwait',
      street: 'Baghdad Street',
      streetI18n: { en: 'Baghdad Street', ar: 'شارع بغداد' },
      houseNumber: '41',
      point: [29.37, 47.98],
    },
    { localityId: 'missing', street: 'Nowhere', houseNumber: '1', point: [0, 0] },
    { localityId: 'riga', street: '  ', houseNumber: '3', point: [56.95, 24.1] },
  ],
);

const search = (text: string, extra: Partial<Parameters<Gazetteer['search']>[0]> = {}) =>
  gazetteer.search({ text, lang: 'en', near: null, countryCode: null, limit: 10, ...extra });

describe('Gazetteer', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalise('Brīvības iela, 45!')).toBe('brivibas iela 45');
    expect(normalise('  RĪGA ')).toBe('riga');
  });

  it('finds a street address typed without accents, with the address components', () => {
    const [first, ...rest] = search('brivibas 45');
    expect(rest).toHaveLength(0);
    // Typed with the street type too, the known house is still the one answer.
    expect(search('Brīvības iela 45')).toEqual([first]);
    expect(first).toEqual({
      latitude: 56.9565,
      longitude: 24.1216,
      formattedAddress: 'Brīvības iela 45, Riga, Latvia',
      shortAddress: 'Brīvības iela 45',
      shortAddressExt: 'Riga, Latvia',
      addressComponents: expect.objectContaining({
        externalSource: 'web_onde',
        countryCodeISO2: 'LV',
        countryName: 'Latvia',
        locality: 'Riga',
        street: 'Brīvības iela',
        streetNumber: '45',
      }),
    });
  });

  it('keeps one entry per street and per street address; skips blank streets and unknown localities', async () => {
    expect(search('iela').map((result) => result.shortAddress)).toEqual([
      'Brīvības iela',
      'Tērbatas iela',
      'Brīvības iela 45',
      'Tērbatas iela 14',
    ]);
    expect(search('nowhere')).toEqual([]);
  });

  it('every typed word must start a word of the place', () => {
    expect(search('terb').map((result) => result.shortAddress)).toEqual([
      'Tērbatas iela',
      'Tērbatas iela 14',
    ]);
    expect(search('erbatas')).toEqual([]);
    expect(search('terbatas iela 14 99')).toEqual([]);
  });

  it('a house number it does not know is placed on its street, first', () => {
    const [own, ...others] = search('terbatas 99b');
    expect(others).toEqual([]);
    expect(own).toMatchObject({
      latitude: 56.9571,
      longitude: 24.1262,
      shortAddress: 'Tērbatas iela 99b',
      formattedAddress: 'Tērbatas iela 99b, Riga, Latvia',
      addressComponents: { street: 'Tērbatas iela', streetNumber: '99b' },
    });
    // A known number finds the known house, not a copy of it on the street.
    expect(search('brivibas 45').map((result) => result.shortAddress)).toEqual([
      'Brīvības iela 45',
    ]);
    // Numbers alone name no street.
    expect(search('99')).toEqual([]);
  });

  it('finds a locality by any of its names, and names it in the asked language', () => {
    const [byRussian] = search('рига');
    expect(byRussian?.shortAddress).toBe('Riga');
    const [inLatvian] = search('riga', { lang: 'lv' });
    expect(inLatvian?.addressComponents.locality).toBe('Rīga');
    expect(inLatvian?.formattedAddress).toBe('Rīga, Latvija');
    const [arabic] = search('الكويت', { lang: 'ar' });
    expect(arabic?.shortAddress).toBe('مدينة الكويت');
  });

  it('ranks a whole-word match above a prefix, and then the nearer place first', () => {
    expect(search('riga').map((result) => result.shortAddress)[0]).toBe('Riga');
    const near = search('iela 14', { near: [56.9571, 24.1262] });
    expect(near[0]?.shortAddress).toBe('Tērbatas iela 14');
    const nearStreets = search('iela', { near: [56.9571, 24.1262] });
    expect(nearStreets[0]?.shortAddress).toBe('Tērbatas iela');
  });

  it('keeps to the asked country and the limit', () => {
    expect(search('iela', { countryCode: 'KW' })).toEqual([]);
    expect(search('iela', { limit: 1 })).toHaveLength(1);
  });

  it('nothing for text without words', () => {
    expect(search(' ,.; ')).toEqual([]);
  });

  describe('reverse', () => {
    it('a pin at a known house gives that address, located at the pin', () => {
      const result = gazetteer.reverse([56.95652, 24.12162], 'en');
      expect(result).toMatchObject({
        latitude: 56.95652,
        longitude: 24.12162,
        shortAddress: 'Brīvības iela 45',
        addressComponents: { streetNumber: '45' },
      });
    });

    it('a pin near a known street gives the street without a house number', () => {
      const result = gazetteer.reverse([56.958, 24.1216], 'en');
      expect(result).toMatchObject({
        shortAddress: 'Brīvības iela',
        formattedAddress: 'Brīvības iela, Riga, Latvia',
        addressComponents: { street: 'Brīvības iela', streetNumber: null },
      });
    });

    it('a pin elsewhere in a delivery zone gives the locality', () => {
      const result = gazetteer.reverse([56.9, 24.05], 'en');
      expect(result).toMatchObject({
        latitude: 56.9,
        longitude: 24.05,
        shortAddress: 'Riga',
        formattedAddress: 'Riga, Latvia',
        addressComponents: { street: null, locality: 'Riga' },
      });
    });

    it('a pin outside the zone but within 30 km of a centre still gives the locality', () => {
      expect(gazetteer.reverse([57.1, 24.1], 'en')?.shortAddress).toBe('Riga');
    });

    it('a pin far from every place: nothing ("No results found")', () => {
      expect(gazetteer.reverse([0, 0], 'en')).toBeNull();
      expect(gazetteer.reverse([60, 30], 'en')).toBeNull();
    });
  });

  // Issue 17 item 1: streets are found in the locality's languages, and read in the asked one.
  it('finds a street by its name in another language and answers in the asked language', () => {
    const [street] = search('شارع بغداد', { lang: 'ar' });
    expect(street?.shortAddress).toBe('شارع بغداد');
    const [arabic] = search('شارع بغداد 41', { lang: 'ar' });
    expect(arabic?.shortAddress).toBe('شارع بغداد 41');
    expect(arabic?.addressComponents.street).toBe('شارع بغداد');
    expect(arabic?.formattedAddress).toBe('شارع بغداد 41, مدينة الكويت, الكويت');
    const [english] = search('شارع بغداد 41', { lang: 'en' });
    expect(english?.shortAddress).toBe('Baghdad Street 41');
    // A house the gazetteer does not know is placed on the street, named in Arabic too.
    const [own] = search('شارع بغداد 9', { lang: 'ar' });
    expect(own?.shortAddress).toBe('شارع بغداد 9');
  });
});
