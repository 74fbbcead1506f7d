/**
 * The courier app from a courier's phone (issue 13 parts 5 and 6): signed out it leads to the
 * courier sign-in; online, dispatch offers the courier the delivery a customer placed through the
 * API once its vendor accepted it; the courier accepts, the customer's order shows the courier
 * and the position the phone shares, and the courier walks it through picked up, arrived and
 * completed. Once in English on a phone, once in Arabic (right to left) on a desktop.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { courierSessionSchema, orderResponseSchema, type Order } from '@souk/contracts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { moveOrder, placeCashOrder } from './support/order-fixtures.ts';
import { nationalDigits, readCode, signInContext, uniquePhone } from './support/sign-in.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
const partner = { 'x-partner-code': 'souk' };

/** Demo couriers (apps/api/src/seed/seed-couriers.ts): Ilze works everywhere, Jānis in Riga. */
const ILZE = { phone: '+37120000009', name: 'Ilze Ozola' };
const JANIS = { phone: '+37120000001', name: 'Jānis Bērziņš' };

/** Old Riga, a few minutes from every demo Riga kitchen; then a street nearer the customer. */
const OLD_RIGA = { latitude: 56.9496, longitude: 24.1052 };
const ON_THE_WAY = { latitude: 56.9531, longitude: 24.1167 };

afterEach(() => moveServerClock(base(), { reset: true }));

/** A customer's delivery placed at Riga's noon (the demo kitchens keep real hours). */
async function placedDelivery(): Promise<{ customer: BrowserContext; order: Order }> {
  await serverClockAt(base(), 'Europe/Riga', 12);
  const { plain } = await findCartProducts(base(), 'riga');
  const customer = await newContext(browser(), DESKTOP);
  await signInContext(customer, base(), uniquePhone(), 'Marta');
  return { customer, order: await placeCashOrder(customer, base(), plain) };
}

/** The order as its customer's own API call shows it. */
async function customerView(customer: BrowserContext, orderId: string): Promise<Order> {
  const res = await customer.request.get(`${base()}/api/customer/me/orders/${orderId}`, {
    headers: partner,
  });
  expect(res.status()).toBe(200);
  return orderResponseSchema.parse(await res.json()).order;
}

/** A courier's phone that shares its position (geolocation granted, as the app asks). */
function courierContext(options: typeof PHONE | typeof DESKTOP, locale = 'en-US') {
  return newContext(browser(), {
    ...options,
    locale,
    permissions: ['geolocation'],
    geolocation: OLD_RIGA,
  });
}

/**
 * Answers offers until the one for `order` comes: other journeys may leave accepted orders
 * waiting, and a courier refuses what is not theirs to take here. Then accepts it.
 */
async function acceptOfferFor(page: Page, order: Order, { audit = false } = {}) {
  const offer = page.getByTestId('courier-offer');
  const heading = offer.getByRole('heading');
  const mine = new RegExp(`\\D${order.orderNumber}$`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await offer.waitFor({ timeout: 20_000 });
    const title = ((await heading.textContent()) ?? '').trim();
    if (mine.test(title)) {
      if (audit) await expectNoAxeViolations(page);
      await offer.getByTestId('courier-accept').click();
      await page.getByTestId('courier-delivery').waitFor();
      return;
    }
    await offer.getByTestId('courier-refuse').click();
    await expect
      .poll(async () => (await offer.count()) === 0 || (await heading.textContent()) !== title)
      .toBe(true);
  }
  throw new Error(`order ${order.orderNumber} was never offered`);
}

/** Picked up, arrived and completed, with the customer seeing each and the courier moving. */
async function deliver(
  page: Page,
  context: BrowserContext,
  customer: BrowserContext,
  order: Order,
) {
  const status = page.getByTestId('courier-delivery-status');
  await moveOrder(base(), order.orderId, 'PREPARING', 'vendor');
  await page.getByTestId('courier-step-picked-up').click();
  await expect.poll(() => status.getAttribute('data-status')).toBe('ON_DELIVERY');
  await context.setGeolocation(ON_THE_WAY);
  // The phone posts its position every 4 s; the customer's order follows it.
  await expect
    .poll(async () => (await customerView(customer, order.orderId)).courierLocation, {
      timeout: 15_000,
    })
    .toEqual(ON_THE_WAY);
  await page.getByTestId('courier-step-arrived').click();
  await expect.poll(() => status.getAttribute('data-status')).toBe('ARRIVED');
  expect((await customerView(customer, order.orderId)).status).toBe('ARRIVED');
  await page.getByTestId('courier-step-completed').click();
  // Done: the delivery leaves the screen (another waiting order may be offered at once).
  await page.getByTestId('courier-delivery').waitFor({ state: 'detached' });
  expect((await customerView(customer, order.orderId)).status).toBe('COMPLETED');
}

