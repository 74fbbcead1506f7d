import { addressInputSchema, addressSchema } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import { addressInput, addressTitle, atPin, detailsOf, pinOnlyLocation } from './location.ts';

describe('address form values', () => {
  it('a pin with no geocoder answer still makes a body the API accepts (coordinates as words)', () => {
    const location = pinOnlyLocation(56.9496123456, 24.1051987654);
    expect(location).toMatchObject({
      latitude: 56.949612,
      longitude: 24.105199,
      formattedAddress: '56.949612, 24.105199',
    });
    const body = addressInput({ ...detailsOf(null), name: '  Home  ' }, location);
    const parsed = addressInputSchema.parse(body);
    expect(parsed.name).toBe('Home');
    expect(parsed.apartmentNumber).toBeNull();
    expect(parsed.location.formattedAddress).toBe('56.949612, 24.105199');
  });

  it('a geocoder result moved to the pin keeps its words and takes the pin point', () => {
    const found = { ...pinOnlyLocation(1, 2), formattedAddress: 'Brīvības iela 45, Rīga' };
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
      location: { ...pinOnlyLocation(56.95, 24.1), shortAddress: 'Brīvības iela 45' },
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
});
