/**
 * The storefront inside Souk's native app and inside a partner's webview (issue 16 parts 3 and
 * 5), in Chromium, with the Capacitor bridge double of support/native-bridge.ts.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE, TRACKING_PATH } from '@souk/contracts';
import type { Page, Request } from 'playwright-core';
import { hydratedControl, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { hasFetched } from './support/requests.ts';
import {
  bridgeCalls,
  type BridgeSetup,
  type BridgeWindow,
  DEFAULT_SETUP,
  callNames,
  fire,
  nativeAppContext as appContext,
  nativeAppStarted,
} from './support/native-bridge.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { completeDelivery, placeCashOrder } from './support/order-fixtures.ts';
import { signInContext, signInThroughModals, uniquePhone } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const nativeAppContext = (setup?: Partial<BridgeSetup>, options?: { bypassCSP?: boolean }) =>
  appContext(browser(), setup, options);

describe('the native splash screen (spec 1 §9)', () => {
  it('is hidden once the first page is drawn, once', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    const hides = async () => (await callNames(page)).filter((c) => c === 'SplashScreen.hide');
    await expect.poll(hides).toEqual(['SplashScreen.hide']);
    await page.waitForLoadState('networkidle');
    expect(await hides()).toHaveLength(1);
    // The native app carries its own bundle: no service worker is installed in it.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    await context.close();
  });

  it('in single-vendor mode, not before 1500 ms have passed', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/sofia-bakery`);
    const hidden = async () =>
      (await bridgeCalls(page)).find((c) => c.call === 'SplashScreen.hide');
    await expect.poll(hidden, { timeout: 10_000 }).toBeDefined();
    // A lower bound only: a timer never fires early, however busy the machine.
    expect((await hidden())?.at).toBeGreaterThanOrEqual(1500);
    await context.close();
  });
});

describe('the Authorization header from storage (spec 1 §7)', () => {
  it("keeps the sign-in answer's token in Preferences and sends it on every API call, to the API only; push registers once signed in", async () => {
    // The page's policy allows calls to its own origin only; lifted, so that a call to another
    // origin reaches the network and shows what it would carry.
    const context = await nativeAppContext({}, { bypassCSP: true });
    const page = await context.newPage();
    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
    });
    await page.goto(`${baseUrl}/en/riga?modal=AuthModal`);
    await nativeAppStarted(page);
    await signInThroughModals(page, baseUrl, uniquePhone());
    // The login named the platform, so its answer carried the token, which the app kept.
    const preferences = () =>
      page.evaluate(() => (window as unknown as BridgeWindow).__preferences());
    await expect.poll(preferences).toHaveProperty('session_id');
    const stored = (await preferences()).session_id;
    expect(stored).toMatch(/.{20,}/);
    const login = apiCalls.find((r) => r.url().includes('/api/customer/auth/login'));
    expect(login?.headers()['x-platform']).toBe('android');
    // Signed in within the page, not at its load: the device registers its push token on the
    // new session at once (spec 1 §7), signed with the kept token.
    const registrations = () =>
      apiCalls.filter(
        (r) => r.method() === 'PUT' && r.url().endsWith('/api/customer/me/session/fcm-token'),
      );
    await expect.poll(() => registrations().length).toBe(1);
    const registration = registrations()[0];
    expect(registration?.headers().authorization).toBe(`Bearer ${stored}`);
    expect((await registration?.response())?.status()).toBe(200);

    // From now on every call of the page carries it, even with the cookie gone.
    await context.clearCookies();
    apiCalls.length = 0;
    // The same server under another name: another origin to the page.
    const otherOrigin = baseUrl.replace('127.0.0.1', 'localhost');
    const probes: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(otherOrigin)) probes.push(request);
    });
    await page.goto(`${baseUrl}/en/riga`);
    await nativeAppStarted(page);
    const status = await page.evaluate(() =>
      fetch('/api/customer/me', { headers: { 'x-partner-code': 'souk' } }).then((r) => r.status),
    );
    expect(status).toBe(200);
    const fromPage = apiCalls.filter((r) => r.resourceType() === 'fetch');
    expect(fromPage.length).toBeGreaterThan(0);
    for (const request of fromPage) {
      expect(request.headers().authorization, request.url()).toBe(`Bearer ${stored}`);
      expect(request.headers()['x-platform']).toBe('android');
    }
    // Another origin never gets it (issue 16 safety).
    await page.evaluate(
      (url) => fetch(url, { headers: { 'x-partner-code': 'souk' } }).catch(() => null),
      `${otherOrigin}/api/customer/me`,
    );
    await expect.poll(() => probes.length).toBe(1);
    expect(probes[0]?.headers().authorization).toBeUndefined();
    expect(probes[0]?.headers()['x-platform']).toBeUndefined();
    // The stored token is a working session of its own.
    const me = await fetch(`${baseUrl}/api/customer/me`, {
      headers: { 'x-partner-code': 'souk', authorization: `Bearer ${stored}` },
    });
    expect(me.status).toBe(200);
    await context.close();
  });
});

/** The app coming back to the foreground (App `resume`) reads the position once more. */
async function expectReadAgainOnResume(page: Page) {
  const reads = async () =>
    (await callNames(page)).filter((c) => c.startsWith('Geolocation.getCurrentPosition')).length;
  const before = await reads();
  await fire(page, 'resume', undefined);
  await expect.poll(reads).toBe(before + 1);
}

