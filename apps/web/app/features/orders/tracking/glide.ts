/**
 * How the courier's marker travels from where it is shown to a new position (issue 13 part 3:
 * "the courier marker moving smoothly"): an ease-in-out over a fixed time, so a jump of a
 * street or two reads as driving rather than teleporting. Pages that ask for reduced motion
 * skip it and place the marker at once.
 */
import type { CourierPoint } from '@souk/core';

/** About a third of the courier app's 4 s reporting period: settled well before the next report. */
export const GLIDE_MS = 1200;

/** 0 → 1 with a soft start and end. */
function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

/** The point `elapsedMs` into a glide from `from` to `to`; exactly `to` once the glide is over. */
export function glidePoint(from: CourierPoint, to: CourierPoint, elapsedMs: number): CourierPoint {
  const progress = Math.min(1, Math.max(0, elapsedMs / GLIDE_MS));
  if (progress === 1) return to;
  const eased = easeInOut(progress);
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * eased,
    longitude: from.longitude + (to.longitude - from.longitude) * eased,
  };
}
