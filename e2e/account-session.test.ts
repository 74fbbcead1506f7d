import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { customerMeSchema, customerPromoCodesResponseSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';
import { signInContext, signInThroughModals, uniquePhone } from './support/sign-in.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

/** The calls spec 1 §4 makes "in parallel" after the user, active orders included. */
const LIST_PATHS = [
  '/api/customer/me/addresses',
  '/api/customer/me/cards',
  '/api/customer/me/promo-codes',
  '/api/customer/me/favourites',
  '/api/customer/me/orders/active',
];

interface ListCall {
  event: 'sent' | 'answered';
  path: string;
  request: Request;
}

/** The account's list calls the page makes, in the order they go out and are answered. */
function recordListCalls(page: Page): ListCall[] {
  const calls: ListCall[] = [];
  const listPath = (request: Request) =>
    request.method() === 'GET'
      ? LIST_PATHS.find((path) => new URL(request.url()).pathname === path)
      : undefined;
  page.on('request', (request) => {
    const path = listPath(request);
    if (path) calls.push({ event: 'sent', path, request });
  });
  page.on('response', (response) => {
    const path = listPath(response.request());
    if (path) calls.push({ event: 'answered', path, request: response.request() });
  });
  return calls;
}

const describeCalls = (calls: ListCall[]) =>
  calls.map((call) => `${call.event}:${call.path}`).join(', ');

/**
 * The five calls went out as one parallel batch: every one of them was sent before the first of
 * them was answered. (The header's address selector reads addresses for itself too; the batch
 * is the latest call of each path sent before the cards, which only the account's lists ask
 * for, were answered.)
 */
async function expectOneParallelBatch(calls: ListCall[]) {
  const cardsAnsweredAt = () =>
    calls.findIndex((call) => call.event === 'answered' && call.path === '/api/customer/me/cards');
  // The batch starts once the page has hydrated, which a busy machine can put after the
  // network first fell quiet: wait for its answer rather than for the page's load.
  await expect.poll(cardsAnsweredAt, { timeout: 10_000 }).toBeGreaterThan(0);
  const cardsAnswered = cardsAnsweredAt();
  const before = calls.slice(0, cardsAnswered);
  const batch = LIST_PATHS.map(
    (path) => before.findLast((call) => call.event === 'sent' && call.path === path)?.request,
  );
  expect(batch.every(Boolean), describeCalls(calls)).toBe(true);
  const lastSent = Math.max(
    ...batch.map((request) => calls.findIndex((c) => c.request === request)),
  );
  const firstAnswered = Math.min(
    ...batch.map((request) =>
      calls.findIndex((c) => c.event === 'answered' && c.request === request),
    ),
  );
  expect(lastSent, describeCalls(calls)).toBeLessThan(firstAnswered);
}

async function bindDemoCard(customer: ApiCustomer) {
  const response = await customer.call('/api/dev/customer/me/cards', {
    method: 'POST',
    body: { maskedCardNumber: '****4242' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function promoCodeCount(call: (path: string) => Promise<Response>) {
  const response = await call('/api/customer/me/promo-codes');
  expect(response.status).toBe(200);
  return customerPromoCodesResponseSchema.parse(await response.json()).promoCodes.length;
}

describe('after the user, the account lists load in parallel (spec 1 §4 "Authentication")', () => {
  it('startup with a session: one parallel batch; the menu counts and hearts read it', async () => {
    const customer = await signInByApi(server());
    await bindDemoCard(customer);
    const codes = await promoCodeCount((path) => customer.call(path));
    expect(codes).toBeGreaterThan(0);
    const context = await newContext(browser(), PHONE);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);

    // Favourite the first vendor of the page, then come back: its heart is pressed.
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    const href = await page
      .getByTestId('vendor-card')
      .first()
      .locator('a[href*="/vendor/"]')
      .first()
      .getAttribute('href');
    const vendorId = href?.split('/vendor/')[1] ?? '';
    const favourite = await customer.call(`/api/customer/me/favourites/vendors/${vendorId}`, {
      method: 'POST',
    });
    expect(favourite.status).toBeLessThan(300);

    const events = recordListCalls(page);
    await page.reload({ waitUntil: 'networkidle' });
    await expectOneParallelBatch(events);
    const heart = page
      .getByTestId('vendor-card')
      .first()
      .locator('[data-testid="favourite-heart"][data-synced="true"]');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // Into the menu by the header, within the app: the counts of spec 1 §2 "Menu list".
    await page.getByTestId('header-profile').click();
    await page.waitForURL(/\/en\/menu$/);
    await expect.poll(() => page.getByTestId('menu-detail-cards').textContent()).toBe('1');
    await expect
      .poll(() => page.getByTestId('menu-detail-promocodes').textContent())
      .toBe(String(codes));
    expect(await page.getByTestId('menu-detail-addresses').textContent()).toBe('0');
    await context.close();
  });

  it('sign-in by phone code: the user, then the lists in one parallel batch', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    await page.goto(`${server()}/en/riga?modal=AuthModal`, { waitUntil: 'networkidle' });
    const events = recordListCalls(page);
    await signInThroughModals(page, server(), uniquePhone());
    await page.getByTestId('modal-AuthNameModal').waitFor();
    await expect
      .poll(() => LIST_PATHS.every((path) => describeCalls(events).includes(`answered:${path}`)))
      .toBe(true);
    await expectOneParallelBatch(events);
    await page.waitForLoadState('networkidle');
    // One batch, not one per step of the flow; the hearts read no favourites of their own.
    for (const path of [
      '/api/customer/me/favourites',
      '/api/customer/me/cards',
      '/api/customer/me/promo-codes',
      '/api/customer/me/orders/active',
    ]) {
      const sent = events.filter((call) => call.event === 'sent' && call.path === path);
      expect(sent, describeCalls(events)).toHaveLength(1);
    }
    await context.close();
  });
});

describe('LanguagesList modal (spec 1 §2 "Languages list", §9 "closes after 100 ms")', () => {
  it("phone: the menu's languages entry opens the list over the menu; a choice switches and saves", async () => {
    const customer = await signInByApi(server(), { name: 'Līga' });
    const context = await newContext(browser(), PHONE);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    await page.goto(`${server()}/en/menu`, { waitUntil: 'networkidle' });
    await page.getByTestId('menu-item-languages').click();
    await page.waitForURL(/\/en\/menu\?modal=LanguagesList$/);
    const modal = page.getByTestId('modal-LanguagesList');
    await modal.waitFor();
    await expect.poll(() => modal.locator('h2').textContent()).toBe('Language');
    await expect.poll(() => modal.getByTestId('language-radio-en').isChecked()).toBe(true);

    const picked = Date.now();
    await modal.getByTestId('language-radio-lv').check();
    // The choice shows at once, the list closes 100 ms later, under the new prefix.
    expect(await modal.getByTestId('language-radio-lv').isChecked()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/lv/menu' && url.search === '');
    expect(Date.now() - picked).toBeGreaterThanOrEqual(100);
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('menu-detail-languages').textContent())
      .toBe('Latviešu');
    await expect
      .poll(
        async () =>
          customerMeSchema.parse(await (await customer.call('/api/customer/me')).json()).lang,
      )
      .toBe('lv');
    await context.close();
  });

  it('opens from the URL on any page; a visitor picking Arabic gets the page right to left', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    await page.goto(`${server()}/en/riga?modal=LanguagesList`, { waitUntil: 'networkidle' });
    const modal = page.getByTestId('modal-LanguagesList');
    await modal.getByTestId('language-radio-ar').check();
    await page.waitForURL((url) => url.pathname === '/ar/riga' && url.search === '');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a pick made before the page code runs is taken up once it does', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    // The dialog opens with the server-rendered list in it while the list's own code is still on
    // its way (held back here, as on a slow phone): a pick then is not seen by React itself.
    let release = () => {};
    const codeMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\/assets\/languages-(modal|list)-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await codeMayLoad;
        await route.continue();
      },
    );
    await page.goto(`${server()}/en/riga?modal=LanguagesList`, { waitUntil: 'commit' });
    const modal = page.getByTestId('modal-LanguagesList');
    await modal.getByTestId('language-radio-ar').check();
    // Nothing can happen yet: the list's code has not arrived.
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    release();
    await page.waitForURL((url) => url.pathname === '/ar/riga' && url.search === '');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });
});

