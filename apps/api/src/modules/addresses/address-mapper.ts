import type { Address, ParsedAddressInput } from '@souk/contracts';
import type { customerAddresses } from '#api/db/schema/index.ts';

type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'partnerId' | 'customerId' | 'createdAt' | 'updatedAt'
>;

export function toAddressDto(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    apartmentNumber: row.apartmentNumber,
    comment: row.comment,
    entrance: row.entrance,
    floor: row.floor,
    intercom: row.intercom,
    location: {
      latitude: row.latitude,
      longitude: row.longitude,
      addressComponents: row.addressComponents,
      formattedAddress: row.formattedAddress,
      shortAddress: row.shortAddress,
      shortAddressExt: row.shortAddressExt,
    },
  };
}

/**
 * The location's own texts win; the geocoder's components fill the gaps. The short address
 * falls back to the first part of the formatted one ("Brīvības iela 45, Rīga" → "Brīvības iela 45").
 */
export function toAddressValues(input: ParsedAddressInput): AddressValues {
  const { location } = input;
  const components = location.addressComponents;
  const formattedAddress = location.formattedAddress ?? components.formattedAddress ?? '';
  const shortAddress =
    location.shortAddress ??
    components.shortAddress ??
    formattedAddress.split(',')[0]?.trim() ??
    formattedAddress;
  return {
    name: input.name,
    apartmentNumber: input.apartmentNumber,
    comment: input.comment,
    entrance: input.entrance,
    floor: input.floor,
    intercom: input.intercom,
    latitude: location.latitude,
    longitude: location.longitude,
    formattedAddress,
    shortAddress: shortAddress || formattedAddress,
    shortAddressExt: location.shortAddressExt ?? components.shortAddressExt,
    addressComponents: components,
  };
}
