import { describe, expect, it } from 'vitest';
import { parseCustomerData, partnerLocation } from './customer-data.ts';

const riga = {
  point: { latitude: 56.9496, longitude: 24.1052 },
  street: 'Brīvības iela',
  houseNumber: '12',
  city: 'Rīga',
  country: 'Latvia',
  countryCode: 'lv',
  province: 'null',
  district: 'undefined',
  postCode: 'LV-1010',
  poiName: '',
};

describe('partner webview customerData (spec 1 §3, §5; spec 2 §4)', () => {
  it('reads the token, the locale and the address', () => {
    const data = parseCustomerData(
      JSON.stringify({ token: 'a.b.c', customerLocale: 'lv', customerAddress: riga }),
    );
    expect(data?.token).toBe('a.b.c');
    expect(data?.locale).toBe('lv');
    expect(data?.address).toMatchObject({ latitude: 56.9496, longitude: 24.1052, city: 'Rīga' });
  });

  it('drops the strings "null" and "undefined" from the address', () => {
    const address = parseCustomerData(JSON.stringify({ customerAddress: riga }))?.address;
    expect(address?.province).toBeNull();
    expect(address?.district).toBeNull();
    expect(address?.poiName).toBeNull();
  });

  it('uses the address only with coordinates', () => {
    const without = { ...riga, point: { latitude: 'null', longitude: 24.1 } };
    expect(parseCustomerData(JSON.stringify({ customerAddress: without }))?.address).toBeNull();
    const noPoint = { city: 'Rīga' };
    expect(parseCustomerData(JSON.stringify({ customerAddress: noPoint }))?.address).toBeNull();
    const textual = { point: { latitude: '56.95', longitude: '24.1' } };
    expect(parseCustomerData(JSON.stringify({ customerAddress: textual }))?.address).toMatchObject({
      latitude: 56.95,
      longitude: 24.1,
    });
  });

  it('keeps only supported locales, from a code or a language tag', () => {
    const locale = (value: unknown) =>
      parseCustomerData(JSON.stringify({ customerLocale: value }))?.locale;
    expect(locale('ar')).toBe('ar');
    expect(locale('pt-BR')).toBe('pt');
    expect(locale('de')).toBeNull();
    expect(locale('undefined')).toBeNull();
  });

  it('ignores what is not a JSON object', () => {
    expect(parseCustomerData(null)).toBeNull();
    expect(parseCustomerData('not json')).toBeNull();
    expect(parseCustomerData('[1]')).toBeNull();
  });

  it('turns the address into a temporary delivery address', () => {
    const address = parseCustomerData(JSON.stringify({ customerAddress: riga }))?.address;
    if (!address) throw new Error('address expected');
    const location = partnerLocation(address);
    expect(location).toMatchObject({
      latitude: 56.9496,
      longitude: 24.1052,
      shortAddress: 'Brīvības iela 12',
      formattedAddress: 'Brīvības iela 12, Rīga, LV-1010, Latvia',
    });
    expect(location.addressComponents).toMatchObject({
      externalSource: 'web_onde',
      countryCodeISO2: 'LV',
      locality: 'Rīga',
      adminArea: null,
    });
  });
});
