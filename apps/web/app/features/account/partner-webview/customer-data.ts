import type { AddressLocation, LocaleCode } from '@souk/contracts';
import { isSupportedLocale } from '@souk/core';

/** The query parameter a partner app opens the storefront with (spec 1 §2). */
export const CUSTOMER_DATA_PARAM = 'customerData';

/** Spec 1 §3 "Partner web view customer data" customerAddress, cleaned. */
export interface PartnerAddress {
  latitude: number;
  longitude: number;
  street: string | null;
  poiName: string | null;
  city: string | null;
  country: string | null;
  countryCode: string | null;
  houseNumber: string | null;
  province: string | null;
  district: string | null;
  postCode: string | null;
}

export interface PartnerCustomerData {
  /** The partner-signed token for POST /customer/auth/onde/login/by-token. */
  token: string | null;
  locale: LocaleCode | null;
  /** Null unless the partner sent coordinates (spec 1 §5). */
  address: PartnerAddress | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 1 §5: "Partner address strings "null" and "undefined" are dropped." */
function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
}

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'string' ? Number(text(value) ?? Number.NaN) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : null;
}

/** "Coordinates must be present for the partner address to be used." */
function partnerAddress(value: unknown): PartnerAddress | null {
  if (!isObject(value)) return null;
  const point = isObject(value.point) ? value.point : {};
  const latitude = coordinate(point.latitude, 90);
  const longitude = coordinate(point.longitude, 180);
  if (latitude === null || longitude === null) return null;
  return {
    latitude,
    longitude,
    street: text(value.street),
    poiName: text(value.poiName),
    city: text(value.city),
    country: text(value.country),
    countryCode: text(value.countryCode),
    houseNumber: text(value.houseNumber),
    province: text(value.province),
    district: text(value.district),
    postCode: text(value.postCode),
  };
}

/** `customerData` as the partner sent it (JSON), or null when it is not JSON at all. */
export function parseCustomerData(raw: string | null): PartnerCustomerData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const locale = text(value.customerLocale)?.toLowerCase().split(/[-_]/)[0];
  return {
    token: text(value.token),
    locale: isSupportedLocale(locale) ? locale : null,
    address: partnerAddress(value.customerAddress),
  };
}

/** The partner's address as a temporary delivery address (spec 1 §4 "from partner data"). */
export function partnerLocation(address: PartnerAddress): AddressLocation {
  const line = address.street
    ? [address.street, address.houseNumber].filter(Boolean).join(' ')
    : address.poiName;
  const shortAddress = line ?? address.city ?? `${address.latitude}, ${address.longitude}`;
  const formattedAddress = [line, address.district, address.city, address.postCode, address.country]
    .filter(Boolean)
    .join(', ');
  return {
    latitude: address.latitude,
    longitude: address.longitude,
    formattedAddress: formattedAddress || shortAddress,
    shortAddress,
    shortAddressExt: line ? address.city : null,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: null,
      plusCode: null,
      formattedAddress: formattedAddress || null,
      shortAddress,
      shortAddressExt: line ? address.city : null,
      countryName: address.country,
      countryCodeISO2: address.countryCode?.toUpperCase() ?? null,
      adminArea: address.province,
      adminAreaCode: null,
      subAdminArea: address.district,
      locality: address.city,
      subLocality: null,
      street: address.street,
      streetNumber: address.houseNumber,
      premise: address.poiName,
      postalCode: address.postCode,
      postalCodeSuffix: null,
    },
  };
}
