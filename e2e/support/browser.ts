import { afterAll, beforeAll, expect } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Locator } from 'playwright-core';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** The flags every headless Chromium of the project runs with (tests, screenshots, Lighthouse). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system Chromium; no browser is downloaded. Playwright gives every launch a fresh,
 * temporary profile of its own and removes it on close.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return { browser, close: () => browser.close() };
}

export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // The storefront's service worker is for the journeys that check it (pwa, native), which
  // allow it: with a worker in control, Playwright no longer sees or routes a page's requests.
  return browser.newContext({ locale: 'en-US', ...DESKTOP, serviceWorkers: 'block', ...options });
}

/**
 * One Chromium for the calling test file, launched before its tests and closed after them.
 * Returns a getter because the browser exists only once `beforeAll` has run.
 */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(() => close?.());
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll');
    return browser;
  };
}

/**
 * Waits until React has hydrated `control` (its props are on the element). A click before then
 * reaches the server's HTML, which has no handler yet, as a tap would on a slow phone before
 * the code has run (a page's code comes once its first screen is painted; a lazily loaded
 * screen's, such as the error pages', later still).
 */
export const hydratedControl = (control: Locator) =>
  expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
