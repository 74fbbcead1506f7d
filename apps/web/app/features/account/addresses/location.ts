import type { Address, AddressInput, AddressLocation } from '@souk/contracts';

/** Six decimals is ~10 cm: enough for a door, short enough to read. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A dropped pin where the geocoder knows no address: `text` (the caller's "pin placed on the
 * map", in the customer's language) stands for it until the street and house are typed; the
 * coordinates are never the words a customer reads.
 */
export function pinOnlyLocation(
  latitude: number,
  longitude: number,
  text: string,
): AddressLocation {
  return {
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
    formattedAddress: text,
    shortAddress: text,
    shortAddressExt: null,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: null,
      plusCode: null,
      formattedAddress: text,
      shortAddress: text,
      shortAddressExt: null,
      countryName: null,
      countryCodeISO2: null,
      adminArea: null,
      adminAreaCode: null,
      subAdminArea: null,
      locality: null,
      subLocality: null,
      street: null,
      streetNumber: null,
      premise: null,
      postalCode: null,
      postalCodeSuffix: null,
    },
  };
}

/** A geocoder result moved to where the pin was dropped: the point is the customer's. */
export function atPin(location: AddressLocation, latitude: number, longitude: number) {
  return {
    ...location,
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
  };
}

/** The place's town and country ("Riga, Latvia"), without street or coordinates; null if unknown. */
export function areaOf(location: AddressLocation): string | null {
  const { locality, countryName } = location.addressComponents;
  return [locality, countryName].filter(Boolean).join(', ') || null;
}

/**
 * Issue 17: a courier cannot find "Riga, Latvia". When the pin (or search) gave no street, or
 * no house number, the customer types them and the address reads as any other:
 * "Dzirnavu iela 5, Riga, Latvia". The point stays where the pin is.
 */
export function withStreet(
  location: AddressLocation,
  street: string,
  houseNumber: string,
): AddressLocation {
  const streetName = street.trim() || location.addressComponents.street || '';
  const number = houseNumber.trim() || location.addressComponents.streetNumber || '';
  const shortAddress = [streetName, number].filter(Boolean).join(' ');
  if (!shortAddress) return location;
  const area = areaOf(location);
  const formattedAddress = area ? `${shortAddress}, ${area}` : shortAddress;
  return {
    ...location,
    formattedAddress,
    shortAddress,
    shortAddressExt: area,
    addressComponents: {
      ...location.addressComponents,
      formattedAddress,
      shortAddress,
      shortAddressExt: area,
      street: streetName || null,
      streetNumber: number || null,
    },
  };
}

/** What a list or the header shows: the customer's name for it, else the short address. */
export function addressTitle(address: Pick<Address, 'name' | 'location'>): string {
  return address.name || address.location.shortAddress || address.location.formattedAddress;
}

export interface AddressDetails {
  name: string;
  apartmentNumber: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
}

export const DETAIL_FIELDS = [
  'name',
  'apartmentNumber',
  'entrance',
  'floor',
  'intercom',
  'comment',
] as const satisfies readonly (keyof AddressDetails)[];

export function detailsOf(address: Address | null | undefined): AddressDetails {
  return {
    name: address?.name ?? '',
    apartmentNumber: address?.apartmentNumber ?? '',
    entrance: address?.entrance ?? '',
    floor: address?.floor ?? '',
    intercom: address?.intercom ?? '',
    comment: address?.comment ?? '',
  };
}

/** The body of spec 1 §7's POST/PUT: blank details go as null (the API trims them too). */
export function addressInput(details: AddressDetails, location: AddressLocation): AddressInput {
  const text = (value: string) => value.trim() || null;
  return {
    name: text(details.name),
    apartmentNumber: text(details.apartmentNumber),
    entrance: text(details.entrance),
    floor: text(details.floor),
    intercom: text(details.intercom),
    comment: text(details.comment),
    location: {
      latitude: location.latitude,
      longitude: location.longitude,
      addressComponents: location.addressComponents,
      formattedAddress: location.formattedAddress,
      shortAddress: location.shortAddress,
      shortAddressExt: location.shortAddressExt,
    },
  };
}
