/**
 * The simulated courier's way from the vendor to the door: along one street and then the
 * cross street (an L, as a grid of streets makes a courier go), at a steady speed. Where the
 * courier is follows from the time since they set off alone, so a restarted server puts them
 * back where they would be.
 */
import type { TrackingLocation } from '@souk/contracts';

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function metresBetween(a: TrackingLocation, b: TrackingLocation): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Six decimals (about 10 cm), as the tracking channel rounds them (spec 2 §4). */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export interface StreetRoute {
  from: TrackingLocation;
  to: TrackingLocation;
  /** Kilometres per hour. */
  speedKmh: number;
}

export interface RoutePoint {
  location: TrackingLocation;
  arrived: boolean;
}

/** Where the courier is `elapsedMs` after leaving `from`. */
export function positionAfter(route: StreetRoute, elapsedMs: number): RoutePoint {
  const { from, to } = route;
  const corner = { latitude: from.latitude, longitude: to.longitude };
  const first = metresBetween(from, corner);
  const second = metresBetween(corner, to);
  const travelled = Math.max(0, (route.speedKmh * 1000 * elapsedMs) / 3_600_000);
  if (travelled >= first + second) return { location: to, arrived: true };
  const along = (a: TrackingLocation, b: TrackingLocation, share: number) => ({
    latitude: round6(a.latitude + (b.latitude - a.latitude) * share),
    longitude: round6(a.longitude + (b.longitude - a.longitude) * share),
  });
  const location =
    travelled <= first
      ? along(from, corner, first === 0 ? 1 : travelled / first)
      : along(corner, to, (travelled - first) / second);
  return { location, arrived: false };
}

/**
 * The order's own speed: the configured one, varied by up to a sixth either way (30 km/h gives
 * 25–35), fixed by the order's id so it stays the same across restarts.
 */
export function speedFor(orderId: string, averageKmh: number): number {
  let hash = 0;
  for (const char of orderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const share = (hash % 1001) / 1000; // 0..1
  return averageKmh * (1 + (share - 0.5) / 3);
}
