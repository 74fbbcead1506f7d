/**
 * Spec 1 §4 in Souk's native app: the device position comes from the Capacitor Geolocation
 * plugin, the location permission asked first, with a 2 s timeout and any cached position
 * accepted, and is kept as device_coordinates (the key and shape the web uses, so the stored
 * position is the fallback on both). On Android with location services off, a confirm dialog
 * ("Location services are disabled...") offers to open the settings; the app re-reads the
 * position when it comes back to the foreground.
 */
import { DEVICE_COORDINATES_STORAGE_KEY, DEVICE_LOCATION_TIMEOUT_MS } from '@souk/core';
import { storedDevicePosition, type DevicePoint } from '#app/lib/device-position-source.ts';
import type { NativePlugins } from './bridge.ts';
import type { NativePlatform } from './platform.ts';

/** The confirm dialog's texts, in the page's language. */
interface LocationOffTexts {
  message: string;
  openSettings: string;
  cancel: string;
}

/**
 * Android's plugin refuses with this when the location services are switched off (its
 * `OS-PLUG-GLOC-0007` code, or the older message).
 */
export function isLocationServicesOff(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message }: Record<string, unknown> = { ...error };
  if (code === 'OS-PLUG-GLOC-0007') return true;
  // An Error's message is not an own enumerable property: read it directly.
  const text = error instanceof Error ? error.message : typeof message === 'string' ? message : '';
  return /location services are not enabled|location disabled/i.test(text);
}

export interface NativePositionDeps {
  plugins: NativePlugins;
  platform: NativePlatform;
  storage: Storage;
  texts: () => LocationOffTexts;
}

async function offerLocationSettings({ plugins, platform, texts }: NativePositionDeps) {
  if (platform !== 'android' || !plugins.Dialog) return;
  const { message, openSettings, cancel } = texts();
  const { value } = await plugins.Dialog.confirm({
    message,
    okButtonTitle: openSettings,
    cancelButtonTitle: cancel,
  });
  if (value) await plugins.NativeSettings?.openAndroid({ option: 'location' });
}

async function permitted(deps: NativePositionDeps): Promise<boolean> {
  const geolocation = deps.plugins.Geolocation;
  if (!geolocation) return false;
  const { location } = await geolocation.checkPermissions();
  if (location === 'granted') return true;
  if (location === 'denied') return false;
  return (await geolocation.requestPermissions()).location === 'granted';
}

/**
 * The position, read and stored; the stored one when the plugin has none, the customer refuses
 * or the services are off (after offering the settings).
 */
export async function nativeDevicePosition(deps: NativePositionDeps): Promise<DevicePoint | null> {
  const geolocation = deps.plugins.Geolocation;
  try {
    if (!geolocation || !(await permitted(deps))) return storedDevicePosition(deps.storage);
    const { coords } = await geolocation.getCurrentPosition({
      timeout: DEVICE_LOCATION_TIMEOUT_MS,
      maximumAge: Infinity,
      enableHighAccuracy: false,
    });
    const point = { latitude: coords.latitude, longitude: coords.longitude };
    deps.storage.setItem(DEVICE_COORDINATES_STORAGE_KEY, JSON.stringify(point));
    return point;
  } catch (error) {
    if (isLocationServicesOff(error)) await offerLocationSettings(deps).catch(() => undefined);
    return storedDevicePosition(deps.storage);
  }
}
