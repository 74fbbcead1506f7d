import type { LocalitySummary } from '@souk/contracts';
import type { MapPoint } from './map-point.ts';

/**
 * Spec 1 §9 "Default map bounds: left-bottom at longitude 53.78 and latitude 27.32, right-top
 * at 54.04 and 27.82". Read literally that box is in the desert; with the labels swapped it is
 * a city (53.78–54.04 N, 27.32–27.82 E), which is what a map default means. Used only when no
 * locality is known.
 */
export const DEFAULT_MAP_CENTER: MapPoint = { latitude: 53.91, longitude: 27.57 };

/** The map opens on the shown locality, else on the first one the partner serves. */
export function mapCenterFor(
  localities: readonly LocalitySummary[],
  localityCode: string | null | undefined,
): MapPoint {
  const locality = localities.find((item) => item.code === localityCode) ?? localities[0];
  return locality?.center ?? DEFAULT_MAP_CENTER;
}
