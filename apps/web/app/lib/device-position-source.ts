/**
 * Where the device position comes from. The browser's geolocation by default; Souk's native
 * app registers its Geolocation plugin reader at start (spec 1 §4), which lib and the address
 * features cannot import themselves (a feature never imports another).
 */
interface DevicePoint {
  latitude: number;
  longitude: number;
}

export type DevicePositionReader = () => Promise<DevicePoint | null>;

let nativeReader: DevicePositionReader | null = null;

export function setNativeDevicePositionReader(reader: DevicePositionReader): void {
  nativeReader = reader;
}

export function nativeDevicePositionReader(): DevicePositionReader | null {
  return nativeReader;
}
