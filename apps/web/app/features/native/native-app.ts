/**
 * Souk's native app, loaded only in the iOS or Android shell (the web's first load carries none
 * of it): the page's fetch that signs API calls (spec 1 §7), and once the page has hydrated the
 * splash screen, the hardware back button, the device position through the Geolocation plugin
 * (again on resume), push notifications and the self-update of the web bundle (at start and on
 * resume).
 */
import { browserApi } from '#app/lib/api-client.ts';
import { setNativeDevicePositionReader } from '#app/lib/device-position-source.ts';
import { localeFromPath } from '#app/lib/locales.ts';
import type { RootData } from '#app/lib/root-data.ts';
import { appUpdatePorts, metadataUrlOf, selfUpdateRunner } from './app-update.ts';
import { backAction, performBack } from './back-button.ts';
import { onSessionTokenKept } from './api-authorization.ts';
import { nativePlugins, removeListener, type ListenerHandle } from './bridge.ts';
import { nativeDevicePosition } from './device-position.ts';
import { platformOfWindow } from './platform.ts';
import { openTappedNotifications, pushRegistration } from './push.ts';
import { readPartnerConfig, readPushProjectId } from './push-project.ts';
import { hideSplashScreen, isSingleVendorPage } from './splash-screen.ts';

/** Starts the behaviours; returns the function that stops them (the page left, a test). */
export function startNativeApp(win: Window, root: RootData, localityPage: unknown): () => void {
  const platform = platformOfWindow(win);
  if (platform !== 'ios' && platform !== 'android') return () => undefined;
  const plugins = nativePlugins(win);
  const handles: (Promise<ListenerHandle> | ListenerHandle)[] = [];
  const stops: (() => void)[] = [];
  const warn = (message: string) => console.warn(message);
  const cancelSplash = hideSplashScreen(win, isSingleVendorPage(localityPage));
  const { messages } = root;

  const readPosition = () =>
    nativeDevicePosition({
      plugins,
      platform,
      storage: win.localStorage,
      texts: () => ({
        message: messages['native.locationOff'],
        openSettings: messages['native.openSettings'],
        cancel: messages['native.cancel'],
      }),
    });
  setNativeDevicePositionReader(readPosition);
  void readPosition();

  const updater = plugins.CapacitorUpdater;
  const preferences = plugins.Preferences;
  // Without storage the app could not remember a broken version: no update is tried then.
  const selfUpdate =
    updater && preferences
      ? selfUpdateRunner(
          appUpdatePorts({
            updater,
            preferences,
            plugins,
            platform,
            metadataUrl: async () => {
              const config = await readPartnerConfig();
              return config ? metadataUrlOf(config) : null;
            },
            fetchNow: (input, init) => win.fetch(input, init),
            texts: () => ({
              message: messages['native.newVersion'],
              update: messages['native.update'],
              later: messages['native.later'],
            }),
            openUrl: (url) => void win.open(url, '_blank'),
          }),
          warn,
        )
      : null;
  if (updater) {
    // The page has drawn: the bundle works, so the plugin must not roll it back.
    void updater.notifyAppReady().catch((error: unknown) => warn(`Self-update: ${String(error)}`));
  }
  void selfUpdate?.();

  if (plugins.App) {
    handles.push(
      plugins.App.addListener('backButton', ({ canGoBack }) =>
        performBack(win, backAction(win, canGoBack), () => void plugins.App?.minimizeApp?.()),
      ),
      // Back from the settings (or any app): the position may have changed or become readable,
      // and a new bundle may have been published meanwhile.
      plugins.App.addListener('resume', () => {
        void readPosition();
        void selfUpdate?.();
      }),
    );
  }

  const push = plugins.PushNotifications;
  if (push) {
    const locale = () => localeFromPath(win.location.pathname) ?? root.locale;
    void openTappedNotifications(push, locale, (path) => win.location.assign(path)).catch(warn);
    const register = pushRegistration({
      push,
      platform,
      api: browserApi(root.clientConfig),
      projectId: readPushProjectId,
      storage: win.localStorage,
      warn,
    });
    const registerNow = () =>
      void register().catch((error: unknown) => warn(`Push notifications: ${String(error)}`));
    // The token belongs to a customer's session: a visitor's device registers once signed in,
    // whether the page was opened signed in or the sign-in happens in it.
    if (root.signedIn) registerNow();
    stops.push(onSessionTokenKept(registerNow));
  }

  return () => {
    cancelSplash();
    for (const stop of stops) stop();
    for (const handle of handles) void removeListener(handle).catch(() => undefined);
  };
}
