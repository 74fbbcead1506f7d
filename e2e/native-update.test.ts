/**
 * The native app's self-update of its web bundle (spec 2 §4 "Native app update", issue 16 part
 * 4), in Chromium: the storefront runs with the wrapper's user agent and a Capacitor bridge
 * double whose live-update plugin behaves as @capgo/capacitor-updater with its automatic mode
 * off: `download` fetches the URL and rejects when the bytes' SHA-256 is not the checksum, `set`
 * switches the running bundle and reloads the web view. The bundles are published into the
 * server's DATA_DIR by the publishing code, and Souk serves them (no bucket is configured).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { PerPlatform } from '@souk/core/native/self-update';
import { customerFolder, publishBundle } from '../apps/api/src/web/update-store.ts';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useSharedBrowser();

const PARTNER_CODE = 'souk';
const NATIVE_VERSION = '2.4.0';
const ANDROID_APP_USER_AGENT = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 SoukApp/${NATIVE_VERSION}`;
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.souk';
const APP_STORE = 'https://apps.apple.com/app/id000000000';
const updatesDir = path.join(dataDir, 'updates');

/** Publishes a bundle as `npm run bundle:publish` does; returns its URL and checksum. */
async function publish(version: string, minNativeVersion: PerPlatform = '2.0.0') {
  const file = path.join(dataDir, `bundle-${version}.zip`);
  // Stands for a zipped client build: only its bytes and their checksum matter to the app.
  await fs.writeFile(file, `souk web bundle ${version} ${Date.now()}`);
  const metadata = await publishBundle({
    updatesDir,
    partnerCode: PARTNER_CODE,
    baseUrl,
    bundlePath: file,
    version,
    minNativeVersion,
    appStoreLink: { ios: APP_STORE, android: PLAY_STORE },
  });
  expect(metadata.checksum).toBe(
    createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex'),
  );
  return metadata;
}

const bundleFile = (version: string) =>
  path.join(customerFolder(updatesDir, PARTNER_CODE), 'bundles', `${version}.zip`);

/**
 * The app's bridge. Its calls, Preferences and bundles live in sessionStorage so that they
 * survive the reloads `set` causes, as the device's do; each start of the page adds `start`.
 */
