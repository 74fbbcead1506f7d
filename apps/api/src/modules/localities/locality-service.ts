import { distanceKm, isPointInPolygon } from '@souk/core/geo';
import type { LatLng } from '@souk/core/geo';
import { localityParamsSchema } from '@souk/contracts';
import type { LocalitySummary } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';
import { toLocalityParams, toLocalitySummary } from './locality-mapper.ts';
import type { LocalityRepository, LocalityRow } from './locality-repository.ts';

export const localityNotFound = (code: string) =>
  new ApiError(404, 'localityNotFound', `Unable to find the locality "${code}"`);

export class LocalityService {
  /** Params are read on every page view; the serialised body is kept briefly. */
  private readonly paramsCache = new TtlCache<string>(5_000);

  constructor(private readonly repository: LocalityRepository) {}

  async list(partnerId: string, lang: string): Promise<LocalitySummary[]> {
    const rows = await this.repository.listByPartner(partnerId);
    return rows.map((row) => toLocalitySummary(row, lang));
  }

  async nearest(partnerId: string, point: LatLng | null, lang: string) {
    const rows = await this.repository.listByPartner(partnerId);
    const first = rows[0];
    if (!first) throw new ApiError(404, 'localityNotFound', 'This marketplace has no localities');
    if (!point)
      return {
        locality: toLocalitySummary(first, lang),
        insideDeliveryZone: false,
        distanceKm: null,
      };
    const containing = rows.filter((row) => isPointInPolygon(point, row.deliveryZone));
    const candidates = containing.length > 0 ? containing : rows;
    const { row, distance } = closest(candidates, point);
    return {
      locality: toLocalitySummary(row, lang),
      insideDeliveryZone: containing.length > 0,
      distanceKm: Math.round(distance * 100) / 100,
    };
  }

  async paramsJson(partnerId: string, code: string): Promise<string> {
    return this.paramsCache.getOrLoad(`${partnerId}:${code}`, async () => {
      const row = await this.repository.findByCode(partnerId, code);
      if (!row) throw localityNotFound(code);
      // Validate once here: the route sends this string without re-serialising.
      return JSON.stringify(localityParamsSchema.parse(toLocalityParams(row)));
    });
  }
}

function closest(rows: LocalityRow[], point: LatLng): { row: LocalityRow; distance: number } {
  let best: { row: LocalityRow; distance: number } | null = null;
  for (const row of rows) {
    const distance = distanceKm(point, [row.centerLatitude, row.centerLongitude]);
    if (!best || distance < best.distance) best = { row, distance };
  }
  if (!best) throw new Error('closest() needs at least one locality');
  return best;
}
