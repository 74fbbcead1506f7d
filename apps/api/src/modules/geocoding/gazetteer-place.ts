/** A place the gazetteer knows, and how it reads as an address location. */
import type { AddressLocation } from '@souk/contracts';
import type { LatLng } from '@souk/core/geo';
import type { I18nText } from '#api/db/schema/index.ts';
import { resolveI18n } from '#api/http/i18n-text.ts';

export interface GazetteerLocality {
  id: string;
  name: string;
  nameI18n: I18nText;
  countryCode: string;
  center: LatLng;
  deliveryZone: readonly LatLng[];
}

export interface Place {
  kind: 'locality' | 'street' | 'address';
  key: string;
  locality: GazetteerLocality;
  street: string | null;
  /** The street's name by language (the locality's other languages), shown in the asked one. */
  streetI18n: I18nText;
  houseNumber: string | null;
  point: LatLng;
  /** Normalised words of every name the place goes by. */
  words: readonly string[];
  /** On a street: the normalised house numbers known as addresses of their own. */
  knownNumbers?: ReadonlySet<string>;
}

export function toLocation(
  place: Place,
  point: LatLng,
  lang: string,
  detail: 'full' | 'street',
): AddressLocation {
  const { locality } = place;
  const localityName = resolveI18n(locality.nameI18n, lang, locality.name);
  const countryName = countryNameOf(locality.countryCode, lang);
  const houseNumber = detail === 'full' ? place.houseNumber : null;
  const street = place.street ? resolveI18n(place.streetI18n, lang, place.street) : null;
  const streetLine = street ? [street, houseNumber].filter(Boolean).join(' ') : null;
  const area = [localityName, countryName].filter(Boolean).join(', ');
  const formattedAddress = streetLine ? `${streetLine}, ${area}` : area;
  const shortAddress = streetLine ?? localityName;
  const shortAddressExt = streetLine ? area : countryName;
  return {
    latitude: point[0],
    longitude: point[1],
    formattedAddress,
    shortAddress,
    shortAddressExt,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: detail === 'full' ? place.key : `street:${place.key}`,
      plusCode: null,
      formattedAddress,
      shortAddress,
      shortAddressExt,
      countryName,
      countryCodeISO2: locality.countryCode,
      adminArea: null,
      adminAreaCode: null,
      subAdminArea: null,
      locality: localityName,
      subLocality: null,
      street,
      streetNumber: houseNumber,
      premise: null,
      postalCode: null,
      postalCodeSuffix: null,
    },
  };
}

function countryNameOf(code: string, lang: string): string | null {
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
}
