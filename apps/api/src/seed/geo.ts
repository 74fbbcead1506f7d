import type { LatLng } from '#api/db/schema/index.ts';

const KM_PER_DEGREE_LATITUDE = 111.32;

/** Moves a point by kilometres north and east; flat-earth maths is fine at city scale. */
export function offsetPoint(center: LatLng, northKm: number, eastKm: number): LatLng {
  const [lat, lng] = center;
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180);
  return [
    round6(lat + northKm / KM_PER_DEGREE_LATITUDE),
    round6(lng + eastKm / kmPerDegreeLongitude),
  ];
}

/**
 * A closed-enough polygon around a point, as `[latitude, longitude]` pairs. `wobble` (0..1) dents
 * the outline so zones look drawn by hand rather than by compass; the first point is not repeated.
 */
export function zonePolygon(
  center: LatLng,
  radiusKm: number,
  options: { points?: number; wobble?: number; random?: () => number } = {},
): LatLng[] {
  const points = options.points ?? 12;
  const wobble = options.wobble ?? 0;
  const polygon: LatLng[] = [];
  for (let i = 0; i < points; i += 1) {
    const angle = (2 * Math.PI * i) / points;
    const factor = 1 - wobble * (options.random ? options.random() : 0);
    const r = radiusKm * factor;
    polygon.push(offsetPoint(center, r * Math.cos(angle), r * Math.sin(angle)));
  }
  return polygon;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
