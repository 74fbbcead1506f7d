/**
 * The vendor console in the browser (issue 13 part 4): staff sign in by phone code at
 * /{lang}/vendor and land on their vendor's board; an order a customer places through the API
 * appears on it by itself, with the new-order badge and the count in the tab's title; the staff
 * accept it with a preparation time and mark it ready, and the customer's order follows. Once in
 * English on a desktop, once in Arabic (right to left) on a phone.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  catalogResponseSchema,
  orderResponseSchema,
  vendorsPageSchema,
  type Order,
  type Product,
} from '@souk/contracts';
import { decideQuickAdd } from '@souk/core';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { placeCashOrder } from './support/order-fixtures.ts';
import { readCode, signInContext, uniquePhone } from './support/sign-in.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
const partner = { 'x-partner-code': 'souk' };

/** Seeded staff (apps/api/src/seed/seed-vendor-staff.ts) of two Riga kitchens open at noon. */
const MILANO = { phone: '+37121000002', vendorCode: 'pizzeria-milano' };
const BURGERS = { phone: '+37121000001', vendorCode: 'burger-brothers' };

afterEach(() => moveServerClock(base(), { reset: true }));

async function getJson<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const res = await fetch(`${base()}${path}`, { headers: partner });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

async function vendorIdOf(vendorCode: string): Promise<string> {
  for (let page = 1; ; page++) {
    const list = await getJson(
      `/api/public/localities/riga/vendors?page=${page}`,
      vendorsPageSchema,
    );
    const vendor = list.vendors.find((v) => v.code === vendorCode);
    if (vendor) return vendor.id;
    if (page >= list.totalPages) throw new Error(`no ${vendorCode} in Riga`);
  }
}

/** A product of the vendor that a quick add puts straight into the cart, orderable now. */
async function orderableProductOf(vendorCode: string): Promise<Product> {
  const vendorId = await vendorIdOf(vendorCode);
  const catalog = await getJson(`/api/vendors/${vendorId}/catalogue`, catalogResponseSchema);
  const product = catalog.sections
    .filter((s) => s.timeAvailability.available)
    .flatMap((s) => s.products)
    .find(
      (p) =>
        p.available && p.timeAvailabilityInfo.available && decideQuickAdd(p).result === 'SUCCESS',
    );
  if (!product) throw new Error(`${vendorCode} has nothing to order now`);
  return product;
}

async function customerView(customer: BrowserContext, orderId: string): Promise<Order> {
  const res = await customer.request.get(`${base()}/api/customer/me/orders/${orderId}`, {
    headers: partner,
  });
  expect(res.status()).toBe(200);
  return orderResponseSchema.parse(await res.json()).order;
}

/** Staff sign-in through the console's own form: phone, then the code from the dev outbox. */
async function signInStaff(page: Page, lang: string, phone: string) {
  await page.goto(`${base()}/${lang}/vendor`, { waitUntil: 'networkidle' });
  await page.getByTestId('vendor-phone').fill(phone);
  await page.getByTestId('vendor-send-code').click();
  await page.getByTestId('vendor-code').fill(await readCode(base(), phone));
  await page.getByTestId('vendor-sign-in').click();
  // /{lang}/vendor sends the staff member on to their own vendor's board.
  await page.waitForURL(new RegExp(`/${lang}/vendor/[0-9a-f-]{36}/orders$`));
  await page.getByTestId('vendor-column-new').waitFor();
}

const journeys = [
  {
    name: 'English, desktop',
    lang: 'en',
    device: DESKTOP,
    locale: 'en-US',
    staff: MILANO,
    badge: /New orders: [1-9]/,
  },
  {
    name: 'Arabic, phone',
    lang: 'ar',
    device: PHONE,
    locale: 'ar',
    staff: BURGERS,
    badge: /طلبات جديدة: [1-9١-٩]/,
  },
] as const;

describe('the vendor console (issue 13 part 4)', () => {
  for (const journey of journeys) {
    it(`staff sign in, a new order appears with the badge, they accept it with a preparation time and mark it ready (${journey.name})`, async () => {
      const noon = await serverClockAt(base(), 'Europe/Riga', 12);
      const product = await orderableProductOf(journey.staff.vendorCode);

      const staff = await newContext(browser(), { ...journey.device, locale: journey.locale });
      const page = await staff.newPage();
      page.setDefaultTimeout(15_000);
      await page.clock.setFixedTime(noon);
      await signInStaff(page, journey.lang, journey.staff.phone);
      if (journey.lang === 'ar') {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }

      const customer = await newContext(browser(), DESKTOP);
      await signInContext(customer, base(), uniquePhone(), 'Marta');
      const order = await placeCashOrder(customer, base(), product);

      // The board polls: the order comes by itself, with the badge and the title's count.
      const card = page
        .getByTestId('vendor-column-new')
        .locator(`[data-order-id="${order.orderId}"]`);
      await card.waitFor();
      await expect
        .poll(() => page.getByTestId('vendor-new-badge').textContent())
        .toMatch(journey.badge);
      await expect.poll(() => page.title()).toMatch(/^\(\d+\) /);

      await card.getByTestId('vendor-minutes').fill('25');
      await card.getByTestId('vendor-accept').click();
      const accepted = page
        .getByTestId('vendor-column-accepted')
        .locator(`[data-order-id="${order.orderId}"]`);
      await accepted.waitFor();
      await expect
        .poll(async () => (await customerView(customer, order.orderId)).status)
        .toBe('APPROVED');

      await accepted.getByTestId('vendor-ready').click();
      await page
        .getByTestId('vendor-column-ready')
        .locator(`[data-order-id="${order.orderId}"]`)
        .waitFor();
      // A delivery waits for its courier while preparing; the kitchen's "ready" is its note.
      await expect
        .poll(async () => (await customerView(customer, order.orderId)).status)
        .toBe('PREPARING');

      // Another vendor's board is not theirs: the console sends them back to their own.
      const other = journey.staff === MILANO ? BURGERS : MILANO;
      const own = page.url();
      await page.goto(
        `${base()}/${journey.lang}/vendor/${await vendorIdOf(other.vendorCode)}/orders`,
      );
      await page.waitForURL(own);
      await staff.close();
      await customer.close();
    });
  }

  it("a number that is not staff is told so, in the console's own words", async () => {
    const staff = await newContext(browser(), DESKTOP);
    const page = await staff.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${base()}/en/vendor`);
    await page.getByTestId('vendor-phone').fill('+37129999111');
    await page.getByTestId('vendor-send-code').click();
    await expect
      .poll(() => page.getByTestId('vendor-sign-in-error').textContent())
      .toBe('This number is not registered as vendor staff.');
    await staff.close();
  });
});
