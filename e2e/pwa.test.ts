/**
 * Issue 16 part 6, the installable web app: every page links the partner's web app manifest
 * (name, colours, 192 and 512 px icons, start URL, standalone), a service worker takes control
 * and keeps the shell and the hashed files, never an API answer; with the network cut, a page
 * that cannot be reached shows the offline page of spec 1 §2 ("check your connection", try
 * again) and the visitor is back home once the connection returns.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.ts';
import { CHROMIUM_ARGS, DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    // Registration waits for the page to be idle, then the worker stores the shell first.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** Every URL path the page's origin keeps in Cache Storage, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

describe('the installable web app (issue 16 part 6)', () => {
  it("desktop: the page links the partner's manifest, whose icons and fields make it installable", async () => {
    const context = await newContext(browser(), { ...DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), body: await response.json() };
    }, href ?? '');
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    const body = manifest.body as Manifest;
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(body).toMatchObject({ start_url: '/', display: 'standalone', theme_color: themeColor });
    expect(body.name.length).toBeGreaterThan(0);
    const anySizes = body.icons.filter((icon) => icon.purpose === 'any').map((i) => i.sizes);
    expect(anySizes).toEqual(['192x192', '512x512']);
    for (const icon of body.icons) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }
    await context.close();
  });

  it("desktop and phone: Chromium's own installability check finds nothing missing", async () => {
    // The check behind the browser's install prompt (and behind Lighthouse's former
    // installable-manifest audit): manifest fields, icons, a worker with a fetch handler. A
    // profile kept on disk, as a visitor's is: the browser never offers to install from a
    // private window, so the shared browser's throwaway contexts cannot be asked.
    for (const device of [DESKTOP, PHONE]) {
      const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        locale: 'en-US',
        serviceWorkers: 'allow',
        ...device,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/en/riga`);
        await waitForServiceWorker(page);
        const devtools = await context.newCDPSession(page);
        await expect
          .poll(async () => {
            const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
            return installabilityErrors.map((error) => error.errorId);
          })
          .toEqual([]);
      } finally {
        await context.close();
        await fs.rm(profile, { recursive: true, force: true });
      }
    }
  });

  it('desktop: the worker controls the page, keeps shell and offline page, and no API answer', async () => {
    const context = await newContext(browser(), { ...DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await waitForServiceWorker(page);
    // An API call of the controlled page goes to the network as the page's own request, the
    // worker skipped; then a page with its data.
    const [apiResponse] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/public/localities')),
      page.evaluate(() =>
        fetch('/api/public/localities', { headers: { 'X-Partner-Code': 'souk' } }),
      ),
    ]);
    expect(apiResponse.status()).toBe(200);
    expect(apiResponse.fromServiceWorker()).toBe(false);
    await page.goto(`${baseUrl}/en/cart`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const caches = await cachedPaths(page);
    const names = Object.keys(caches);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^souk-/);
    const paths = Object.values(caches).flat();
    expect(paths).toContain('/en/offline');
    expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    // Pages carry the customer's data too: none is kept, so none can go stale after a deploy.
    expect(paths.filter((path) => path === '/en/riga' || path === '/en/cart')).toEqual([]);
    await context.close();
  });

  it('desktop: with the network cut, a page shows the offline page; online again, it is home', async () => {
    const context = await newContext(browser(), { ...DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/en/cart`);
    const screen = page.getByTestId('error-offline');
    await screen.waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Check your connection');
    expect(new URL(page.url()).pathname).toBe('/en/cart');
    await expectNoAxeViolations(page, 'main');

    // Try again while still offline: the offline page again, now at the home address.
    await page.getByTestId('try-again').click();
    await page.waitForURL((url) => url.pathname === '/en');
    await screen.waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('error-offline').count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/en(\/riga)?$/);
    await context.close();
  });

  it('phone, Arabic: the offline page speaks Arabic, right to left, and returns home online', async () => {
    const context = await newContext(browser(), {
      ...PHONE,
      locale: 'ar',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ar/kuwait-city`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/ar/cart`);
    await page.getByTestId('error-offline').waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('تحقّق من اتصالك بالإنترنت');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('try-again').textContent()).toBe('حاول مرة أخرى');
    await expectNoAxeViolations(page, 'main');

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname !== '/ar/cart');
    expect(new URL(page.url()).pathname).toMatch(/^\/ar(\/[a-z-]+)?$/);
    await expect.poll(() => page.getByTestId('error-offline').count()).toBe(0);
    await context.close();
  });
});