describe('the device position through the Geolocation plugin (spec 1 §4)', () => {
  const useMyLocation = async (page: Page) => {
    await page.goto(`${baseUrl}/en/riga?modal=AuthAddressModal`);
    await nativeAppStarted(page);
    await page.getByTestId('modal-AuthAddressModal').waitFor();
    await page.getByRole('button', { name: 'Use my location' }).click();
  };

  it('with permission: asked first, read with a 2 s timeout and any cached position, stored and used', async () => {
    const context = await nativeAppContext({ location: 'prompt', locationAfterAsking: 'granted' });
    const page = await context.newPage();
    await useMyLocation(page);
    await page.getByTestId('address-chosen').waitFor();
    const geolocation = (await callNames(page)).filter((c) => c.startsWith('Geolocation.'));
    expect(geolocation.slice(0, 3)).toEqual([
      'Geolocation.checkPermissions',
      'Geolocation.requestPermissions',
      'Geolocation.getCurrentPosition timeout=2000 maximumAge=Infinity',
    ]);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('device_coordinates') ?? 'null')),
    ).toEqual(DEFAULT_SETUP.position);

    // Back from the settings or another app: the position is read again.
    await expectReadAgainOnResume(page);
    await context.close();
  });

  it('Android with location services off: the dialog opens the settings, and the position is read again on return', async () => {
    const context = await nativeAppContext({
      location: 'granted',
      locationServices: 'off',
    });
    const page = await context.newPage();
    await useMyLocation(page);
    const settingsOffered = [
      'Dialog.confirm Location services are disabled. Open the settings to turn them on? [Open settings]',
      'NativeSettings.openAndroid location',
    ];
    await expect
      .poll(async () => (await callNames(page)).filter((c) => /^(Dialog|NativeSettings)\./.test(c)))
      .toEqual(expect.arrayContaining(settingsOffered));
    // No position, none stored: the page says so as on the web.
    await expect.poll(() => page.getByTestId('address-pin-status').textContent()).not.toBe('');
    expect(await page.getByTestId('address-chosen').count()).toBe(0);

    // Back from the settings: the lookup runs again.
    await expectReadAgainOnResume(page);
    await context.close();
  });

  it('without permission: the position is never read, and the page says so as on the web', async () => {
    const context = await nativeAppContext({ location: 'prompt', locationAfterAsking: 'denied' });
    const page = await context.newPage();
    await useMyLocation(page);
    await expect.poll(() => page.getByTestId('address-pin-status').textContent()).not.toBe('');
    expect(await page.getByTestId('address-chosen').count()).toBe(0);
    expect((await callNames(page)).some((c) => c.startsWith('Geolocation.getCurrent'))).toBe(false);
    await context.close();
  });
});

