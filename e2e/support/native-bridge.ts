/**
 * The Capacitor bridge double of the native app's journeys: the web view's user agent carries the
 * wrapper's `SoukApp/` marker and the page gets a bridge that records what the storefront asks of
 * the native side, keeps Preferences across reloads (as the device's storage does), answers the
 * Geolocation and PushNotifications plugins as each journey chooses, and lets the journey fire
 * the App and push events the shell would.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, PHONE } from './browser.ts';

const ANDROID_APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 SoukApp/2.4.0';

/** The double's answers for one journey. */
export interface BridgeSetup {
  /** Geolocation.checkPermissions, and what requestPermissions answers after asking. */
  location: 'granted' | 'denied' | 'prompt';
  locationAfterAsking: 'granted' | 'denied';
  position: { latitude: number; longitude: number };
  /** The push token the device "receives" after register(). */
  pushToken: string;
  /** Android's location services: off makes every position read fail as the plugin does. */
  locationServices: 'on' | 'off';
}

export const DEFAULT_SETUP: BridgeSetup = {
  location: 'prompt',
  locationAfterAsking: 'denied',
  position: { latitude: 56.9496, longitude: 24.1052 },
  pushToken: 'fcm-device-token-e2e',
  locationServices: 'on',
};

interface BridgeCall {
  call: string;
  /** performance.now() when called: milliseconds since the page's navigation started. */
  at: number;
}

/** The Capacitor bridge as the native app injects it, with every plugin call recorded. */
export async function nativeAppContext(
  browser: Browser,
  setup: Partial<BridgeSetup> = {},
  options: { bypassCSP?: boolean; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, {
    ...PHONE,
    ...options,
    userAgent: ANDROID_APP_USER_AGENT,
    // Allowed, so that the app's own choice not to install one is what the journey checks.
    serviceWorkers: 'allow',
  });
  await context.addInitScript(
    (options: BridgeSetup) => {
      const calls: { call: string; at: number }[] = [];
      const record = (call: string) => calls.push({ call, at: performance.now() });
      const listeners = new Map<string, ((data: unknown) => void)[]>();
      const addListener = (plugin: string) => (event: string, listener: (d: unknown) => void) => {
        record(`${plugin}.addListener ${event}`);
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return Promise.resolve({ remove: () => Promise.resolve() });
      };
      const fire = (event: string, data: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(data);
      };
      // Preferences survive a reload of the page, as the device's storage does.
      const stored = (): Record<string, string> =>
        JSON.parse(sessionStorage.getItem('__preferences') ?? '{}') as Record<string, string>;
      const store = (values: Record<string, string>) =>
        sessionStorage.setItem('__preferences', JSON.stringify(values));
      Object.assign(window, {
        __bridgeCalls: calls,
        __fire: fire,
        __preferences: stored,
        Capacitor: {
          getPlatform: () => 'android',
          isNativePlatform: () => true,
          Plugins: {
            SplashScreen: {
              hide: () => (record('SplashScreen.hide'), Promise.resolve()),
            },
            Preferences: {
              get: ({ key }: { key: string }) => Promise.resolve({ value: stored()[key] ?? null }),
              set: ({ key, value }: { key: string; value: string }) => {
                record(`Preferences.set ${key}`);
                store({ ...stored(), [key]: value });
                return Promise.resolve();
              },
              remove: ({ key }: { key: string }) => {
                record(`Preferences.remove ${key}`);
                const { [key]: _gone, ...rest } = stored();
                store(rest);
                return Promise.resolve();
              },
            },
            Geolocation: {
              checkPermissions: () => (
                record('Geolocation.checkPermissions'),
                Promise.resolve({ location: options.location })
              ),
              requestPermissions: () => (
                record('Geolocation.requestPermissions'),
                Promise.resolve({ location: options.locationAfterAsking })
              ),
              getCurrentPosition: (read: { timeout: number; maximumAge: number }) => {
                record(
                  `Geolocation.getCurrentPosition timeout=${read.timeout} maximumAge=${read.maximumAge}`,
                );
                if (options.locationServices === 'off') {
                  const off = {
                    code: 'OS-PLUG-GLOC-0007',
                    message: 'Location services are not enabled',
                  };
                  return Promise.reject(Object.assign(new Error(off.message), off));
                }
                return Promise.resolve({ coords: options.position });
              },
            },
            Dialog: {
              confirm: (dialog: { message: string; okButtonTitle: string }) => {
                record(`Dialog.confirm ${dialog.message} [${dialog.okButtonTitle}]`);
                return Promise.resolve({ value: true });
              },
            },
            NativeSettings: {
              openAndroid: ({ option }: { option: string }) => (
                record(`NativeSettings.openAndroid ${option}`),
                Promise.resolve({ status: true })
              ),
            },
            App: {
              addListener: addListener('App'),
              minimizeApp: () => (record('App.minimizeApp'), Promise.resolve()),
              exitApp: () => (record('App.exitApp'), Promise.resolve()),
            },
            PushNotifications: {
              addListener: addListener('PushNotifications'),
              checkPermissions: () => (
                record('PushNotifications.checkPermissions'),
                Promise.resolve({ receive: 'prompt' })
              ),
              requestPermissions: () => (
                record('PushNotifications.requestPermissions'),
                Promise.resolve({ receive: 'granted' })
              ),
              register: () => {
                record('PushNotifications.register');
                setTimeout(() => fire('registration', { value: options.pushToken }), 0);
                return Promise.resolve();
              },
            },
          },
        },
      });
    },
    { ...DEFAULT_SETUP, ...setup },
  );
  return context;
}

export interface BridgeWindow {
  __bridgeCalls: BridgeCall[];
  __fire: (event: string, data: unknown) => void;
  __preferences: () => Record<string, string>;
}

export const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as BridgeWindow).__bridgeCalls);
export const callNames = async (page: Page) => (await bridgeCalls(page)).map((entry) => entry.call);
export const fire = (page: Page, event: string, data: unknown) =>
  page.evaluate(([name, payload]) => (window as unknown as BridgeWindow).__fire(name, payload), [
    event,
    data,
  ] as const);
/** Waits until the native app has started (it listens for the back button then). */
export const nativeAppStarted = (page: Page) =>
  expect.poll(() => callNames(page)).toContain('App.addListener backButton');
