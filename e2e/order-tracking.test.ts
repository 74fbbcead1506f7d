/**
 * The customer's order page follows the order live (issue 13 parts 1 and 3; spec 2 §4 "Order
 * status", "Live tracking channel", "Open-order updates"). Orders are placed through the API and
 * moved by the dev routes that play the vendor and the courier; the page must show every change
 * without reloading, move the courier's marker on the map, and come back with the current state
 * after its socket drops.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import {
  catalogResponseSchema,
  vendorsPageSchema,
  type Order,
  type Product,
} from '@souk/contracts';
import {
  orderEditedResponseSchema,
  vendorStaffSessionSchema,
} from '@souk/contracts/vendor-console';
import { decideQuickAdd } from '@souk/core';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { moveOrder, placeCashOrder, rigaCourierId } from './support/order-fixtures.ts';
import { readCode, signInContext, uniquePhone } from './support/sign-in.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
const TRACK = /\/api\/customer\/orders\/track\?/;

afterEach(() => moveServerClock(base(), { reset: true }));

/** A signed-in customer with a delivery order placed while Riga's kitchens are open. */
async function customerWithOrder(
  options = DESKTOP,
  pick: () => Promise<Product> = async () => (await findCartProducts(base(), 'riga')).plain,
): Promise<{ context: BrowserContext; page: Page; order: Order }> {
  // The demo vendors keep real hours: the order is placed at Riga's noon whatever the hour.
  await serverClockAt(base(), 'Europe/Riga', 12);
  const plain = await pick();
  const context = await newContext(browser(), options);
  await signInContext(context, base(), uniquePhone(), 'Ilze');
  const order = await placeCashOrder(context, base(), plain);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, order };
}

const partner = { 'x-partner-code': 'souk' };
/** Seeded staff of Riga's Pizzeria Milano (apps/api/src/seed/seed-vendor-staff.ts). */
// Its own Milano staff number: the console's journey signs +37121000002 in at the same time,
// and a number gets one sign-in code a minute.
const MILANO = { phone: '+37121000005', vendorCode: 'pizzeria-milano' };

async function getJson<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const res = await fetch(`${base()}${path}`, { headers: partner });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

/** Milano's cheapest product a quick add takes, so the minimum order needs several of it. */
async function cheapMilanoProduct(): Promise<Product> {
  for (let page = 1; ; page++) {
    const list = await getJson(
      `/api/public/localities/riga/vendors?page=${page}`,
      vendorsPageSchema,
    );
    const vendor = list.vendors.find((v) => v.code === MILANO.vendorCode);
    if (vendor) {
      const catalog = await getJson(`/api/vendors/${vendor.id}/catalogue`, catalogResponseSchema);
      const [cheapest] = catalog.sections
        .filter((s) => s.timeAvailability.available)
        .flatMap((s) => s.products)
        .filter(
          (p) =>
            p.available &&
            p.timeAvailabilityInfo.available &&
            decideQuickAdd(p).result === 'SUCCESS',
        )
        .sort((a, b) => a.price - b.price);
      if (!cheapest) throw new Error('Milano has nothing to order now');
      return cheapest;
    }
    if (page >= list.totalPages) throw new Error('no Pizzeria Milano in Riga');
  }
}