async function nativeAppContext(options: { confirm: boolean } = { confirm: true }) {
  const context = await newContext(browser(), { ...PHONE, userAgent: ANDROID_APP_USER_AGENT });
  await context.addInitScript(
    ({ nativeVersion, confirm }) => {
      const read = <T>(key: string, fallback: T): T =>
        JSON.parse(sessionStorage.getItem(key) ?? JSON.stringify(fallback)) as T;
      const write = (key: string, value: unknown) =>
        sessionStorage.setItem(key, JSON.stringify(value));
      const record = (call: string) => write('__calls', [...read<string[]>('__calls', []), call]);
      type Bundle = { id: string; version: string };
      // The shell's own bundle, and one an earlier update left behind.
      const bundles = () =>
        read<Bundle[]>('__bundles', [
          { id: 'builtin', version: '1.0.0' },
          { id: 'bundle-old', version: '0.9.0' },
        ]);
      const currentId = () => read<string>('__current', 'builtin');
      const preferences = () => read<Record<string, string>>('__preferences', {});
      const hex = (buffer: ArrayBuffer) =>
        [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      record('start');
      Object.assign(window, {
        Capacitor: {
          getPlatform: () => 'android',
          isNativePlatform: () => true,
          Plugins: {
            SplashScreen: { hide: () => Promise.resolve() },
            App: {
              addListener: (event: string) => {
                record(`App.addListener ${event}`);
                return Promise.resolve({ remove: () => Promise.resolve() });
              },
            },
            Preferences: {
              get: ({ key }: { key: string }) => {
                record(`Preferences.get ${key}`);
                return Promise.resolve({ value: preferences()[key] ?? null });
              },
              set: ({ key, value }: { key: string; value: string }) => {
                record(`Preferences.set ${key} ${value}`);
                write('__preferences', { ...preferences(), [key]: value });
                return Promise.resolve();
              },
              remove: ({ key }: { key: string }) => {
                record(`Preferences.remove ${key}`);
                const { [key]: _gone, ...rest } = preferences();
                write('__preferences', rest);
                return Promise.resolve();
              },
            },
            Dialog: {
              confirm: (dialog: {
                message: string;
                okButtonTitle: string;
                cancelButtonTitle: string;
              }) => {
                record(
                  `Dialog.confirm ${dialog.message} [${dialog.okButtonTitle}|${dialog.cancelButtonTitle}]`,
                );
                return Promise.resolve({ value: confirm });
              },
            },
            AppLauncher: {
              openUrl: ({ url }: { url: string }) => {
                record(`AppLauncher.openUrl ${url}`);
                return Promise.resolve({ completed: true });
              },
            },
            CapacitorUpdater: {
              notifyAppReady: () => {
                record('notifyAppReady');
                return Promise.resolve({ bundle: bundles().find((b) => b.id === currentId()) });
              },
              current: () =>
                Promise.resolve({
                  bundle: bundles().find((b) => b.id === currentId()),
                  native: nativeVersion,
                }),
              list: () => Promise.resolve({ bundles: bundles() }),
              download: async (request: { url: string; version: string; checksum?: string }) => {
                record(`download ${request.url} ${request.version} ${request.checksum}`);
                const response = await fetch(request.url);
                if (!response.ok) {
                  record(`download failed: ${response.status}`);
                  throw new Error(`download failed: ${response.status}`);
                }
                const digest = hex(
                  await crypto.subtle.digest('SHA-256', await response.arrayBuffer()),
                );
                if (request.checksum && digest !== request.checksum) {
                  record('download failed: checksum');
                  throw new Error('checksum mismatch');
                }
                const bundle = { id: `bundle-${request.version}`, version: request.version };
                write('__bundles', [...bundles(), bundle]);
                return { ...bundle, status: 'pending' };
              },
              set: ({ id }: { id: string }) => {
                record(`set ${id}`);
                write('__current', id);
                // The plugin reloads the web view from the new bundle; nothing after this runs.
                location.reload();
                return new Promise(() => undefined);
              },
              delete: ({ id }: { id: string }) => {
                record(`delete ${id}`);
                write(
                  '__bundles',
                  bundles().filter((b) => b.id !== id),
                );
                return Promise.resolve();
              },
            },
          },
        },
      });
    },
    { nativeVersion: NATIVE_VERSION, confirm: options.confirm },
  );
  return context;
}

const allCalls = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('__calls') ?? '[]') as string[]);
/** The calls of each start of the page, oldest first. */
const callsByStart = async (page: Page) => {
  const starts: string[][] = [];
  for (const call of await allCalls(page)) {
    if (call === 'start') starts.push([]);
    else starts.at(-1)?.push(call);
  }
  return starts;
};
const deviceState = (page: Page) =>
  page.evaluate(() => ({
    current: JSON.parse(sessionStorage.getItem('__current') ?? '"builtin"') as string,
    preferences: JSON.parse(sessionStorage.getItem('__preferences') ?? '{}') as Record<
      string,
      string
    >,
  }));

/**
 * The run has decided once the last of the state it reads (the broken versions) is read: the
 * decision and the first step's call follow in the same turn, so one more round trip to the
 * page sees them.
 */
