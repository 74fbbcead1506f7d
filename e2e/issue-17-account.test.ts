import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addressListSchema, geocodingResultsSchema } from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts/cart';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';
import { readCode, signInThroughModals, uniquePhone } from './support/sign-in.ts';

/**
 * Issue 17, the account and address items: each journey fails on the storefront as the issue
 * found it. The shared server's map tiles point at a closed port (e2e/support/global-setup.ts),
 * so the map works with no pictures and no network.
 */
const server = () => inject('baseUrl');
const browser = useSharedBrowser();

/** Seeded demo couriers (apps/api/src/seed/seed-couriers.ts) of Riga and of Kuwait City. */
// Numbers no other journey signs in: a number gets one sign-in code a minute.
const RIGA_COURIER = '+37120000006';
const KUWAIT_COURIER = '+96550000001';

const item = (page: Page, productId: string) =>
  page.locator(`[data-testid="product-item"][data-product-id="${productId}"]`);

afterEach(() => moveServerClock(server(), { reset: true }));

const TIME_ZONES: Record<string, string> = { riga: 'Europe/Riga', 'kuwait-city': 'Asia/Kuwait' };

/**
 * Quick-adds one unit of an open product of `locality` as a visitor, from its vendor page, with
 * the server's clock and the page's at the locality's noon (its kitchens open).
 */
async function visitorCartIn(page: Page, locale: string, locality: string) {
  const timeZone = TIME_ZONES[locality];
  if (!timeZone) throw new Error(`No time zone known for ${locality}`);
  await page.clock.setFixedTime(await serverClockAt(server(), timeZone, 12));
  const { plain } = await findCartProducts(server(), locality);
  await page.goto(`${server()}/${locale}/${locality}/vendor/${plain.vendorId}`, {
    waitUntil: 'networkidle',
  });
  await item(page, plain.id).getByTestId('product-add').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).toBeTruthy();
  return page.evaluate(() => localStorage.getItem('cartId'));
}

/** Clicks the map `dx` CSS pixels right of its centre (the map is never mirrored). */
async function clickMap(page: Page, dx: number) {
  const map = page.getByTestId('address-map');
  await map.locator('.leaflet-map-pane').waitFor({ state: 'attached' });
  const box = await map.boundingBox();
  if (!box) throw new Error('The map has no box');
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 } });
}

async function savedAddresses(customer: ApiCustomer) {
  const response = await customer.call('/api/customer/me/addresses');
  expect(response.status).toBe(200);
  return addressListSchema.parse(await response.json());
}

async function saveAddressByApi(customer: ApiCustomer, name: string, lat: number, lng: number) {
  const response = await customer.call('/api/customer/me/addresses', {
    method: 'POST',
    body: { name, location: { latitude: lat, longitude: lng, formattedAddress: `${name}, Riga` } },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Types the whole number over the prefilled calling code. It waits for that prefill first: on
 * a busy machine it can land after an early fill and overwrite the number.
 */
async function sendCodeTo(page: Page, phone: string) {
  const field = page.getByTestId('auth-phone');
  await field.waitFor();
  // The code comes with the cart's or locality's data, which a busy machine can bring late.
  await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/^\+\d+ $/);
  await field.fill(phone);
  await page.getByTestId('auth-send-code').click();
  await page.getByTestId('auth-code').waitFor();
}

/** The left edges of the first `+` and of the last character of `text` where `locator` shows it. */
function glyphEdges(locator: Locator, text: string) {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let whole = '';
    const nodes: { node: Text; start: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: whole.length });
      whole += node.textContent ?? '';
    }
    const from = whole.indexOf(wanted);
    if (from < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    const at = (index: number) => {
      const holder = [...nodes].reverse().find((entry) => entry.start <= index);
      if (!holder) throw new Error('No text node');
      const range = document.createRange();
      range.setStart(holder.node, index - holder.start);
      range.setEnd(holder.node, index - holder.start + 1);
      return range.getBoundingClientRect().left;
    };
    return { plus: at(from), last: at(from + wanted.length - 1) };
  }, text);
}

