import {
  addressSchema,
  geocodingResultsSchema,
  nearestLocalitySchema,
  type AddressInput,
  type AddressLocation,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const nothing = { parse: () => undefined };
const savedId = addressSchema.pick({ id: true });

/** Spec 1 §7: POST returns the new id, PUT replaces by id. */
export async function saveAddress(
  config: ClientConfig,
  input: AddressInput,
  id?: string,
): Promise<string> {
  const api = browserApi(config);
  if (!id) return (await api.post('/api/customer/me/addresses', input, savedId)).id;
  await api.put(`/api/customer/me/addresses/${encodeURIComponent(id)}`, input, nothing);
  return id;
}

export function deleteAddress(config: ClientConfig, id: string): Promise<undefined> {
  return browserApi(config).delete(`/api/customer/me/addresses/${encodeURIComponent(id)}`, nothing);
}

export interface SearchNear {
  latitude?: number;
  longitude?: number;
}

/** An empty list is "No results found"; a thrown ApiRequestError is "Geocoder failed". */
export async function searchAddresses(
  config: ClientConfig,
  text: string,
  near: SearchNear,
  signal: AbortSignal,
): Promise<AddressLocation[]> {
  const query = new URLSearchParams({ q: text });
  if (near.latitude !== undefined && near.longitude !== undefined) {
    query.set('lat', String(near.latitude));
    query.set('lng', String(near.longitude));
  }
  const path = `/api/geocoding/search?${query.toString()}` as const;
  return (await browserApi(config).get(path, geocodingResultsSchema, { signal })).results;
}

export async function reverseGeocode(
  config: ClientConfig,
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<AddressLocation | null> {
  const path = `/api/geocoding/reverse?lat=${latitude}&lng=${longitude}` as const;
  const { results } = await browserApi(config).get(path, geocodingResultsSchema, { signal });
  return results[0] ?? null;
}

export function nearestLocality(config: ClientConfig, latitude: number, longitude: number) {
  const path = `/api/public/localities/nearest?lat=${latitude}&lng=${longitude}` as const;
  return browserApi(config).get(path, nearestLocalitySchema);
}
