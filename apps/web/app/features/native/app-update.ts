/**
 * The native app's self-update of its web bundle (spec 2 §4 "Native app update"): the decision
 * is `runSelfUpdate` in @souk/core; this module gives it the app's hands, the live-update plugin
 * (@capgo/capacitor-updater, its automatic mode off), the Preferences plugin for what must
 * survive a restart (the broken versions, the last one installed) and the store dialog.
 */
import {
  runSelfUpdate,
  type SelfUpdatePorts,
  type SelfUpdateResult,
} from '@souk/core/native/run-self-update';
import type { NativePlugins, PreferencesPlugin, UpdaterPlugin } from './bridge.ts';
import type { NativePlatform } from './platform.ts';

/** Versions whose download or checksum failed: a JSON array of strings, never tried again. */
export const BROKEN_VERSIONS_KEY = 'update_broken_versions';
/** The version last downloaded and set, until it is skipped once (step 4). */
export const LAST_INSTALLED_KEY = 'update_last_installed';

/** The bundle the shell was built with; the plugin names it so and it can never be deleted. */
const BUILTIN_BUNDLE_ID = 'builtin';

interface StoreDialogTexts {
  message: string;
  update: string;
  later: string;
}

export interface AppUpdateDeps {
  updater: UpdaterPlugin;
  preferences: PreferencesPlugin;
  plugins: NativePlugins;
  platform: NativePlatform;
  /** Where metadata.json is, or null when the deployment has no partner code to ask for. */
  metadataUrl: () => Promise<string | null>;
  fetchNow: typeof fetch;
  texts: () => StoreDialogTexts;
  /** Opens a store link when the App Launcher plugin is missing. */
  openUrl: (url: string) => void;
}

async function readBrokenVersions(preferences: PreferencesPlugin): Promise<string[]> {
  const { value } = await preferences.get({ key: BROKEN_VERSIONS_KEY });
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function appUpdatePorts(deps: AppUpdateDeps): SelfUpdatePorts {
  const { updater, preferences } = deps;
  return {
    async fetchMetadata() {
      const url = await deps.metadataUrl();
      if (!url) return null;
      // Always the latest: a cached answer would hold an old version back.
      const response = await deps.fetchNow(url, { cache: 'no-store' });
      return response.ok ? response.json() : null;
    },
    async readState() {
      const current = await updater.current();
      const { value: lastInstalled } = await preferences.get({ key: LAST_INSTALLED_KEY });
      return {
        platform: deps.platform,
        nativeVersion: current.native,
        currentVersion: current.bundle.version,
        brokenVersions: await readBrokenVersions(preferences),
        lastInstalled,
      };
    },
    async markReady() {
      await updater.notifyAppReady();
    },
    async deleteOtherBundles(keepVersion) {
      const current = await updater.current();
      const { bundles } = await updater.list();
      for (const bundle of bundles) {
        if (bundle.id === BUILTIN_BUNDLE_ID || bundle.id === current.bundle.id) continue;
        if (bundle.version === keepVersion) continue;
        await updater.delete({ id: bundle.id });
      }
    },
    async clearLastInstalled() {
      await preferences.remove({ key: LAST_INSTALLED_KEY });
    },
    async askStoreUpdate(_message, storeLink) {
      const texts = deps.texts();
      const dialog = deps.plugins.Dialog;
      if (!dialog) return;
      const { value } = await dialog.confirm({
        message: texts.message,
        okButtonTitle: texts.update,
        cancelButtonTitle: texts.later,
      });
      if (!value || !storeLink) return;
      const launcher = deps.plugins.AppLauncher;
      if (launcher) await launcher.openUrl({ url: storeLink });
      else deps.openUrl(storeLink);
    },
    async download(version, url, checksum) {
      // The plugin rejects a download that fails or whose SHA-256 is not the checksum.
      const bundle = await updater.download({
        url,
        version,
        ...(checksum ? { checksum } : {}),
      });
      return { ok: true, bundleId: bundle.id };
    },
    async setBundle(bundleId, version) {
      // Recorded first: `set` reloads the web view and nothing after it runs.
      await preferences.set({ key: LAST_INSTALLED_KEY, value: version });
      await updater.set({ id: bundleId });
    },
    async markBroken(version) {
      const broken = await readBrokenVersions(preferences);
      if (broken.includes(version)) return;
      await preferences.set({
        key: BROKEN_VERSIONS_KEY,
        value: JSON.stringify([...broken, version]),
      });
    },
  };
}

/**
 * Runs the update once at a time: the app start and each return to the front ask for a run,
 * and a run still going (a long download) answers the ask that comes meanwhile.
 */
export function selfUpdateRunner(
  ports: SelfUpdatePorts,
  warn: (message: string) => void,
): () => Promise<SelfUpdateResult | null> {
  let running: Promise<SelfUpdateResult | null> | null = null;
  return () => {
    running ??= runSelfUpdate(ports)
      .catch((error: unknown) => {
        warn(`Self-update: ${String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** `{bucket}/{partner code}/customer/metadata.json`; Souk's own `/updates` when no bucket is set. */
export function metadataUrlOf(config: {
  BASE_URL: string;
  PARTNER_CODE: string;
  UPDATES_BUCKET_URL: string | null;
}): string | null {
  if (!config.PARTNER_CODE) return null;
  const bucket = config.UPDATES_BUCKET_URL ?? `${config.BASE_URL.replace(/\/+$/, '')}/updates`;
  return `${bucket.replace(/\/+$/, '')}/${encodeURIComponent(config.PARTNER_CODE)}/customer/metadata.json`;
}
