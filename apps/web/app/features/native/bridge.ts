/**
 * The Capacitor plugins the storefront calls in Souk's native app, as the bridge exposes them on
 * `window.Capacitor.Plugins`. Typed by hand, and only the methods used, so that the web build
 * carries no Capacitor package: every plugin may be missing (an older shell, a browser).
 */
export interface ListenerHandle {
  remove(): Promise<void> | void;
}

type Listen<E extends string, T> = (
  event: E,
  listener: (data: T) => void,
) => Promise<ListenerHandle> | ListenerHandle;

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'prompt-with-rationale';

export interface GeolocationPlugin {
  checkPermissions(): Promise<{ location: LocationPermission }>;
  requestPermissions(): Promise<{ location: LocationPermission }>;
  getCurrentPosition(options: {
    timeout: number;
    maximumAge: number;
    enableHighAccuracy: boolean;
  }): Promise<{ coords: { latitude: number; longitude: number } }>;
}

interface AppPlugin {
  addListener: Listen<'backButton', { canGoBack: boolean }> & Listen<'resume', void>;
  exitApp?(): Promise<void>;
  minimizeApp?(): Promise<void>;
}

export interface PushNotificationsPlugin {
  checkPermissions(): Promise<{ receive: LocationPermission }>;
  requestPermissions(): Promise<{ receive: LocationPermission }>;
  register(): Promise<void>;
  addListener: Listen<'registration', { value: string }> &
    Listen<'registrationError', { error: string }> &
    Listen<
      'pushNotificationActionPerformed',
      { notification: { data?: Record<string, unknown> | null } }
    >;
}

export interface PreferencesPlugin {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

interface DialogPlugin {
  confirm(options: {
    title?: string;
    message: string;
    okButtonTitle?: string;
    cancelButtonTitle?: string;
  }): Promise<{ value: boolean }>;
}

/** capacitor-native-settings: opens a page of the system settings. */
interface NativeSettingsPlugin {
  openAndroid(options: { option: 'location' }): Promise<unknown>;
  openIOS?(options: { option: 'location' }): Promise<unknown>;
}

/** @capgo/capacitor-updater's bundle record. */
export interface UpdaterBundle {
  id: string;
  version: string;
  status?: string;
}

/**
 * @capgo/capacitor-updater with its automatic mode off (apps/native/capacitor.config.ts): the
 * page runs the update decision and asks for each step. `download` rejects when the download
 * or the checksum fails; `set` switches to the bundle and reloads the web view.
 */
export interface UpdaterPlugin {
  notifyAppReady(): Promise<unknown>;
  current(): Promise<{ bundle: UpdaterBundle; native: string }>;
  list(): Promise<{ bundles: UpdaterBundle[] }>;
  download(options: { url: string; version: string; checksum?: string }): Promise<UpdaterBundle>;
  set(options: { id: string }): Promise<void>;
  delete(options: { id: string }): Promise<void>;
}

/** @capacitor/app-launcher: opens a URL in the app that handles it (the store). */
interface AppLauncherPlugin {
  openUrl(options: { url: string }): Promise<{ completed: boolean }>;
}

export interface NativePlugins {
  App?: AppPlugin;
  AppLauncher?: AppLauncherPlugin;
  CapacitorUpdater?: UpdaterPlugin;
  Dialog?: DialogPlugin;
  Geolocation?: GeolocationPlugin;
  NativeSettings?: NativeSettingsPlugin;
  Preferences?: PreferencesPlugin;
  PushNotifications?: PushNotificationsPlugin;
}

interface BridgeWindow {
  Capacitor?: { Plugins?: NativePlugins };
}

export function nativePlugins(win: Window): NativePlugins {
  return (win as Window & BridgeWindow).Capacitor?.Plugins ?? {};
}

/** Listeners may be added synchronously or by a promise, depending on the Capacitor version. */
export async function removeListener(handle: Promise<ListenerHandle> | ListenerHandle) {
  await (await handle).remove();
}