describe('?anonymous: the auth status is checked (spec 1 §4; docs/decisions/010)', () => {
  it('a fresh page asks the API itself, keeps its state and drops the parameter', async () => {
    const customer = await signInByApi(server());
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    const checked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/customer/me',
    );
    await page.goto(`${server()}/en/riga?anonymous&category=x`);
    await checked;
    await page.waitForURL((url) => url.pathname === '/en/riga' && url.search === '?category=x');
    await page.getByTestId('header-profile').waitFor();
    await context.close();
  });

  it('a page whose session ended elsewhere is signed out and forgets its kept state', async () => {
    const customer = await signInByApi(server());
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-profile').waitFor();
    await page.evaluate(() => localStorage.setItem('username', 'Old name'));
    // Signed out by another app (the native wrapper, a partner): this page does not know.
    const logout = await customer.call('/api/customer/auth/logout', { method: 'POST', body: {} });
    expect(logout.status).toBe(200);

    // The wrapper brings the page to ?anonymous within the app (no new document): two entries
    // the router has not seen, then Back onto the first, which the router handles.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/riga?anonymous');
      window.history.pushState(null, '', '/en/riga?elsewhere');
      window.history.back();
    });
    await page.getByTestId('header-sign-in').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    await context.close();
  });
});

describe('native app wrapper (spec 1: "In a native web view the logout button … hidden")', () => {
  const NATIVE_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 SoukApp/2.4.0';

  it('no logout and no language switcher in the wrapper; both in a browser', async () => {
    const customer = await signInByApi(server());
    for (const native of [true, false]) {
      const context = await newContext(browser(), {
        ...DESKTOP,
        ...(native ? { userAgent: NATIVE_UA } : {}),
      });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.setDefaultNavigationTimeout(30_000);
      await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
      await page.getByTestId('header-sign-in').waitFor();
      expect(await page.getByTestId('language-switcher').count(), `native: ${native}`).toBe(
        native ? 0 : 1,
      );

      await useSession(context, server(), customer);
      await page.goto(`${server()}/en/menu/profile`, { waitUntil: 'networkidle' });
      await page.getByTestId('profile-delete').waitFor();
      expect(await page.getByTestId('profile-logout').count(), `native: ${native}`).toBe(
        native ? 0 : 1,
      );
      await context.close();
    }
  });
});

