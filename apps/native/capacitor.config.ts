/**
 * Souk's native shell (docs/native.md). The web view loads the storefront's client-side build
 * and talks to the deployment's API by absolute URL; everything the app does beyond a browser
 * (splash, position, push, back button, self-update) is driven by the page through these
 * plugins. Per-operator values come from the environment when the projects are generated or
 * synced (`SOUK_APP_ID`, `SOUK_APP_NAME`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The shell's own version: the store release, which the update metadata's minNativeVersion is
 * held against. (The CLI loads this file as CommonJS, hence `__dirname`.)
 */
const { version: nativeVersion } = JSON.parse(
  readFileSync(path.join(__dirname, 'package.json'), 'utf8'),
) as { version: string };

const config: CapacitorConfig = {
  appId: process.env.SOUK_APP_ID ?? 'com.example.souk',
  appName: process.env.SOUK_APP_NAME ?? 'Souk',
  // The storefront built for the app: `SOUK_BUILD_TARGET=native npm run build -w @souk/web`.
  webDir: '../web/build-native/client',
  // The page and the server recognise the app by this marker (apps/web/app/features/native).
  appendUserAgent: `SoukApp/${nativeVersion}`,
  plugins: {
    SplashScreen: {
      // The page hides the splash once its first screen is drawn (1500 ms in single-vendor
      // mode, else 20 ms): the shell never hides it by itself.
      launchAutoHide: false,
      launchShowDuration: 0,
    },
    CapacitorUpdater: {
      // The page runs the update decision (spec 2 §4) against Souk's own metadata.json.
      autoUpdate: false,
      // A bundle that has not drawn its first page in 10 s is rolled back by the plugin.
      appReadyTimeout: 10000,
      // The page deletes bundles itself once the latest one runs.
      autoDeletePrevious: false,
      // A new store release brings its own bundle: bundles downloaded for the old one go.
      resetWhenUpdate: true,
      // No reports to the plugin vendor's service.
      statsUrl: '',
    },
  },
};

export default config;