/** Milano's staff member, signed in through the API with the code from the dev outbox. */
async function milanoStaff(): Promise<(path: string, body: unknown) => Promise<Response>> {
  const query = `phone=${encodeURIComponent(MILANO.phone)}`;
  const sent = await fetch(`${base()}/api/vendor/auth/sendPhoneConfirmation?${query}`, {
    method: 'POST',
    headers: partner,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const login = await fetch(`${base()}/api/vendor/auth/login`, {
    method: 'POST',
    headers: { ...partner, 'content-type': 'application/json' },
    body: JSON.stringify({ phone: MILANO.phone, token: await readCode(base(), MILANO.phone) }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = vendorStaffSessionSchema.parse(await login.json());
  return (path, body) =>
    fetch(`${base()}/api${path}`, {
      method: 'POST',
      headers: { ...partner, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}

async function putCourier(
  orderId: string,
  latitude: number,
  longitude: number,
  courierId?: string,
) {
  const res = await fetch(`${base()}/api/dev/orders/${orderId}/courier-location`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latitude, longitude, courierId }),
  });
  expect(res.status, await res.clone().text()).toBe(204);
}

const chip = (page: Page) => page.getByTestId('order-status-page').getByTestId('order-status-chip');
const connection = (page: Page) => page.getByTestId('tracking-connection');
const live = { timeout: 10_000 };

/** Marks the document, and records every connected/disconnected the page shows from now on. */
async function watchPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sameDocument: boolean; connectionStates: string[] };
    w.sameDocument = true;
    w.connectionStates = [];
    const record = () => {
      const state = document
        .querySelector('[data-testid="tracking-connection"]')
        ?.getAttribute('data-state');
      if (state && w.connectionStates.at(-1) !== state) w.connectionStates.push(state);
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
    });
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const connectionStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { connectionStates: string[] }).connectionStates);

/** The courier marker's distinct screen positions over `ms`, sampled every animation frame. */
function sampleCourierMarker(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (duration) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const start = performance.now();
        const frame = () => {
          const box = document
            .querySelector('[data-testid="order-map-courier"]')
            ?.getBoundingClientRect();
          const at = box ? `${Math.round(box.x)},${Math.round(box.y)}` : 'none';
          if (seen.at(-1) !== at) seen.push(at);
          if (performance.now() - start < duration) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

describe('order page live tracking (issue 13 parts 1 and 3, spec 2 §4)', () => {
  it('desktop: statuses, the courier and their moving marker arrive without a reload, and a dropped socket comes back with the current state', async () => {
    const { context, page, order } = await customerWithOrder();
    // The socket passes through the test, which can hold back the server's messages and drop
    // the connection as a restarting server would (close 1001).
    let mute = false;
    let swallowed = 0;
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await page.routeWebSocket(TRACK, (ws) => {
      const server = ws.connectToServer();
      sockets.push({ page: ws, server });
      server.onMessage((message) => {
        if (mute) swallowed++;
        else ws.send(message);
      });
      ws.onMessage((message) => server.send(message));
    });

    await page.goto(`${base()}/en/menu/orders/${order.orderId}/status`);
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    expect(await connection(page).textContent()).toBe('Live updates on');
    expect(await chip(page).textContent()).toBe('Awaiting confirmation');
    await page.getByTestId('order-map-vendor').waitFor();
    await page.getByTestId('order-map-destination').waitFor();
    await watchPage(page);

    // APPROVED reloads the order; PREPARING updates it in place (spec 2 §4).
    await moveOrder(base(), order.orderId, 'APPROVED', 'vendor');
    await expect.poll(() => chip(page).textContent(), live).toBe('Preparing');
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    await moveOrder(base(), order.orderId, 'PREPARING', 'vendor');

    // COURIER_FOUND shows who delivers; the first position puts their marker on the map.
    // A courier of its own: orders.test.ts signs the other Riga number in at about the same time.
    await putCourier(order.orderId, 56.95, 24.11, await rigaCourierId(base(), '+37120000003'));
    await expect.poll(() => page.getByTestId('order-courier').count(), live).toBe(1);
    await page.getByTestId('order-map-courier').waitFor();
    await expect
      .poll(() => page.getByTestId('order-map').getAttribute('data-courier'), live)
      .toBe('56.95,24.11');
    const before = await page.getByTestId('order-map-courier').boundingBox();

    // A move glides the marker through positions in between to the new one.
    const [path] = await Promise.all([
      sampleCourierMarker(page, 3000),
      putCourier(order.orderId, 56.953, 24.116),
    ]);
    expect(await page.getByTestId('order-map').getAttribute('data-courier')).toBe('56.953,24.116');
    expect(path.length, path.join(' → ')).toBeGreaterThanOrEqual(3);
    const after = await page.getByTestId('order-map-courier').boundingBox();
    expect(after?.x).not.toBe(before?.x);
    expect(after?.y).not.toBe(before?.y);

    // A jitter under 0.00005° leaves the marker where it is (spec 2 §9).
    await putCourier(order.orderId, 56.95302, 24.11602);
    await moveOrder(base(), order.orderId, 'ON_DELIVERY', 'courier');
    await expect.poll(() => chip(page).textContent(), live).toBe('Courier on the way');
    expect(await page.getByTestId('order-map').getAttribute('data-courier')).toBe('56.953,24.116');

    // The order moves on while the page hears nothing, then the socket drops: the page says it
    // is disconnected, reconnects by itself and shows where the order stands now.
    mute = true;
    await moveOrder(base(), order.orderId, 'ARRIVED', 'courier');
    await expect.poll(() => swallowed, live).toBeGreaterThan(0);
    expect(await chip(page).textContent()).toBe('Courier on the way');
    mute = false;
    const dropped = sockets.at(-1);
    if (!dropped) throw new Error('no tracking socket was opened');
    await dropped.page.close({ code: 1001, reason: 'server restarting' });
    await dropped.server.close();
    await expect.poll(() => chip(page).textContent(), live).toBe('Arrived');
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    expect(await connectionStates(page)).toEqual(['connected', 'disconnected', 'connected']);
    expect(sockets).toHaveLength(2);

    // Completed leaves the active set: tracking stops and the page offers the details.
    await moveOrder(base(), order.orderId, 'COMPLETED', 'courier');
    await expect.poll(() => chip(page).textContent(), live).toBe('Completed');
    await page.getByTestId('order-see-details').waitFor();
    expect(await connection(page).count()).toBe(0);
    expect(await page.getByTestId('order-map').count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('phone, Arabic: the vendor declines while the page is open and the alert says so', async () => {
    const { context, page, order } = await customerWithOrder(PHONE);
    await page.goto(`${base()}/ar/menu/orders/${order.orderId}/status`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    expect(await connection(page).textContent()).toBe('التحديثات المباشرة مفعّلة');
    expect(await chip(page).textContent()).toBe('بانتظار التأكيد');
    // The map keeps Leaflet's left-to-right layout inside the right-to-left page.
    expect(await page.getByTestId('order-map').getAttribute('dir')).toBe('ltr');
    await page.getByTestId('order-map-destination').waitFor();
    await watchPage(page);

    await moveOrder(base(), order.orderId, 'DECLINED', 'vendor');
    const alert = page.getByTestId('tracking-alert');
    await expect.poll(() => alert.getAttribute('data-kind'), live).toBe('declined');
    expect(await alert.textContent()).toContain('رفض المتجر الطلب.');
    // Paid in cash: nothing to refund, so no refund notice.
    expect(await alert.textContent()).not.toContain('بطاقتك');
    expect(await chip(page).textContent()).toBe('مرفوض');
    expect(await connection(page).count()).toBe(0);
    await page.getByTestId('tracking-alert-ok').click();
    expect(await alert.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("desktop: the customer's own cancel brings no alert; a cancel by the operator alerts with 'love to see you back'", async () => {
    const { context, page, order } = await customerWithOrder();
    await page.goto(`${base()}/en/menu/orders/${order.orderId}/status`);
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    await page.getByTestId('order-cancel').click();
    await expect.poll(() => chip(page).textContent(), live).toBe('Cancelled');
    expect(await page.getByTestId('order-outcome').textContent()).toContain(
      'We would love to see you back.',
    );
    // The update the customer made comes back on the channel and is ignored: no alert.
    expect(await page.getByTestId('tracking-alert').count()).toBe(0);

    const { plain } = await findCartProducts(base(), 'riga');
    const second = await placeCashOrder(context, base(), plain);
    await page.goto(`${base()}/en/menu/orders/${second.orderId}/status`);
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    await moveOrder(base(), second.orderId, 'CANCELLED', 'system');
    const alert = page.getByTestId('tracking-alert');
    await expect.poll(() => alert.getAttribute('data-kind'), live).toBe('cancelled');
    expect(await alert.textContent()).toContain(
      'The order was cancelled. We would love to see you back.',
    );
    await context.close();
  });
  it("phone: the vendor's edit of the accepted order reloads it and alerts 'Order #{id} was edited' with both totals", async () => {
    const { context, page, order } = await customerWithOrder(PHONE, cheapMilanoProduct);
    const [line] = order.items.products;
    expect(line?.count, 'the minimum order needs at least two of the cheapest').toBeGreaterThan(1);
    const staff = await milanoStaff();
    const orderPath = `/vendor/vendors/${order.vendorId}/orders/${order.orderId}`;
    const accepted = await staff(`${orderPath}/accept`, { preparationMinutes: 20 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await page.goto(`${base()}/en/menu/orders/${order.orderId}/status`);
    await expect.poll(() => connection(page).getAttribute('data-state'), live).toBe('connected');
    await watchPage(page);

    const edit = await staff(`${orderPath}/edit`, {
      changes: [{ index: 0, count: (line?.count ?? 0) - 1 }],
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const { oldTotal, newTotal } = orderEditedResponseSchema.parse(await edit.json());
    const alert = page.getByTestId('tracking-alert');
    await expect.poll(() => alert.getAttribute('data-kind'), live).toBe('edited');
    const money = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: order.currencyCode }).format(
        minor / 100,
      );
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(`Order #${order.orderNumber} was edited`);
    expect(text).toContain(`Old total: ${money(oldTotal)}`);
    expect(text).toContain(`New total: ${money(newTotal)}`);
    // The reload brings the new line and total onto the page.
    await expect
      .poll(() => page.getByTestId('order-lines').textContent(), live)
      .toContain(`${(line?.count ?? 0) - 1} × `);
    await expect
      .poll(() => page.getByTestId('order-totals').textContent(), live)
      .toContain(money(newTotal));
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
