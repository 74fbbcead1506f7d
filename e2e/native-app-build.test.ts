/**
 * The native app's own build of the storefront (issue 16 part 1, spec 1 §7): built with
 * `SOUK_BUILD_TARGET=native` and `SOUK_API_URL`, served from another origin than the API's, as
 * the app's web view serves it from the device. No server draws its pages: the pages' loaders
 * run in the page and every call goes to the API by absolute URL, the session and the anonymous
 * cart's credential travelling as headers from the device's storage (no cookie crosses origins).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { GUEST_TOKEN_HEADER, SESSION_COOKIE, TRACKING_PATH } from '@souk/contracts';
import { serveAppFiles, type AppFilesServer } from './support/app-files-server.ts';
import { useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { placeCashOrder } from './support/order-fixtures.ts';
import { type BridgeWindow, nativeAppContext } from './support/native-bridge.ts';
import { startProductionServer, type RunningServer } from './support/server.ts';
import { signInContext, signInThroughModals, uniquePhone } from './support/sign-in.ts';

const browser = useSharedBrowser();
const webApp = path.resolve(import.meta.dirname, '..', 'apps', 'web');

let api: RunningServer;
let app: AppFilesServer;
let buildDir = '';

/** `SOUK_BUILD_TARGET=native npm run build -w @souk/web`, as docs/native.md has an operator run it. */
async function buildTheApp(apiUrl: string, outDir: string): Promise<void> {
  const child = spawn(process.execPath, ['../../node_modules/.bin/react-router', 'build'], {
    cwd: webApp,
    env: {
      ...process.env,
      // The test runner's NODE_ENV=test would build React's development code.
      NODE_ENV: 'production',
      SOUK_BUILD_TARGET: 'native',
      SOUK_API_URL: apiUrl,
      SOUK_WEB_BUILD_DIR: outDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The app's build failed (${code}):\n${output}`);
}

beforeAll(async () => {
  // Inside the project: the build renders its first document with the project's packages.
  buildDir = await fs.mkdtemp(path.join(webApp, 'build-native-e2e-'));
  app = await serveAppFiles(() => path.join(buildDir, 'client'));
  api = await startProductionServer({
    NODE_ENV: 'test',
    AUTH_SMS_PER_IP_PER_HOUR: '10000',
    AUTH_LOGINS_PER_IP_PER_HOUR: '10000',
    NATIVE_APP_ORIGINS: app.origin,
  });
  await buildTheApp(api.baseUrl, buildDir);
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await api?.stop();
  if (buildDir) await fs.rm(buildDir, { recursive: true, force: true });
});

/** Every request the page makes, to check where the calls went. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const preferences = (page: Page) =>
  page.evaluate(() => (window as unknown as BridgeWindow).__preferences());

describe("the native app's own build (issue 16 part 1, spec 1 §7)", () => {
  it('draws the pages from the API by absolute URL and keeps an anonymous cart across a relaunch', async () => {
    const { plain } = await findCartProducts(api.baseUrl, 'riga');
    const context = await nativeAppContext(browser());
    const page = await context.newPage();
    const requests = recordRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/`);
    // The app's start: no server chose the language, the page sent the visitor to one.
    await page.waitForURL(`${app.origin}/en`);
    await page.goto(`${app.origin}/en/riga/vendor/${plain.vendorId}`);
    const item = page.locator(`[data-testid="product-item"][data-product-id="${plain.id}"]`);
    await item.getByTestId('product-add').click();
    await expect.poll(() => page.getByTestId('floating-cart').isVisible()).toBe(true);

    // The app is closed and opened again: the cart comes back with the kept credential.
    await expect.poll(async () => (await preferences(page)).guest_token ?? '').toMatch(/^.{32,}$/);
    await page.goto(`${app.origin}/en/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 15_000 }).toBe(1);
    const cartReads = requests.filter((r) =>
      /^\/api\/carts\/[\w-]+$/.test(new URL(r.url()).pathname),
    );
    expect((await cartReads.at(-1)?.response())?.status()).toBe(200);

    const apiCalls = requests.filter((r) => r.url().startsWith(`${api.baseUrl}/api/`));
    expect(apiCalls.map((r) => new URL(r.url()).pathname)).toEqual(
      expect.arrayContaining([
        '/api/public/partner/info',
        `/api/vendors/${plain.vendorId}/catalogue`,
        '/api/carts',
      ]),
    );
    // Nothing of the API was asked of the app's own origin, which has only the app's files.
    const askedOfTheApp = requests
      .map((r) => new URL(r.url()))
      .filter(
        (url) => url.origin === app.origin && /^\/(api|branded|updates)\//.test(url.pathname),
      );
    expect(askedOfTheApp).toEqual([]);
    const cartCalls = apiCalls.filter((r) => new URL(r.url()).pathname.startsWith('/api/carts/'));
    expect(cartCalls.length).toBeGreaterThan(0);
    for (const call of cartCalls) {
      expect(await call.headerValue(GUEST_TOKEN_HEADER)).toBe(
        (await preferences(page)).guest_token,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with an SMS code and opens the account pages with the kept token', async () => {
    const context = await nativeAppContext(browser());
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${app.origin}/en/menu/orders`);
    // Anonymous: the page asks to sign in, as on the web.
    await page.waitForURL(/modal=AuthModal/);
    // Signing in from Riga's page, whose country gives the phone field its calling code.
    await page.goto(`${app.origin}/en/riga`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-sign-in').click();
    await signInThroughModals(page, api.baseUrl, uniquePhone());
    await expect.poll(async () => (await preferences(page)).session_id ?? '').not.toBe('');

    // A relaunch opens the orders page signed in: the loaders run in the page with the token.
    await page.goto(`${app.origin}/en/menu/orders`);
    await expect.poll(() => page.getByTestId('orders-reviews-link').isVisible()).toBe(true);
    expect(page.url()).not.toContain('modal=AuthModal');
    const me = requests.filter((r) => r.url() === `${api.baseUrl}/api/customer/me`).at(-1);
    expect(await me?.headerValue('authorization')).toBe(
      `Bearer ${(await preferences(page)).session_id}`,
    );
    await context.close();
  });

  it("tracks an order live over the API's socket with the kept token", async () => {
    await serverClockAt(api.baseUrl, 'Europe/Riga', 12);
    try {
      const { plain } = await findCartProducts(api.baseUrl, 'riga');
      const context = await nativeAppContext(browser());
      // The order is placed through the API; the app then holds that customer's session token.
      await signInContext(context, api.baseUrl, uniquePhone(), 'Ilze');
      const order = await placeCashOrder(context, api.baseUrl, plain);
      const session = (await context.cookies(api.baseUrl)).find((c) => c.name === SESSION_COOKIE);
      if (!session) throw new Error('no session cookie');
      await context.clearCookies();
      await context.addInitScript((token) => {
        const kept = JSON.parse(sessionStorage.getItem('__preferences') ?? '{}') as object;
        sessionStorage.setItem('__preferences', JSON.stringify({ ...kept, session_id: token }));
      }, session.value);
      const page = await context.newPage();
      const opened: string[] = [];
      page.on('websocket', (socket) => opened.push(socket.url()));
      await page.goto(`${app.origin}/en/menu/orders/${order.orderId}/status`);
      await page.getByTestId('order-status-page').waitFor();
      await expect
        .poll(() => page.getByTestId('tracking-connection').getAttribute('data-state'))
        .toBe('connected');
      const address = new URL(opened[0] ?? '');
      expect(address.host).toBe(new URL(api.baseUrl).host);
      expect(address.pathname).toBe(TRACKING_PATH);
      expect(address.searchParams.get('token')).toBe(session.value);
      await context.close();
    } finally {
      await moveServerClock(api.baseUrl, { reset: true });
    }
  });

  it("opens in the device's language, and in the one the customer chose once they chose", async () => {
    const context = await nativeAppContext(browser(), {}, { locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.waitForURL(`${app.origin}/ru`);
    // The language page remembers a choice on the device (the `lang` cookie of the app's origin).
    await page.evaluate(() => (document.cookie = 'lang=lv; path=/'));
    await page.goto(`${app.origin}/`);
    await page.waitForURL(`${app.origin}/lv`);
    await context.close();
  });
});