describe('courier app (issue 13 parts 5 and 6)', () => {
  it('phone, English: sign in, go online, take the offered delivery and complete it', async () => {
    const { customer, order } = await placedDelivery();
    const context = await courierContext(PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await page.goto(`${base()}/en/courier`, { waitUntil: 'networkidle' });
    await page.getByTestId('courier-signed-out').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('courier-sign-in').click();
    await page.getByTestId('modal-AuthCourierModal').waitFor();
    const field = page.getByTestId('auth-phone');
    const prefilled = await field.inputValue();
    await field.press('End');
    await field.pressSequentially(
      prefilled.startsWith('+371') ? nationalDigits(ILZE.phone) : ILZE.phone,
    );
    await page.getByTestId('auth-send-code').click();
    await page.getByTestId('auth-code').fill(await readCode(base(), ILZE.phone));
    await page.getByTestId('courier-signed-in').waitFor();
    await page.keyboard.press('Escape');

    const app = page.getByTestId('courier-app');
    await app.waitFor();
    expect(await page.getByTestId('courier-app-name').textContent()).toBe(ILZE.name);
    const toggle = page.getByTestId('courier-online');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => page.getByTestId('courier-sharing').textContent())
      .toBe('Sharing your location');

    // The vendor accepts: dispatch offers the delivery to the nearest online courier.
    await moveOrder(base(), order.orderId, 'APPROVED', 'vendor');
    await acceptOfferFor(page, order, { audit: true });
    const delivery = page.getByTestId('courier-delivery');
    expect(await delivery.getByTestId('courier-pickup').textContent()).toContain(order.vendorName);
    expect(await delivery.getByTestId('courier-dropoff').textContent()).toContain('Rīga');
    // Pickup and drop-off on the map, with the courier's own dot.
    await delivery.getByTestId('order-map-vendor').waitFor();
    await delivery.getByTestId('order-map-destination').waitFor();
    await delivery.getByTestId('order-map-courier').waitFor();
    await expectNoAxeViolations(page);

    // The customer's order now names the courier, placed where the phone is.
    const seen = await customerView(customer, order.orderId);
    expect(seen.courier?.name).toBe(ILZE.name);
    expect(seen.courierLocation).toEqual(OLD_RIGA);

    await deliver(page, context, customer, order);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await Promise.all([context.close(), customer.close()]);
  });

  it('desktop, Arabic: the app reads right to left and carries a delivery to the end', async () => {
    const { customer, order } = await placedDelivery();
    // Signed in through the API this time: the English journey covered the sign-in screens.
    const query = `phone=${encodeURIComponent(JANIS.phone)}`;
    await fetch(`${base()}/api/courier/auth/sendPhoneConfirmation?${query}`, {
      method: 'POST',
      headers: partner,
    });
    const login = await fetch(`${base()}/api/courier/auth/login`, {
      method: 'POST',
      headers: { ...partner, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: JANIS.phone, token: await readCode(base(), JANIS.phone) }),
    });
    expect(login.status).toBe(200);
    const { token } = courierSessionSchema.parse(await login.json());
    const context = await courierContext(DESKTOP, 'ar');
    await context.addInitScript((kept) => {
      localStorage.setItem('courier_authorization_token', kept);
    }, token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await page.goto(`${base()}/ar/courier`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('courier-app').waitFor();
    const app = page.getByTestId('courier-app');
    expect(await app.getByRole('heading', { level: 1 }).textContent()).toBe('المندوب');
    const toggle = page.getByTestId('courier-online');
    expect(await toggle.textContent()).toBe('غير متصل');
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('متصل');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    await moveOrder(base(), order.orderId, 'APPROVED', 'vendor');
    await acceptOfferFor(page, order);
    expect((await customerView(customer, order.orderId)).courier?.name).toBe(JANIS.name);
    expect(await page.getByTestId('courier-delivery-status').textContent()).toBe('قبله المتجر');
    await deliver(page, context, customer, order);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await Promise.all([context.close(), customer.close()]);
  });
});
