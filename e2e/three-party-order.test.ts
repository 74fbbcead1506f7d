/**
 * One delivery from placement to completion with all three parties in their own browser
 * contexts (issue 13 "Done means"): the customer watches the order's status page, the vendor's
 * staff accept, prepare and ready it on the console board, and a courier whose phone shares a
 * moving position takes the offer, picks it up, drives it over and completes it. The customer's
 * page follows every step without reloading and the courier's marker moves on its map. Once in
 * English on a desktop, once in Arabic (right to left) on a phone. The demo simulator is off on
 * the shared server: every step here is a person's click.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  catalogResponseSchema,
  courierSessionSchema,
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

afterEach(() => moveServerClock(base(), { reset: true }));

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The seed's second staff member of a Riga kitchen and a Riga courier that only this file signs
 * in: a number gets one code a minute, and the console and courier journeys use the others.
 */
const journeys = [
  {
    name: 'desktop, English',
    lang: 'en',
    device: DESKTOP,
    locale: 'en-US',
    staffPhone: '+37121000003',
    vendorCode: 'pizzeria-milano',
    courier: { phone: '+37120000004', name: 'Kristīne Zariņa' },
    sharing: 'Sharing your location',
    chips: ['Awaiting confirmation', 'Preparing', 'Courier on the way', 'Arrived', 'Completed'],
  },
  {
    name: 'phone, Arabic',
    lang: 'ar',
    device: PHONE,
    locale: 'ar',
    staffPhone: '+37121000004',
    vendorCode: 'burger-brothers',
    courier: { phone: '+37120000005', name: 'Mārtiņš Egle' },
    sharing: 'تتم مشاركة موقعك',
    chips: ['بانتظار التأكيد', 'قيد التحضير', 'المندوب في الطريق', 'وصل', 'مكتمل'],
  },
] as const;

async function getJson<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const res = await fetch(`${base()}${path}`, { headers: partner });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

/** The Riga kitchen's counter and a product of it a quick add puts straight into the cart. */
async function kitchen(vendorCode: string): Promise<{ product: Product; counter: Point }> {
  for (let page = 1; ; page++) {
    const list = await getJson(
      `/api/public/localities/riga/vendors?page=${page}`,
      vendorsPageSchema,
    );
    const vendor = list.vendors.find((v) => v.code === vendorCode);
    if (vendor) {
      const catalog = await getJson(`/api/vendors/${vendor.id}/catalogue`, catalogResponseSchema);
      const product = catalog.sections
        .filter((s) => s.timeAvailability.available)
        .flatMap((s) => s.products)
        .find(
          (p) =>
            p.available &&
            p.timeAvailabilityInfo.available &&
            decideQuickAdd(p).result === 'SUCCESS',
        );
      if (!product) throw new Error(`${vendorCode} has nothing to order now`);
      return { product, counter: { latitude: vendor.latitude, longitude: vendor.longitude } };
    }
    if (page >= list.totalPages) throw new Error(`no ${vendorCode} in Riga`);
  }
}

/** Staff sign-in through the console's own form, landing on their vendor's board. */
async function signInStaff(page: Page, lang: string, phone: string) {
  await page.goto(`${base()}/${lang}/vendor`, { waitUntil: 'networkidle' });
  await page.getByTestId('vendor-phone').fill(phone);
  await page.getByTestId('vendor-send-code').click();
  await page.getByTestId('vendor-code').fill(await readCode(base(), phone));
  await page.getByTestId('vendor-sign-in').click();
  await page.waitForURL(new RegExp(`/${lang}/vendor/[0-9a-f-]{36}/orders$`));
  await page.getByTestId('vendor-column-new').waitFor();
}

