/**
 * The courier's dot moves only for a real move (spec 2 §4 "Open-order updates", §9 "Courier
 * movement threshold"): both positions are rounded to 6 decimals, and the new one is taken only
 * when its latitude or its longitude differs from the shown one by more than 0.00005° (about
 * 5 m), so a device's jitter does not shake the marker or redraw the page.
 */
/** The 0.00005° threshold in millionths of a degree, where the comparison has no float noise. */
const THRESHOLD_MILLIONTHS = 50;

export interface CourierPoint {
  latitude: number;
  longitude: number;
}

/** Degrees rounded to 6 decimals (about 0.1 m), as positions are compared and kept. */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}

/**
 * The position to show after a report of `next`: the rounded new one when it moved past the
 * threshold (or there was none), otherwise `shown` unchanged (the same object, so callers can
 * tell nothing changed).
 */
export function nextCourierPoint(
  shown: CourierPoint | null,
  next: CourierPoint,
): CourierPoint | null {
  const rounded = {
    latitude: roundCoordinate(next.latitude),
    longitude: roundCoordinate(next.longitude),
  };
  if (!shown) return rounded;
  const moved = (a: number, b: number) =>
    Math.abs(Math.round(a * 1e6) - Math.round(b * 1e6)) > THRESHOLD_MILLIONTHS;
  if (moved(rounded.latitude, shown.latitude) || moved(rounded.longitude, shown.longitude)) {
    return rounded;
  }
  return shown;
}
