/**
 * A geocoder speaking the Nominatim API (`/search`, `/reverse`, format=jsonv2): the public
 * OpenStreetMap service, a self-hosted Nominatim, or any compatible server such as Photon's
 * Nominatim mode. Anything but a well-formed answer is a GeocoderFailedError.
 */
import type { AddressLocation } from '@souk/contracts';
import { z } from 'zod';
import type { GeocodeReverse, GeocodeSearch, Geocoder } from './geocoder.ts';
import { GeocoderFailedError } from './geocoder.ts';

export interface NominatimOptions {
  /** Base URL, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  timeoutMs: number;
}

const placeSchema = z.object({
  place_id: z.union([z.number(), z.string()]).optional(),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string(),
  name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimPlace = z.infer<typeof placeSchema>;

const searchResponseSchema = z.array(placeSchema);
/** Reverse answers `{"error": "Unable to geocode"}` with status 200 when nothing is there. */
const reverseResponseSchema = z.union([placeSchema, z.object({ error: z.string() })]);

/** Degrees around the point the search prefers (not restricted to). */
const VIEWBOX_HALF_SIZE = 0.5;

export class NominatimGeocoder implements Geocoder {
  constructor(private readonly options: NominatimOptions) {}

  async search(request: GeocodeSearch): Promise<AddressLocation[]> {
    const params = new URLSearchParams({
      q: request.text,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(request.limit),
      'accept-language': request.lang,
    });
    if (request.countryCode) params.set('countrycodes', request.countryCode.toLowerCase());
    if (request.near) {
      const [lat, lng] = request.near;
      const d = VIEWBOX_HALF_SIZE;
      params.set('viewbox', [lng - d, lat + d, lng + d, lat - d].join(','));
    }
    const places = searchResponseSchema.safeParse(await this.get('/search', params));
    if (!places.success) throw new GeocoderFailedError('Unexpected search response');
    return places.data.map((place) => toLocation(place, null));
  }

  async reverse(request: GeocodeReverse): Promise<AddressLocation | null> {
    const [lat, lng] = request.point;
    const params = new URLSearchParams({
      lat: String(lat),
      lon: String(lng),
      format: 'jsonv2',
      addressdetails: '1',
      zoom: '18',
      'accept-language': request.lang,
    });
    const answer = reverseResponseSchema.safeParse(await this.get('/reverse', params));
    if (!answer.success) throw new GeocoderFailedError('Unexpected reverse response');
    if ('error' in answer.data) return null;
    // The pin is where the customer put it; the words are the nearest place's.
    return toLocation(answer.data, request.point);
  }

  private async get(path: string, params: URLSearchParams): Promise<unknown> {
    const url = new URL(path.slice(1), withTrailingSlash(this.options.baseUrl));
    url.search = params.toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new GeocoderFailedError(`Geocoder unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderFailedError(`Geocoder answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new GeocoderFailedError('Geocoder answered something other than JSON', {
        cause: error,
      });
    }
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function first(address: Record<string, string>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = address[key]?.trim();
    if (value) return value;
  }
  return null;
}

const STREET_KEYS = ['road', 'pedestrian', 'footway', 'street', 'residential', 'path', 'square'];
const LOCALITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality'];
const SUB_LOCALITY_KEYS = ['suburb', 'city_district', 'district', 'borough', 'quarter'];

function toLocation(place: NominatimPlace, pin: readonly [number, number] | null): AddressLocation {
  const address = place.address ?? {};
  const street = first(address, STREET_KEYS);
  const streetNumber = first(address, ['house_number']);
  const locality = first(address, LOCALITY_KEYS);
  const countryName = first(address, ['country']);
  const premise = first(address, ['building', 'amenity', 'shop']) ?? place.name ?? null;
  const streetLine = street ? [street, streetNumber].filter(Boolean).join(' ') : null;
  const shortAddress = streetLine ?? premise ?? locality ?? place.display_name;
  const shortAddressExt = [locality, countryName].filter(Boolean).join(', ') || null;
  const countryCode = first(address, ['country_code']);
  return {
    latitude: pin ? pin[0] : place.lat,
    longitude: pin ? pin[1] : place.lon,
    formattedAddress: place.display_name,
    shortAddress,
    shortAddressExt,
    addressComponents: {
      externalSource: 'web_onde',
      externalId:
        place.osm_type && place.osm_id !== undefined
          ? `osm:${place.osm_type}:${place.osm_id}`
          : place.place_id !== undefined
            ? `nominatim:${place.place_id}`
            : null,
      plusCode: null,
      formattedAddress: place.display_name,
      shortAddress,
      shortAddressExt,
      countryName,
      countryCodeISO2:
        countryCode && /^[a-z]{2}$/i.test(countryCode) ? countryCode.toUpperCase() : null,
      adminArea: first(address, ['state', 'region', 'province']),
      adminAreaCode: first(address, ['ISO3166-2-lvl4', 'ISO3166-2-lvl6']),
      subAdminArea: first(address, ['county', 'state_district']),
      locality,
      subLocality: first(address, SUB_LOCALITY_KEYS),
      street,
      streetNumber,
      premise,
      postalCode: first(address, ['postcode']),
      postalCodeSuffix: null,
    },
  };
}
