import { addressInputSchema, addressSchema } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressInput,
  addressTitle,
  atPin,
  detailsOf,
  pinOnlyLocation,
  withStreet,
} from './location.ts';

describe('address form values', () => {
  it('a pin with no geocoder answer still makes a body the API accepts (the given words)', () => {
    const location = pinOnlyLocation(56.9496123456, 24.1051987654, 'Pin placed on the map');
    expect(location).toMatchObject({
      latitude: 56.949612,
      longitude: 24.105199,
      formattedAddress: 'Pin placed on the map',
    });
    const body = addressInput({ ...detailsOf(null), name: '  Home  ' }, location);
    const parsed = addressInputSchema.parse(body);
    expect(parsed.name).toBe('Home');
    expect(parsed.apartmentNumber).toBeNull();
    expect(parsed.location.formattedAddress).toBe('Pin placed on the map');
  });

  it('a geocoder result moved to the pin keeps its words and takes the pin point', () => {
    const found = { ...pinOnlyLocation(1, 2, 'Pin'), formattedAddress: 'Brīvības iela 45, Rīga' };
    expect(atPin(found, 56.95, 24.12)).toMatchObject({
      latitude: 56.95,
      longitude: 24.12,
      formattedAddress: 'Brīvības iela 45, Rīga',
    });
  });

  it('edits start from the saved values; the title is the name, else the short address', () => {
    const address = addressSchema.parse({
      id: 'a1',
      name: null,
      apartmentNumber: '12',
      comment: null,
      entrance: 'B',
      floor: null,
      intercom: '12K',
      location: { ...pinOnlyLocation(56.95, 24.1, 'Pin'), shortAddress: 'Brīvības iela 45' },
    });
    expect(detailsOf(address)).toEqual({
      name: '',
      apartmentNumber: '12',
      entrance: 'B',
      floor: '',
      intercom: '12K',
      comment: '',
    });
    expect(addressTitle(address)).toBe('Brīvības iela 45');
    expect(addressTitle({ ...address, name: 'Work' })).toBe('Work');
  });

  // Issue 17 item 5: a pin without a street is completed by what the customer types.
  it('a pin in a town with no street takes the typed street and house into every text', () => {
    const pin = pinOnlyLocation(56.95, 24.12, 'Pin');
    const inRiga = {
      ...pin,
      formattedAddress: 'Riga, Latvia',
      shortAddress: 'Riga',
      addressComponents: { ...pin.addressComponents, locality: 'Riga', countryName: 'Latvia' },
    };
    const done = withStreet(inRiga, ' Dzirnavu iela ', '5');
    expect(done).toMatchObject({
      latitude: 56.95,
      longitude: 24.12,
      formattedAddress: 'Dzirnavu iela 5, Riga, Latvia',
      shortAddress: 'Dzirnavu iela 5',
      shortAddressExt: 'Riga, Latvia',
      addressComponents: { street: 'Dzirnavu iela', streetNumber: '5' },
    });
    // A found street keeps its name when only the house number is typed.
    const street = {
      ...inRiga,
      addressComponents: { ...inRiga.addressComponents, street: 'Gulf Road' },
    };
    expect(withStreet(street, '', '7').shortAddress).toBe('Gulf Road 7');
    // Nothing typed and nothing known: the location is left as it was.
    expect(withStreet(pin, '', '')).toBe(pin);
  });
});
