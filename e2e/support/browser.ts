import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium with a fresh profile; no browser is downloaded. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-chromium-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      await fs.rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', ...DESKTOP, ...options });
}
