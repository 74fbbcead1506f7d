import { runSelfUpdate } from '@souk/core/native/run-self-update';
import { describe, expect, it } from 'vitest';
import {
  appUpdatePorts,
  BROKEN_VERSIONS_KEY,
  LAST_INSTALLED_KEY,
  metadataUrlOf,
  selfUpdateRunner,
} from './app-update.ts';
import type { NativePlugins, PreferencesPlugin, UpdaterBundle, UpdaterPlugin } from './bridge.ts';

const CHECKSUM = 'a'.repeat(64);
const METADATA = {
  version: '1.5.0',
  url: 'https://souk.example/updates/souk/customer/bundles/1.5.0.zip',
  minNativeVersion: { android: '2.0.0', ios: '2.0.0' },
  appStoreLink: { android: 'https://play.example/souk', ios: 'https://apps.example/souk' },
  checksum: CHECKSUM,
};

/** The plugins double: every call recorded in order, Preferences kept in memory. */
function device(
  options: {
    native?: string;
    current?: UpdaterBundle;
    bundles?: UpdaterBundle[];
    downloadFails?: boolean;
    confirm?: boolean;
    stored?: Record<string, string>;
    launcher?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const stored = new Map(Object.entries(options.stored ?? {}));
  const current = options.current ?? { id: 'builtin', version: '1.4.0' };
  const updater: UpdaterPlugin = {
    notifyAppReady: async () => void calls.push('notifyAppReady'),
    current: async () => ({ bundle: current, native: options.native ?? '2.4.0' }),
    list: async () => ({ bundles: options.bundles ?? [] }),
    download: async (request) => {
      calls.push(`download ${JSON.stringify(request)}`);
      if (options.downloadFails) throw new Error('checksum mismatch');
      return { id: 'bundle-7', version: request.version };
    },
    set: async ({ id }) =>
      void calls.push(`set ${id} (last installed ${stored.get(LAST_INSTALLED_KEY)})`),
    delete: async ({ id }) => void calls.push(`delete ${id}`),
  };
  const preferences: PreferencesPlugin = {
    get: async ({ key }) => ({ value: stored.get(key) ?? null }),
    set: async ({ key, value }) => void stored.set(key, value),
    remove: async ({ key }) => void stored.delete(key),
  };
  const plugins: NativePlugins = {
    Dialog: {
      confirm: async (dialog) => {
        calls.push(
          `confirm ${dialog.message} [${dialog.okButtonTitle}|${dialog.cancelButtonTitle}]`,
        );
        return { value: options.confirm ?? true };
      },
    },
    ...(options.launcher === false
      ? {}
      : {
          AppLauncher: {
            openUrl: async ({ url }) => (calls.push(`openUrl ${url}`), { completed: true }),
          },
        }),
  };
  const ports = appUpdatePorts({
    updater,
    preferences,
    plugins,
    platform: 'android',
    metadataUrl: async () => 'https://souk.example/updates/souk/customer/metadata.json',
    fetchNow: async () => Response.json(METADATA),
    texts: () => ({
      message: 'Nouvelle version disponible !',
      update: 'Mettre à jour',
      later: 'Plus tard',
    }),
    openUrl: (url) => calls.push(`window.open ${url}`),
  });
  return { calls, stored, ports };
}

describe('self-update in the app (spec 2 §4 "Native app update")', () => {
  it('step 6: downloads the published URL with its checksum, records the version, then sets the bundle', async () => {
    const { calls, ports, stored } = device();
    expect(await runSelfUpdate(ports)).toEqual({ action: 'set', version: '1.5.0' });
    expect(calls).toEqual([
      `download ${JSON.stringify({ url: METADATA.url, version: '1.5.0', checksum: CHECKSUM })}`,
      'set bundle-7 (last installed 1.5.0)',
    ]);
    expect(stored.get(BROKEN_VERSIONS_KEY)).toBeUndefined();
  });

  it('step 6: a failed download or checksum marks the version broken and sets nothing', async () => {
    const { calls, ports, stored } = device({
      downloadFails: true,
      stored: { [BROKEN_VERSIONS_KEY]: '["1.3.0"]' },
    });
    expect(await runSelfUpdate(ports)).toEqual({ action: 'broken', version: '1.5.0' });
    expect(calls.some((call) => call.startsWith('set '))).toBe(false);
    expect(JSON.parse(stored.get(BROKEN_VERSIONS_KEY) ?? '')).toEqual(['1.3.0', '1.5.0']);
    expect(stored.get(LAST_INSTALLED_KEY)).toBeUndefined();
  });

  it('step 2: a version stored as broken is not downloaded again', async () => {
    const { calls, ports } = device({ stored: { [BROKEN_VERSIONS_KEY]: '["1.5.0"]' } });
    expect(await runSelfUpdate(ports)).toEqual({ action: 'none', reason: 'broken' });
    expect(calls).toEqual([]);
  });

  it('step 3: the running latest is marked ready and every other bundle but the built-in one deleted', async () => {
    const running = { id: 'bundle-7', version: '1.5.0' };
    const { calls, ports } = device({
      current: running,
      bundles: [
        { id: 'builtin', version: 'builtin' },
        { id: 'bundle-3', version: '1.4.0' },
        running,
      ],
    });
    expect(await runSelfUpdate(ports)).toEqual({ action: 'ready', version: '1.5.0' });
    expect(calls).toEqual(['notifyAppReady', 'delete bundle-3']);
  });

  it('step 4: a last-installed version that is not running is skipped once, then the record is gone', async () => {
    const { calls, ports, stored } = device({ stored: { [LAST_INSTALLED_KEY]: '1.5.0' } });
    expect(await runSelfUpdate(ports)).toEqual({ action: 'skip-once', version: '1.5.0' });
    expect(stored.has(LAST_INSTALLED_KEY)).toBe(false);
    expect(calls).toEqual([]);
  });

  it("step 5: a too-old shell asks in the page's language and opens the platform's store link only when agreed", async () => {
    const agreed = device({ native: '1.9.9' });
    expect((await runSelfUpdate(agreed.ports)).action).toBe('ask-store-update');
    expect(agreed.calls).toEqual([
      'confirm Nouvelle version disponible ! [Mettre à jour|Plus tard]',
      'openUrl https://play.example/souk',
    ]);
    const refused = device({ native: '1.9.9', confirm: false });
    await runSelfUpdate(refused.ports);
    expect(refused.calls).toHaveLength(1);
    const noLauncher = device({ native: '1.9.9', launcher: false });
    await runSelfUpdate(noLauncher.ports);
    expect(noLauncher.calls.at(-1)).toBe('window.open https://play.example/souk');
  });
});

describe('selfUpdateRunner', () => {
  it('answers an ask made during a run with that run, and runs again afterwards', async () => {
    const { ports, calls } = device();
    const run = selfUpdateRunner(ports, () => undefined);
    const first = run();
    expect(run()).toBe(first);
    await first;
    // A new run: the version it set is the last installed one now, so it is skipped once.
    expect(await run()).toEqual({ action: 'skip-once', version: '1.5.0' });
    expect(calls.filter((call) => call.startsWith('download'))).toHaveLength(1);
  });

  it('warns instead of failing when a port throws', async () => {
    const warnings: string[] = [];
    const { ports } = device();
    const run = selfUpdateRunner(
      { ...ports, readState: () => Promise.reject(new Error('no bridge')) },
      (w) => warnings.push(w),
    );
    expect(await run()).toBeNull();
    expect(warnings).toEqual(['Self-update: Error: no bridge']);
  });
});

describe('metadataUrlOf (spec 1 §7)', () => {
  it("is the bucket's customer folder, or Souk's own /updates without a bucket", () => {
    const config = {
      BASE_URL: 'https://souk.example/',
      PARTNER_CODE: 'souk',
      UPDATES_BUCKET_URL: null,
    };
    expect(metadataUrlOf(config)).toBe('https://souk.example/updates/souk/customer/metadata.json');
    expect(metadataUrlOf({ ...config, UPDATES_BUCKET_URL: 'https://bucket.example/app/' })).toBe(
      'https://bucket.example/app/souk/customer/metadata.json',
    );
    expect(metadataUrlOf({ ...config, PARTNER_CODE: '' })).toBeNull();
  });
});
