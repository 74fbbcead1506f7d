import { DEVICE_COORDINATES_STORAGE_KEY, DEVICE_LOCATION_TIMEOUT_MS } from '@souk/core';
import {
  nativeDevicePositionReader,
  storedDevicePosition,
} from '#app/lib/device-position-source.ts';
import type { MapPoint } from './map-point.ts';

/**
 * Spec 1 §4: the device position with a 2 s timeout, any cached position accepted, kept as
 * device_coordinates (spec 1 §9: "The device-location cache has no expiry"). Null when the
 * browser has none or the visitor refuses; the stored one is the fallback then.
 */
export function devicePosition(): Promise<MapPoint | null> {
  // In Souk's native app the Geolocation plugin answers, with the same cache (spec 1 §4).
  const native = nativeDevicePositionReader();
  if (native) return native();
  if (!('geolocation' in navigator)) return Promise.resolve(storedDevicePosition(localStorage));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        localStorage.setItem(DEVICE_COORDINATES_STORAGE_KEY, JSON.stringify(point));
        resolve(point);
      },
      () => resolve(storedDevicePosition(localStorage)),
      { timeout: DEVICE_LOCATION_TIMEOUT_MS, maximumAge: Infinity },
    );
  });
}
