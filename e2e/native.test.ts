/**
 * The storefront inside Souk's native app (issue 16 part 3), in Chromium: the web view's user
 * agent carries the wrapper's `SoukApp/` marker and the page gets a Capacitor bridge double
 * that records what the storefront asks of the native side.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const ANDROID_APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 SoukApp/2.4.0';

interface BridgeCall {
  call: string;
  /** performance.now() when called: milliseconds since the page's navigation started. */
  at: number;
}

/** The Capacitor bridge as the native app injects it, with every plugin call recorded. */
async function nativeAppContext(): Promise<BrowserContext> {
  const context = await newContext(browser(), {
    ...PHONE,
    userAgent: ANDROID_APP_USER_AGENT,
    // Allowed, so that the app's own choice not to install one is what the journey checks.
    serviceWorkers: 'allow',
  });
  await context.addInitScript(() => {
    const calls: { call: string; at: number }[] = [];
    Object.assign(window, {
      __bridgeCalls: calls,
      Capacitor: {
        getPlatform: () => 'android',
        isNativePlatform: () => true,
        Plugins: {
          SplashScreen: {
            hide: () => {
              calls.push({ call: 'SplashScreen.hide', at: performance.now() });
              return Promise.resolve();
            },
          },
        },
      },
    });
  });
  return context;
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);

describe('the native splash screen (spec 1 §9)', () => {
  it('is hidden once the first page is drawn, once', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await expect
      .poll(async () => (await bridgeCalls(page)).map((entry) => entry.call))
      .toEqual(['SplashScreen.hide']);
    await page.waitForLoadState('networkidle');
    expect((await bridgeCalls(page)).length).toBe(1);
    // The native app carries its own bundle: no service worker is installed in it.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    await context.close();
  });

  it('in single-vendor mode, not before 1500 ms have passed', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/sofia-bakery`);
    await expect.poll(async () => (await bridgeCalls(page)).length, { timeout: 10_000 }).toBe(1);
    const [hidden] = await bridgeCalls(page);
    // A lower bound only: a timer never fires early, however busy the machine.
    expect(hidden?.at).toBeGreaterThanOrEqual(1500);
    await context.close();
  });
});