/** A courier session from the API (courier-app.test.ts covers the sign-in screens). */
async function courierToken(phone: string): Promise<string> {
  const query = `phone=${encodeURIComponent(phone)}`;
  const sent = await fetch(`${base()}/api/courier/auth/sendPhoneConfirmation?${query}`, {
    method: 'POST',
    headers: partner,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const login = await fetch(`${base()}/api/courier/auth/login`, {
    method: 'POST',
    headers: { ...partner, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, token: await readCode(base(), phone) }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return courierSessionSchema.parse(await login.json()).token;
}

/**
 * Takes the offer for `order`. Accepted orders other journeys left without a courier may be
 * offered first (dispatch goes oldest first): those are refused, as nobody here carries them.
 */
async function acceptOfferFor(page: Page, order: Order) {
  const offer = page.getByTestId('courier-offer');
  const heading = offer.getByRole('heading');
  const mine = new RegExp(`\\D${order.orderNumber}$`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await offer.waitFor({ timeout: 40_000 });
    const title = ((await heading.textContent()) ?? '').trim();
    if (mine.test(title)) {
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

/** Marks the document and records every status label the page shows from now on. */
async function watchStatusPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sameDocument: boolean; chips: string[] };
    w.sameDocument = true;
    w.chips = [];
    const look = () => {
      const chip = document.querySelector(
        '[data-testid="order-status-page"] [data-testid="order-status-chip"]',
      )?.textContent;
      if (chip && w.chips.at(-1) !== chip) w.chips.push(chip);
    };
    look();
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { sameDocument?: boolean; chips?: string[] };
    return { sameDocument: w.sameDocument === true, chips: w.chips ?? [] };
  });

/**
 * Where Leaflet placed the courier's marker in the map's own layer (the transform of the marker
 * element around the icon): panning the map leaves it alone, a new position changes it.
 */
const markerTransform = (page: Page) =>
  page
    .getByTestId('order-map-courier')
    .evaluate((icon) => icon.closest<HTMLElement>('.leaflet-marker-icon')?.style.transform ?? '');

/** A point `share` of the way from `from` to `to`, rounded as a phone's fix would be. */
const along = (from: Point, to: Point, share: number): Point => ({
  latitude: Number((from.latitude + (to.latitude - from.latitude) * share).toFixed(5)),
  longitude: Number((from.longitude + (to.longitude - from.longitude) * share).toFixed(5)),
});

describe('one order, three parties: customer, vendor console and courier (issue 13)', () => {
  for (const journey of journeys) {
    it(`${journey.name}: placed, accepted, prepared and readied on the board, carried by the courier with the marker moving, completed`, async () => {
      const contexts: BrowserContext[] = [];
      try {
        // The demo kitchens keep real hours: Riga's noon whatever the hour of the run.
        const noon = await serverClockAt(base(), 'Europe/Riga', 12);
        const { product, counter } = await kitchen(journey.vendorCode);
        const device = { ...journey.device, locale: journey.locale };

        // The customer places the order and opens its status page.
        const customer = await newContext(browser(), device);
        contexts.push(customer);
        await signInContext(customer, base(), uniquePhone(), 'Marta');
        const order = await placeCashOrder(customer, base(), product);
        const destination = order.address;
        if (!destination) throw new Error('a delivery order has an address');
        const status = await customer.newPage();
        status.setDefaultTimeout(15_000);
        await status.goto(`${base()}/${journey.lang}/menu/orders/${order.orderId}/status`);
        if (journey.lang === 'ar') {
          expect(await status.locator('html').getAttribute('dir')).toBe('rtl');
        }
        await expect
          .poll(() => status.getByTestId('tracking-connection').getAttribute('data-state'))
          .toBe('connected');
        const chip = status.getByTestId('order-status-page').getByTestId('order-status-chip');
        await expect.poll(() => chip.textContent()).toBe(journey.chips[0]);
        await watchStatusPage(status);

        // The courier is online at the kitchen's counter, sharing the phone's position.
        const courier = await newContext(browser(), {
          ...device,
          permissions: ['geolocation'],
          geolocation: counter,
        });
        contexts.push(courier);
        await courier.addInitScript(
          (kept) => {
            localStorage.setItem('courier_authorization_token', kept);
          },
          await courierToken(journey.courier.phone),
        );
        const app = await courier.newPage();
        app.setDefaultTimeout(15_000);
        await app.goto(`${base()}/${journey.lang}/courier`, { waitUntil: 'networkidle' });
        await app.getByTestId('courier-app').waitFor();
        const toggle = app.getByTestId('courier-online');
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
        await expect
          .poll(() => app.getByTestId('courier-sharing').textContent())
          .toBe(journey.sharing);

        // The staff see the order arrive on their board and accept it.
        const staff = await newContext(browser(), device);
        contexts.push(staff);
        const board = await staff.newPage();
        board.setDefaultTimeout(15_000);
        await board.clock.setFixedTime(noon);
        await signInStaff(board, journey.lang, journey.staffPhone);
        const card = (column: string) =>
          board
            .getByTestId(`vendor-column-${column}`)
            .locator(`[data-order-id="${order.orderId}"]`);
        await card('new').waitFor();
        await card('new').getByTestId('vendor-minutes').fill('20');
        await card('new').getByTestId('vendor-accept').click();
        await card('accepted').waitFor();
        await expect.poll(() => chip.textContent()).toBe(journey.chips[1]);

        // Dispatch offers it to the courier, who takes it: the customer sees who and where.
        await acceptOfferFor(app, order);
        const delivery = app.getByTestId('courier-delivery');
        expect(await delivery.getByTestId('courier-pickup').textContent()).toContain(
          order.vendorName,
        );
        await expect
          .poll(() => status.getByTestId('order-courier').textContent())
          .toContain(journey.courier.name);
        await status.getByTestId('order-map-courier').waitFor();
        await expect
          .poll(() => status.getByTestId('order-map').getAttribute('data-courier'))
          .toBe(`${counter.latitude},${counter.longitude}`);

        // The kitchen prepares it and marks it ready; a delivery then waits for its courier.
        await card('accepted').getByTestId('vendor-start-preparing').click();
        await card('preparing').waitFor();
        await card('preparing').getByTestId('vendor-ready').click();
        await card('ready').waitFor();
        expect(await chip.textContent()).toBe(journey.chips[1]);

        // Picked up: on the way. The phone moves towards the customer and so does the marker.
        const step = app.getByTestId('courier-delivery-status');
        await app.getByTestId('courier-step-picked-up').click();
        await expect.poll(() => step.getAttribute('data-status')).toBe('ON_DELIVERY');
        await expect.poll(() => chip.textContent()).toBe(journey.chips[2]);
        let placed = await markerTransform(status);
        expect(placed).toMatch(/translate/);
        for (const share of [0.3, 0.6, 0.9]) {
          const fix = along(counter, destination, share);
          await courier.setGeolocation(fix);
          // The phone posts its position every 4 s; the page glides the marker to it.
          await expect
            .poll(() => status.getByTestId('order-map').getAttribute('data-courier'), {
              timeout: 15_000,
            })
            .toBe(`${fix.latitude},${fix.longitude}`);
          await expect.poll(() => markerTransform(status)).not.toBe(placed);
          placed = await markerTransform(status);
        }

        await app.getByTestId('courier-step-arrived').click();
        await expect.poll(() => step.getAttribute('data-status')).toBe('ARRIVED');
        await expect.poll(() => chip.textContent()).toBe(journey.chips[3]);
        await app.getByTestId('courier-step-completed').click();
        await delivery.waitFor({ state: 'detached' });
        await expect.poll(() => chip.textContent()).toBe(journey.chips[4]);
        // Completed: tracking stops and the map goes.
        await expect.poll(() => status.getByTestId('order-map').count()).toBe(0);

        // One document all along, and every status in order, none skipped.
        expect(await watched(status)).toEqual({ sameDocument: true, chips: [...journey.chips] });
        // Off duty again, so later journeys' orders are not offered to this courier.
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    });
  }
});
