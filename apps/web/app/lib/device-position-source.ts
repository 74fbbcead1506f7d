/**
 * Where the device position comes from. The browser's geolocation by default; Souk's native
 * app registers its Geolocation plugin reader at start (spec 1 §4), which lib and the address
 * features cannot import themselves (a feature never imports another).
 */
import { DEVICE_COORDINATES_STORAGE_KEY } from '@souk/core';

export interface DevicePoint {
  latitude: number;
  longitude: number;
}

/**
 * The last position kept as device_coordinates, by the browser's reader or the native app's
 * (one key and shape for both); it never expires (spec 1 §9). Null when none was kept or the
 * kept value is not a position.
 */
export function storedDevicePosition(storage: Storage): DevicePoint | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(DEVICE_COORDINATES_STORAGE_KEY) ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { latitude, longitude }: Record<string, unknown> = { ...value };
    return typeof latitude === 'number' && typeof longitude === 'number'
      ? { latitude, longitude }
      : null;
  } catch {
    return null;
  }
}

export type DevicePositionReader = () => Promise<DevicePoint | null>;

let nativeReader: DevicePositionReader | null = null;

export function setNativeDevicePositionReader(reader: DevicePositionReader): void {
  nativeReader = reader;
}

export function nativeDevicePositionReader(): DevicePositionReader | null {
  return nativeReader;
}