describe('the hardware back button (spec 1 §2, spec 2 §4)', () => {
  it('closes the open modal and the page stays; with nothing open and no history, minimises', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await nativeAppStarted(page);
    await page.getByTestId('header-sign-in').click();
    await page.getByTestId('modal-AuthModal').waitFor();
    await fire(page, 'backButton', { canGoBack: true });
    await expect.poll(() => page.getByTestId('modal-AuthModal').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    expect(new URL(page.url()).searchParams.has('modal')).toBe(false);

    await fire(page, 'backButton', { canGoBack: false });
    await expect.poll(() => callNames(page)).toContain('App.minimizeApp');
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    await context.close();
  });
});

describe('the header and the error page in the native app (spec 1 §2)', () => {
  it("a signed-in customer's phone header has a back button instead of the account icons; the error page has a close button", async () => {
    const context = await nativeAppContext();
    await signInContext(context, baseUrl, uniquePhone(), 'Anda');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await page.getByTestId('native-back').waitFor();
    expect(await page.getByTestId('header-profile').isVisible()).toBe(false);

    await page.goto(`${baseUrl}/en/riga/no-such-vendor-page`);
    await page.getByTestId('error-page').waitFor();
    await nativeAppStarted(page);
    // The error screens' code loads when an error shows; the button works once it has run.
    await hydratedControl(page.getByTestId('error-close'));
    await page.getByTestId('error-close').click();
    await expect.poll(() => callNames(page)).toContain('App.exitApp');
    await context.close();
  });

  it('the offline screen has the close button too', async () => {
    const context = await nativeAppContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`, { waitUntil: 'networkidle' });
    await nativeAppStarted(page);
    // The screen's extras come once the page is idle (in the app, from the device's files).
    await expect.poll(() => hasFetched(page, '/offline-extras-')).toBe(true);
    await context.setOffline(true);
    await page.getByTestId('error-offline').waitFor();
    await page.getByTestId('try-again').waitFor();
    await page.getByTestId('error-close').click();
    await expect.poll(() => callNames(page)).toContain('App.exitApp');
    await context.close();
  });
});

describe('push notifications (spec 1 §7, spec 2 §2)', () => {
  it('registers the device token on the session, and a tapped notification opens its order', async () => {
    const context = await nativeAppContext();
    await signInContext(context, baseUrl, uniquePhone(), 'Anda');
    const page = await context.newPage();
    const saved = page.waitForRequest((r) =>
      r.url().endsWith('/api/customer/me/session/fcm-token'),
    );
    await page.goto(`${baseUrl}/en/riga`);
    const request = await saved;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toEqual({
      token: DEFAULT_SETUP.pushToken,
      projectId: 'souk-e2e',
    });
    expect(request.headers()['x-platform']).toBe('android');
    expect((await request.response())?.status()).toBe(200);
    expect((await callNames(page)).filter((c) => c.startsWith('PushNotifications.'))).toEqual(
      expect.arrayContaining([
        'PushNotifications.requestPermissions',
        'PushNotifications.register',
      ]),
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('fcm_token')))
      .toBe(DEFAULT_SETUP.pushToken);

    const tap = (status: string) =>
      fire(page, 'pushNotificationActionPerformed', {
        actionId: 'tap',
        notification: { data: { type: 'ORDER_STATUS', orderID: 'ord-42', status } },
      });
    await tap('PREPARING');
    await page.waitForURL(`${baseUrl}/en/menu/orders/ord-42/status`);
    // A new page: its app listens again before the next tap.
    await expect
      .poll(() => callNames(page))
      .toContain('PushNotifications.addListener pushNotificationActionPerformed');
    await tap('COMPLETED');
    await page.waitForURL(`${baseUrl}/en/menu/orders/ord-42/details`);
    await context.close();
  });
});

describe('the live tracking socket in the native app (spec 2 §7)', () => {
  afterEach(() => moveServerClock(baseUrl, { reset: true }));

  it('signs in with the kept token as a query parameter, with no cookie on the device', async () => {
    await serverClockAt(baseUrl, 'Europe/Riga', 12);
    const { plain } = await findCartProducts(baseUrl, 'riga');
    const context = await nativeAppContext();
    await signInContext(context, baseUrl, uniquePhone(), 'Ilze');
    const order = await placeCashOrder(context, baseUrl, plain);
    // The app kept the session's token at sign-in, as a login in the page would have.
    const session = (await context.cookies(baseUrl)).find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error('no session cookie');
    await context.addInitScript((token) => {
      const kept = JSON.parse(sessionStorage.getItem('__preferences') ?? '{}') as object;
      sessionStorage.setItem('__preferences', JSON.stringify({ ...kept, session_id: token }));
    }, session.value);
    // The app signs its calls with the token, not a cookie: the session cookie is kept for the
    // document of this server-rendered page only (its path), as the app's own build needs none.
    // The socket's address is outside that path, so the token in it is all it can sign in with.
    const statusPath = `/en/menu/orders/${order.orderId}/status`;
    await context.clearCookies();
    await context.addCookies([
      { ...session, domain: new URL(baseUrl).hostname, path: statusPath, expires: -1 },
    ]);
    const page = await context.newPage();
    const opened: string[] = [];
    page.on('websocket', (socket) => opened.push(socket.url()));
    await page.goto(`${baseUrl}${statusPath}`);
    await page.getByTestId('order-status-page').waitFor();
    await expect
      .poll(() => page.getByTestId('tracking-connection').getAttribute('data-state'))
      .toBe('connected');
    expect(await context.cookies(`${baseUrl}${TRACKING_PATH}`)).toEqual([]);
    const address = new URL(opened[0] ?? '');
    expect(address.searchParams.get('token')).toBe(session.value);
    expect(address.searchParams.get('orderID')).toBe(order.orderId);
    await context.close();
  });
});

/** The header's logo, a link home. */
const logo = (page: Page) => page.locator('header a[href="/en"]').first();

describe('a partner delivery webview (issue 16 part 5, spec 2 §4)', () => {
  afterEach(() => moveServerClock(baseUrl, { reset: true }));

  it('has no logo, and hears once, with the order id, when the followed order is delivered', async () => {
    await serverClockAt(baseUrl, 'Europe/Riga', 12);
    const { plain } = await findCartProducts(baseUrl, 'riga');
    const context = await newContext(browser(), PHONE);
    const told: string[] = [];
    await context.exposeFunction('__partnerHeard', (orderId: string) => told.push(orderId));
    // The partner's Android host: an object added with addJavascriptInterface.
    await context.addInitScript(() => {
      const host = window as unknown as { __partnerHeard: (id: string) => void };
      Object.assign(window, {
        SoukPartner: { deliveryCompleted: (orderId: string) => host.__partnerHeard(orderId) },
      });
    });
    await signInContext(context, baseUrl, uniquePhone(), 'Janis');
    const order = await placeCashOrder(context, baseUrl, plain);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/menu/orders/${order.orderId}/status`);
    await expect
      .poll(() => page.getByTestId('tracking-connection').getAttribute('data-state'))
      .toBe('connected');
    await expect.poll(() => logo(page).isVisible()).toBe(false);
    expect(told).toEqual([]);

    await completeDelivery(baseUrl, order.orderId);
    await expect.poll(() => told, { timeout: 15_000 }).toEqual([order.orderId]);
    // Read as COMPLETED again after a reload: the partner was told already.
    await page.reload();
    await page.getByTestId('order-status-page').waitFor();
    await page.waitForLoadState('networkidle');
    expect(told).toEqual([order.orderId]);
    await context.close();
  });

  it('a plain browser keeps the logo', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await page.waitForLoadState('networkidle');
    expect(await logo(page).isVisible()).toBe(true);
    await context.close();
  });
});