async function decided(page: Page, start: number) {
  await expect
    .poll(async () => (await callsByStart(page))[start] ?? [], { timeout: 15_000 })
    .toContain('Preferences.get update_broken_versions');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function openApp(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/riga`);
  return page;
}

describe('self-update of the web bundle (spec 2 §4 "Native app update")', () => {
  it('step 6 then 3: downloads the published version with its checksum, sets it, and on the new start marks it ready and deletes the older bundle', async () => {
    const metadata = await publish('1.1.0');
    const context = await nativeAppContext();
    const page = await openApp(context);

    // set reloads the page: the second start runs the new bundle.
    await expect.poll(async () => (await callsByStart(page)).length, { timeout: 20_000 }).toBe(2);
    const [first = []] = await callsByStart(page);
    const updateCalls = (calls: string[]) =>
      calls.filter((call) => !call.startsWith('App.') && !call.startsWith('Preferences.get'));
    expect(updateCalls(first)).toEqual([
      'notifyAppReady',
      `download ${metadata.url} 1.1.0 ${metadata.checksum}`,
      // Recorded before set: nothing runs after set.
      'Preferences.set update_last_installed 1.1.0',
      'set bundle-1.1.0',
    ]);
    expect(metadata.url).toBe(`${baseUrl}/updates/souk/customer/bundles/1.1.0.zip`);

    await expect
      .poll(async () => (await callsByStart(page))[1] ?? [], { timeout: 15_000 })
      .toContain('delete bundle-old');
    expect(updateCalls((await callsByStart(page))[1] ?? [])).toEqual([
      'notifyAppReady',
      // Step 3: the latest is running.
      'notifyAppReady',
      'delete bundle-old',
    ]);
    const secondStart = (await callsByStart(page))[1] ?? [];
    expect(secondStart.filter((call) => call.startsWith('download'))).toEqual([]);
    expect((await deviceState(page)).current).toBe('bundle-1.1.0');
    await context.close();
  });

  it('step 6: a bundle whose checksum fails is marked broken and never set, the old bundle keeps running, and the next start does not try it again', async () => {
    const metadata = await publish('1.2.0');
    // The stored bundle is not the one the metadata's checksum names (a corrupted upload).
    await fs.writeFile(bundleFile('1.2.0'), 'not the published bytes');
    const context = await nativeAppContext();
    const page = await openApp(context);
    await expect
      .poll(async () => (await deviceState(page)).preferences.update_broken_versions, {
        timeout: 15_000,
      })
      .toBe('["1.2.0"]');
    const [first = []] = await callsByStart(page);
    expect(first).toContain(`download ${metadata.url} 1.2.0 ${metadata.checksum}`);
    expect(first).toContain('download failed: checksum');
    expect(first.filter((call) => call.startsWith('set '))).toEqual([]);
    expect(await deviceState(page)).toEqual({
      current: 'builtin',
      preferences: { update_broken_versions: '["1.2.0"]' },
    });
    // The page is still the running bundle's: the storefront is there.
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);

    // The next start: the latest is broken (step 2), so nothing is downloaded.
    await page.reload();
    await decided(page, 1);
    const second = (await callsByStart(page))[1] ?? [];
    expect(second.filter((call) => call.startsWith('download') || call.startsWith('set '))).toEqual(
      [],
    );
    expect((await deviceState(page)).current).toBe('builtin');
    await context.close();
  });

  it('step 6: a bundle whose download fails (gone from the server) is marked broken and never set', async () => {
    const metadata = await publish('1.2.1');
    await fs.rm(bundleFile('1.2.1'));
    const context = await nativeAppContext();
    const page = await openApp(context);
    await expect
      .poll(async () => (await deviceState(page)).preferences.update_broken_versions, {
        timeout: 15_000,
      })
      .toBe('["1.2.1"]');
    const [first = []] = await callsByStart(page);
    expect(first).toContain(`download ${metadata.url} 1.2.1 ${metadata.checksum}`);
    expect(first).toContain('download failed: 404');
    expect(first.filter((call) => call.startsWith('set '))).toEqual([]);
    expect((await deviceState(page)).current).toBe('builtin');
    await context.close();
  });

  it("step 5: a native shell older than the platform's minNativeVersion gets 'New version Available!' with the store link, and nothing is downloaded", async () => {
    await publish('1.3.0', { ios: '2.0.0', android: '3.0.0' });
    const context = await nativeAppContext();
    const page = await openApp(context);
    await expect
      .poll(async () => (await callsByStart(page))[0] ?? [], { timeout: 15_000 })
      .toContain(`AppLauncher.openUrl ${PLAY_STORE}`);
    const [first = []] = await callsByStart(page);
    expect(first).toContain('Dialog.confirm New version Available! [Update|Later]');
    expect(first.filter((call) => call.startsWith('download'))).toEqual([]);
    await context.close();
  });

  it('step 5 in the page\'s language: the dialog is French on a French page, and "Later" opens no store', async () => {
    await publish('1.3.1', { android: '3.0.0' });
    const context = await nativeAppContext({ confirm: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/fr/riga`);
    await expect
      .poll(async () => (await callsByStart(page))[0] ?? [], { timeout: 15_000 })
      .toContain('Dialog.confirm Nouvelle version disponible ! [Mettre à jour|Plus tard]');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const [first = []] = await callsByStart(page);
    expect(first.filter((call) => call.startsWith('AppLauncher'))).toEqual([]);
    await context.close();
  });
});
