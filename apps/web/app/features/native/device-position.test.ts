import { DEVICE_COORDINATES_STORAGE_KEY } from '@souk/core';
import { describe, expect, it } from 'vitest';
import type { GeolocationPlugin, LocationPermission, NativePlugins } from './bridge.ts';
import { isLocationServicesOff, nativeDevicePosition } from './device-position.ts';
import { memoryStorage } from './test-doubles.ts';

const TEXTS = { message: 'Location services are disabled.', openSettings: 'Open', cancel: 'No' };
const RIGA = { latitude: 56.95, longitude: 24.1 };
const STORED = JSON.stringify({ latitude: 1, longitude: 2 });

/** The plugins double: every call recorded, the permission and the answers chosen per test. */
function bridge(options: {
  permission?: LocationPermission;
  afterAsking?: LocationPermission;
  check?: () => Promise<{ location: LocationPermission }>;
  confirm?: boolean;
}) {
  const calls: string[] = [];
  const geolocation: GeolocationPlugin = {
    checkPermissions:
      options.check ??
      (async () => {
        calls.push('checkPermissions');
        return { location: options.permission ?? 'granted' };
      }),
    requestPermissions: async () => {
      calls.push('requestPermissions');
      return { location: options.afterAsking ?? 'granted' };
    },
    getCurrentPosition: async (read) => {
      calls.push(`getCurrentPosition ${JSON.stringify(read)}`);
      return { coords: RIGA };
    },
  };
  const plugins: NativePlugins = {
    Geolocation: geolocation,
    Dialog: {
      confirm: async ({ message, okButtonTitle }) => {
        calls.push(`confirm ${message} [${okButtonTitle}]`);
        return { value: options.confirm ?? true };
      },
    },
    NativeSettings: {
      openAndroid: async ({ option }) => void calls.push(`openAndroid ${option}`),
    },
  };
  return { plugins, calls };
}

const servicesOff = async (): Promise<never> => {
  throw Object.assign(new Error('Location services are not enabled'), {
    code: 'OS-PLUG-GLOC-0007',
  });
};

describe('the native device position (spec 1 §4)', () => {
  it('granted: read with a 2 s timeout and any cached position, then stored as device_coordinates', async () => {
    const { plugins, calls } = bridge({ permission: 'granted' });
    const storage = memoryStorage();
    const point = await nativeDevicePosition({
      plugins,
      platform: 'android',
      storage,
      texts: () => TEXTS,
    });
    expect(point).toEqual(RIGA);
    expect(calls).toEqual([
      'checkPermissions',
      // JSON writes Infinity as null: the plugin gets maximumAge Infinity, any cached position.
      'getCurrentPosition {"timeout":2000,"maximumAge":null,"enableHighAccuracy":false}',
    ]);
    expect(JSON.parse(storage.getItem(DEVICE_COORDINATES_STORAGE_KEY) ?? '')).toEqual(RIGA);
  });

  it('never asked: the permission is requested before the position is read', async () => {
    const { plugins, calls } = bridge({ permission: 'prompt', afterAsking: 'granted' });
    await nativeDevicePosition({
      plugins,
      platform: 'ios',
      storage: memoryStorage(),
      texts: () => TEXTS,
    });
    expect(calls.slice(0, 2)).toEqual(['checkPermissions', 'requestPermissions']);
    expect(calls[2]).toMatch(/^getCurrentPosition/);
  });

  it('refused: the position is not read and the stored one is the answer, as on the web', async () => {
    const { plugins, calls } = bridge({ permission: 'prompt', afterAsking: 'denied' });
    const storage = memoryStorage({ [DEVICE_COORDINATES_STORAGE_KEY]: STORED });
    const point = await nativeDevicePosition({
      plugins,
      platform: 'android',
      storage,
      texts: () => TEXTS,
    });
    expect(point).toEqual({ latitude: 1, longitude: 2 });
    expect(calls).toEqual(['checkPermissions', 'requestPermissions']);
    expect(storage.getItem(DEVICE_COORDINATES_STORAGE_KEY)).toBe(STORED);
  });

  it('Android with location services off: the confirm dialog opens the location settings', async () => {
    const { plugins, calls } = bridge({ check: servicesOff, confirm: true });
    const storage = memoryStorage({ [DEVICE_COORDINATES_STORAGE_KEY]: STORED });
    const point = await nativeDevicePosition({
      plugins,
      platform: 'android',
      storage,
      texts: () => TEXTS,
    });
    expect(calls).toEqual([
      'confirm Location services are disabled. [Open]',
      'openAndroid location',
    ]);
    expect(point).toEqual({ latitude: 1, longitude: 2 });
  });

  it('declining the dialog opens nothing; iOS shows no dialog', async () => {
    const declined = bridge({ check: servicesOff, confirm: false });
    await nativeDevicePosition({
      plugins: declined.plugins,
      platform: 'android',
      storage: memoryStorage(),
      texts: () => TEXTS,
    });
    expect(declined.calls).toEqual(['confirm Location services are disabled. [Open]']);
    const ios = bridge({ check: servicesOff });
    expect(
      await nativeDevicePosition({
        plugins: ios.plugins,
        platform: 'ios',
        storage: memoryStorage(),
        texts: () => TEXTS,
      }),
    ).toBeNull();
    expect(ios.calls).toEqual([]);
  });

  it('recognises the services-off refusal by code or message, and nothing else', () => {
    expect(isLocationServicesOff({ code: 'OS-PLUG-GLOC-0007' })).toBe(true);
    expect(isLocationServicesOff(new Error('location disabled'))).toBe(true);
    expect(isLocationServicesOff(new Error('User denied location permission'))).toBe(false);
    expect(isLocationServicesOff({ message: 'Location services are not enabled' })).toBe(true);
    expect(isLocationServicesOff(null)).toBe(false);
  });
});