describe('AuthNameModal outside the sign-in (spec 1 §4 "If a logged-in user has no name")', () => {
  it('a signed-in customer without a name is asked for one on any page; saving closes it', async () => {
    const context = await newContext(browser(), PHONE);
    await signInContext(context, server(), uniquePhone());
    const headers = { 'x-partner-code': 'souk' };
    // An address already: after the name nothing else is missing.
    const address = await context.request.post(`${server()}/api/customer/me/addresses`, {
      headers,
      data: {
        name: 'Home',
        location: { latitude: 56.95, longitude: 24.11, formattedAddress: 'Brīvības iela 1, Rīga' },
      },
    });
    expect(address.status(), await address.text()).toBeLessThan(300);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(30_000);

    await page.goto(`${server()}/en/menu/about`, { waitUntil: 'networkidle' });
    await page.getByTestId('modal-AuthNameModal').waitFor();
    expect(new URL(page.url()).search).toBe('?modal=AuthNameModal');
    await page.goto(`${server()}/en/riga?category=x`, { waitUntil: 'networkidle' });
    await page.getByTestId('modal-AuthNameModal').waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('x');

    await page.getByTestId('auth-name').fill('Marta');
    await page.getByTestId('auth-save-name').click();
    await page.waitForURL((url) => url.search === '?category=x');
    await page.getByTestId('modal-AuthNameModal').waitFor({ state: 'detached' });
    const me = await context.request.get(`${server()}/api/customer/me`, { headers });
    expect(customerMeSchema.parse(await me.json()).name).toBe('Marta');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('modal-AuthNameModal').count()).toBe(0);
    await context.close();
  });
});
