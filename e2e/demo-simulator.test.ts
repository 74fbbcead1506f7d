/**
 * The demo simulator in the browser (issue 13 part 7 and "Done means": the journey driven by the
 * simulator alone). A server of its own runs with the simulator on and short delays; a customer
 * places an order and, without anyone playing the vendor or the courier, watches it on
 * /{lang}/menu/orders/{id}/status be accepted, go out with a courier whose marker moves on the
 * map, and reach Completed — on a desktop in English and on a phone in Arabic.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Product } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { placeCashOrder } from './support/order-fixtures.ts';
import type { RunningServer } from './support/server.ts';
import { startProductionServer } from './support/server.ts';
import { signInContext, uniquePhone } from './support/sign-in.ts';

const browser = useSharedBrowser();
let server: RunningServer;
const base = () => server.baseUrl;

beforeAll(async () => {
  server = await startProductionServer({
    NODE_ENV: 'test',
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    DEMO_SIMULATOR: 'true',
    DEMO_SIMULATOR_STEP_MS: '1500',
    DEMO_SIMULATOR_POSITION_MS: '1000',
    // About a kilometre and a half in ten-odd seconds: several positions on the map.
    DEMO_SIMULATOR_SPEED_KMH: '400',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});
afterEach(() => moveServerClock(base(), { reset: true }));

/** Records every chip label and courier position the page shows from now on. */
async function watchOrderPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { chips: string[]; couriers: string[] };
    w.chips = [];
    w.couriers = [];
    const look = () => {
      const chip = document.querySelector(
        '[data-testid="order-status-page"] [data-testid="order-status-chip"]',
      )?.textContent;
      if (chip && w.chips.at(-1) !== chip) w.chips.push(chip);
      const courier = document
        .querySelector('[data-testid="order-map"]')
        ?.getAttribute('data-courier');
      if (courier && w.couriers.at(-1) !== courier) w.couriers.push(courier);
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

const seen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { chips: string[]; couriers: string[] };
    return { chips: w.chips, couriers: w.couriers };
  });

async function placeAndWatch(options: typeof DESKTOP | typeof PHONE, lang: 'en' | 'ar') {
  // The demo vendors keep real hours: the order is placed at Riga's noon whatever the hour.
  const noon = await serverClockAt(base(), 'Europe/Riga', 12);
  const { plain }: { plain: Product } = await findCartProducts(base(), 'riga');
  const context = await newContext(browser(), options);
  await signInContext(context, base(), uniquePhone(), 'Līga');
  const page = await context.newPage();
  await page.clock.setFixedTime(noon);
  page.setDefaultTimeout(15_000);
  const order = await placeCashOrder(context, base(), plain);
  await page.goto(`${base()}/${lang}/menu/orders/${order.orderId}/status`);
  await page.getByTestId('order-status-page').waitFor();
  await watchOrderPage(page);
  return { context, page, order };
}

describe('demo simulator journey (issue 13 part 7)', () => {
  it('desktop, English: the order is accepted, driven to the door with the courier moving on the map, and completed by itself', async () => {
    const { context, page } = await placeAndWatch(DESKTOP, 'en');
    const chip = page.getByTestId('order-status-page').getByTestId('order-status-chip');
    await expect.poll(() => chip.textContent(), { timeout: 30_000 }).toBe('Courier on the way');
    await page.getByTestId('order-map-courier').waitFor();
    await expect.poll(() => chip.textContent(), { timeout: 60_000 }).toBe('Completed');
    const { chips, couriers } = await seen(page);
    // Each stage the page showed came after the one before; the drive and the end among them.
    const stages = [
      'Awaiting confirmation',
      'Preparing',
      'Courier on the way',
      'Arrived',
      'Completed',
    ];
    const steps = chips.map((label) => stages.indexOf(label));
    expect(
      steps.every((step) => step >= 0),
      chips.join(' → '),
    ).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(chips).toEqual(expect.arrayContaining(['Courier on the way', 'Completed']));
    // The marker was fed several positions on its way.
    expect(new Set(couriers).size).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('phone, Arabic: the same order page reaches مكتمل with nobody acting', async () => {
    const { context, page } = await placeAndWatch(PHONE, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const chip = page.getByTestId('order-status-page').getByTestId('order-status-chip');
    await expect.poll(() => chip.textContent(), { timeout: 30_000 }).toBe('المندوب في الطريق');
    await expect.poll(() => chip.textContent(), { timeout: 60_000 }).toBe('مكتمل');
    await context.close();
  });
});