describe('issue 17 item 1: the address step of a Kuwait City cart stays in Kuwait City', () => {
  it('phone, Arabic: the map opens on Kuwait City, a tap names a Kuwaiti place, "شارع الخليج" finds Gulf Road, the cart stays', async () => {
    const context = await newContext(browser(), { ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    const cartId = await visitorCartIn(page, 'ar', 'kuwait-city');
    await page.goto(`${server()}/ar/cart`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-sign-in').click();
    await page.getByTestId('modal-AuthModal').waitFor();
    const phone = uniquePhone('KW');
    await sendCodeTo(page, phone);
    await page.getByTestId('auth-code').fill(await readCode(server(), phone));
    await page.getByTestId('modal-AuthNameModal').waitFor();
    await page.getByTestId('auth-name').fill('نور');
    await page.getByTestId('auth-save-name').click();

    const modal = page.getByTestId('modal-AuthAddressModal');
    await modal.getByTestId('address-form').waitFor();
    // Issue 17 item 9: the map's zoom buttons speak Arabic too.
    await clickMap(page, 0);
    expect(await page.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe('تكبير');
    expect(await page.locator('.leaflet-control-zoom-out').getAttribute('title')).toBe('تصغير');
    // A tap in the middle of the map is in the cart's locality, named in Arabic.
    const chosen = page.getByTestId('address-chosen');
    await expect.poll(() => chosen.textContent()).toContain('الكويت');
    expect(await chosen.textContent()).not.toContain('ريغا');

    // Streets are found by their names in the locality's languages.
    await page.getByTestId('address-search').fill('شارع الخليج');
    const result = page.getByTestId('address-result').first();
    await result.waitFor({ timeout: 10_000 });
    expect(await result.textContent()).toContain('شارع الخليج');
    await result.click();
    await expect.poll(() => chosen.textContent()).toContain('شارع الخليج');
    await page.locator('#address-house').fill('7');
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.getByTestId('address-save').click();
    await page.waitForURL((url) => !url.search.includes('modal='));

    // Still on the cart, the same cart kept, Kuwait City still the locality.
    expect(new URL(page.url()).pathname).toBe('/ar/cart');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);
    expect(await page.evaluate(() => localStorage.getItem('localityCode'))).toBe('kuwait-city');
    const [gulf] = await (async () => {
      const response = await page.request.get(`${server()}/api/customer/me/addresses`, {
        headers: { 'x-partner-code': 'souk' },
      });
      return addressListSchema.parse(await response.json());
    })();
    expect(gulf?.location.addressComponents?.street).toBe('شارع الخليج');
    expect(gulf?.location.latitude).toBeGreaterThan(29);
    expect(gulf?.location.latitude).toBeLessThan(30);
    await context.close();
  });

  it('the geocoder finds a street by its Arabic name and answers in the asked language', async () => {
    const ask = async (q: string, lang: string) => {
      const response = await fetch(
        `${server()}/api/geocoding/search?q=${encodeURIComponent(q)}&localityCode=kuwait-city`,
        { headers: { 'x-partner-code': 'souk', 'accept-language': lang } },
      );
      expect(response.status).toBe(200);
      return geocodingResultsSchema.parse(await response.json()).results;
    };
    const [arabic] = await ask('شارع الخليج', 'ar');
    expect(arabic?.shortAddress).toContain('شارع الخليج');
    const [english] = await ask('شارع الخليج', 'en');
    expect(english?.shortAddress).toContain('Gulf Road');
  });

  it('phone: an address in another locality says the cart will be emptied and asks first', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const cartId = await visitorCartIn(page, 'en', 'riga');
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    await page.getByTestId('address-selector').click();
    await page.getByTestId('modal-AuthAddressModal').waitFor();
    await page.getByTestId('address-search').fill('Kuwait City');
    await page.getByTestId('address-result').first().click();
    await page.getByRole('button', { name: 'Deliver here' }).click();

    const ask = page.getByTestId('locality-switch-confirm');
    await ask.waitFor();
    expect(await ask.textContent()).toContain(
      'This address is in Kuwait City. Your cart from Riga will be emptied.',
    );
    await expectNoAxeViolations(page, 'dialog[open]');
    // Nothing has happened yet: same page, same cart.
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);
    await page.getByRole('button', { name: 'Keep my cart' }).click();
    await page.getByTestId('address-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);

    await page.getByRole('button', { name: 'Deliver here' }).click();
    await page.getByRole('button', { name: 'Switch to Kuwait City' }).click();
    await page.waitForURL((url) => url.pathname === '/en/kuwait-city');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    await context.close();
  });
});

describe('issue 17 item 4: the chosen delivery address is remembered in a new tab', () => {
  it('desktop: a new tab preselects the last used saved address in the header and checkout uses it', async () => {
    const customer = await signInByApi(server());
    const homeId = await saveAddressByApi(customer, 'Home', 56.9496, 24.1052);
    await saveAddressByApi(customer, 'Work', 56.951, 24.11);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);

    // Never chosen on this device: the newest saved address (the list's first) is the default.
    const first = await context.newPage();
    await first.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    const label = (page: Page) => page.getByTestId('address-selector-label');
    await expect.poll(() => label(first).textContent()).toBe('Work');
    await first.getByTestId('address-selector').click();
    await first.getByTestId('address-choice').filter({ hasText: 'Home' }).click();
    await expect.poll(() => label(first).textContent()).toBe('Home');

    // A Riga cart with no address on it yet, above the minimum order.
    const { plain } = await findCartProducts(server(), 'riga');
    const created = await customer.call('/api/carts', {
      method: 'POST',
      body: { localityCode: 'riga', receiptType: 'DELIVERY' },
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const { cartId } = createCartResponseSchema.parse(await created.json());
    const added = await customer.call(`/api/carts/${cartId}/products`, {
      method: 'POST',
      body: { vendorId: plain.vendorId, productId: plain.id, count: 1 },
    });
    const { cart } = cartResponseSchema.parse(await added.json());
    const line = cart.vendorCarts[0]?.items[0];
    if (!line) throw new Error('The product did not reach the cart');
    const count = Math.max(1, Math.ceil(cart.minOrderPrice / line.price));
    const vendorCartId = cart.vendorCarts[0]?.vendorCartId ?? '';
    const updated = await customer.call(
      `/api/carts/${vendorCartId}/products/${line.cartProductId}`,
      { method: 'PUT', body: { count } },
    );
    expect(updated.status).toBeLessThan(300);
    await first.evaluate((id) => localStorage.setItem('cartId', id), cartId);

    // The new tab has its own session storage: the choice comes back all the same.
    const second = await context.newPage();
    await second.goto(`${server()}/en/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => label(second).textContent()).toBe('Home');
    await second.getByTestId('cart-checkout').click();
    await expect
      .poll(async () => {
        const response = await customer.call(`/api/carts/${cartId}`);
        return cartResponseSchema.parse(await response.json()).cart.customerAddressId;
      })
      .toBe(homeId);
    await context.close();
  });
});

describe('issue 17 item 5: an address placed by map pin', () => {
  it('desktop: a pin without a street asks for street and house, shows no coordinates, and the menu count follows the list', async () => {
    const customer = await signInByApi(server());
    await saveAddressByApi(customer, 'Home', 56.9496, 24.1052);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    await page.goto(`${server()}/en/menu/address/address-list`, { waitUntil: 'networkidle' });
    const count = page.getByTestId('menu-detail-addresses');
    await expect.poll(() => count.textContent()).toBe('1');

    await page.getByTestId('address-add').click();
    const modal = page.getByTestId('modal-EditAddressModal');
    await modal.getByTestId('address-form').waitFor();
    await clickMap(page, 60);
    await expect.poll(() => page.getByTestId('address-pin-status').textContent()).toBe('');
    await page.locator('#address-street').waitFor();
    // The pin is in Riga but on no known street: no raw coordinates anywhere in the form.
    const text = (await modal.textContent()) ?? '';
    expect(text).not.toMatch(/Pin at/);
    expect(text).not.toMatch(/\d+\.\d{4,}/);
    expect(await page.getByTestId('address-chosen').textContent()).toContain('Riga');

    await page.getByTestId('address-save').click();
    await expect
      .poll(() => page.getByTestId('address-street-error').textContent())
      .toBe('Enter the street');
    expect(await savedAddresses(customer)).toHaveLength(1);
    await expectNoAxeViolations(page, 'dialog[open]');

    await page.locator('#address-street').fill('Dzirnavu iela');
    await page.locator('#address-house').fill('5');
    await page.getByTestId('address-save').click();
    await page.waitForURL((url) => !url.search.includes('modal='));
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(2);
    expect(await page.getByTestId('address-list').textContent()).toContain('Dzirnavu iela 5');
    // The menu counts what the list holds.
    await expect.poll(() => count.textContent()).toBe('2');

    const saved = await savedAddresses(customer);
    const pinned = saved.find((address) => address.location.shortAddress === 'Dzirnavu iela 5');
    expect(pinned?.location.addressComponents).toMatchObject({
      street: 'Dzirnavu iela',
      streetNumber: '5',
    });
    expect(pinned?.location.formattedAddress).toBe('Dzirnavu iela 5, Riga, Latvia');
    await context.close();
  });
});

describe('issue 17 item 6: courier sign-in is not a dead end', () => {
  it('phone: the signed-in courier sees who is signed in, the header says so, sign-out works', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server()}/en/riga?modal=AuthCourierModal`, { waitUntil: 'networkidle' });
    await page.getByTestId('modal-AuthCourierModal').waitFor();
    await sendCodeTo(page, RIGA_COURIER);
    await page.getByTestId('auth-code').fill(await readCode(server(), RIGA_COURIER));

    const signedIn = page.getByTestId('courier-signed-in');
    await signedIn.waitFor();
    await expect.poll(() => signedIn.getByTestId('courier-phone').textContent()).toMatch(/06$/);
    expect(await signedIn.getByTestId('courier-name').textContent()).not.toBe('');
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('modal='));

    // The header shows the courier's session on every page, and opens it again.
    const courier = page.getByTestId('header-courier');
    await courier.waitFor();
    await page.goto(`${server()}/en/menu/courier-info`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-courier').click();
    await signedIn.waitFor();
    await signedIn.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('courier_authorization_token')))
      .toBeNull();
    await expect.poll(() => page.getByTestId('header-courier').count()).toBe(0);
    await expectNoAxeViolations(page, 'header');
    await context.close();
  });

  it('desktop: the profile side bar names the signed-in courier instead of "Anonymous"', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server()}/en/kuwait-city?modal=AuthCourierModal`, {
      waitUntil: 'networkidle',
    });
    // Another courier than the phone journey's: a second code within 60 s would be refused.
    await sendCodeTo(page, KUWAIT_COURIER);
    await page.getByTestId('auth-code').fill(await readCode(server(), KUWAIT_COURIER));
    await page.getByTestId('courier-signed-in').waitFor();
    await page.goto(`${server()}/en/menu/courier-info`, { waitUntil: 'networkidle' });
    const summary = page.getByTestId('profile-courier');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Signed in as a courier');
    expect(await page.getByTestId('profile-name').count()).toBe(0);
    await expectNoAxeViolations(page, '[data-testid="profile-sidebar"]');
    await context.close();
  });
});

describe('issue 17 item 9: phone numbers read left to right in Arabic', () => {
  it('phone, Arabic: the masked number in the code step starts with its "+" on the left', async () => {
    const context = await newContext(browser(), { ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(`${server()}/ar/kuwait-city?modal=AuthModal`, { waitUntil: 'networkidle' });
    const phone = uniquePhone('KW');
    await sendCodeTo(page, phone);
    const intro = page.getByTestId('auth-code-sent-to');
    await expect.poll(() => intro.textContent()).toContain('+965');
    const shown = ((await intro.textContent()) ?? '').match(/\+965[^\p{Script=Arabic}]*\d/u)?.[0];
    if (!shown) throw new Error('No masked number in the code step');
    const { plus, last } = await glyphEdges(intro, shown);
    expect(plus).toBeLessThan(last);
    await expectNoAxeViolations(page, 'dialog[open]');
    await context.close();
  });

  it('phone, Arabic: the profile phone number sits at the start (right) like the name', async () => {
    const customer = await signInByApi(server(), { phone: uniquePhone('KW'), name: 'نور' });
    const context = await newContext(browser(), { ...PHONE, locale: 'ar' });
    await useSession(context, server(), customer);
    const page = await context.newPage();
    await page.goto(`${server()}/ar/menu`, { waitUntil: 'networkidle' });
    const line = page.getByTestId('profile-phone');
    await line.waitFor();
    const lineBox = await line.boundingBox();
    const numberBox = await line.locator('bdi').boundingBox();
    if (!lineBox || !numberBox) throw new Error('The phone line has no box');
    // Right to left, the start is the right edge.
    expect(Math.abs(lineBox.x + lineBox.width - (numberBox.x + numberBox.width))).toBeLessThan(2);
    const { plus, last } = await glyphEdges(line, (await line.textContent()) ?? '');
    expect(plus).toBeLessThan(last);
    await expectNoAxeViolations(page, '[data-testid="profile-sidebar"]');
    await context.close();
  });
});

describe('issue 17 item 13: sign-in outside locality pages and the address step', () => {
  it("phone: from /cart the phone starts with the cart's country code, from /menu with the current locality's", async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await visitorCartIn(page, 'en', 'kuwait-city');
    await page.goto(`${server()}/en/cart`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-sign-in').click();
    const field = page.getByTestId('auth-phone');
    await expect.poll(() => field.inputValue()).toBe('+965 ');

    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    await page.goto(`${server()}/en/menu`, { waitUntil: 'networkidle' });
    await page.getByTestId('modal-AuthModal').waitFor();
    await expect.poll(() => field.inputValue()).toBe('+371 ');
    await context.close();
  });

  it('phone: the address step of the sign-in says "Step 4 of 4"', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server()}/en/riga?modal=AuthModal`, { waitUntil: 'networkidle' });
    await signInThroughModals(page, server(), uniquePhone());
    await page.getByTestId('modal-AuthNameModal').waitFor();
    await page.getByTestId('auth-name').fill('Anna Maria');
    await page.getByTestId('auth-save-name').click();
    const modal = page.getByTestId('modal-AuthAddressModal');
    await modal.getByTestId('address-form').waitFor();
    await expect
      .poll(() => modal.getByTestId('auth-progress').textContent())
      .toContain('Step 4 of 4');
    await expectNoAxeViolations(page, 'dialog[open]');
    await context.close();
  });
});
