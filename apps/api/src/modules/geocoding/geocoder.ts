/**
 * Turning text into places and points into addresses, behind one interface: the offline
 * gazetteer by default, a Nominatim-compatible server when configured.
 */
import type { AddressLocation } from '@souk/contracts';
import type { LatLng } from '@souk/core/geo';
import { ApiError } from '#api/http/api-error.ts';

export interface GeocodeSearch {
  /** The partner whose marketplace is asked about; the gazetteer knows only its places. */
  partnerId: string;
  text: string;
  lang: string;
  /** Results near this point rank first. */
  near: LatLng | null;
  /** ISO 3166-1 alpha-2, upper case: only results in this country. */
  countryCode: string | null;
  limit: number;
}

export interface GeocodeReverse {
  partnerId: string;
  point: LatLng;
  lang: string;
}

export interface Geocoder {
  /** Places matching the text, best first; an empty list is "No results found". */
  search(request: GeocodeSearch): Promise<AddressLocation[]>;
  /** The address at a point, or null when nothing is known there. */
  reverse(request: GeocodeReverse): Promise<AddressLocation | null>;
}

const GEOCODER_FAILED = {
  type: 'GeocoderFailedException',
  errorCode: 'geocoder_failed',
} as const;

/** Spec 1 §8 "Geocoder … Other statuses: 'Geocoder failed'": the geocoder did not answer. */
export class GeocoderFailedError extends Error {
  override name = 'GeocoderFailedError';
}

export const geocoderFailed = () => new ApiError(502, GEOCODER_FAILED, 'Geocoder failed');
