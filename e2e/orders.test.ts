/**
 * The customer's orders on the web (spec 2 §2 "Orders history", "Order status", "Order
 * details", "Review modal"; §4 "Order status" and its lists). Orders are placed through the
 * API and moved along by the dev route that plays the vendor and the courier. A cancel and a
 * reorder are tracked events (cancel_order, reorder_order) sent to POST
 * /public/analytics/onde/event (spec 2 §7) with the order, its vendor and its final total.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Order, Product } from '@souk/contracts';
import { cartResponseSchema } from '@souk/contracts/cart';
import { paramsOf, recordAnalyticsEvents } from './support/analytics-events.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts } from './support/cart-fixtures.ts';
import {
  assignCourier,
  completeDelivery,
  moveOrder,
  placeCashOrder,
  rigaCourierId,
} from './support/order-fixtures.ts';
import { signInContext, uniquePhone } from './support/sign-in.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
let product: Product;

beforeAll(async () => {
  ({ plain: product } = await findCartProducts(base(), 'riga'));
});

async function signedIn(options = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser(), options);
  await signInContext(context, base(), uniquePhone(), 'Marta');
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** What cancel_order and reorder_order carry about the order (spec 2 tracked events). */
const orderEventParams = (order: Order) => ({
  order_id: order.orderId,
  vendor_id: order.vendorId,
  value: order.finalTotal,
  currency: order.currencyCode,
});

const chip = (page: Page) => page.getByTestId('order-status-page').getByTestId('order-status-chip');

describe('orders history and order status (spec 2 §2, §4)', () => {
  it('desktop: a placed order is listed under active with its chip and opens its status page, which follows the vendor', async () => {
    const { context, page } = await signedIn();
    const order = await placeCashOrder(context, base(), product);
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    const row = page.getByTestId('orders-active').getByTestId('order-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('order-status-chip').textContent()).toBe('Awaiting confirmation');
    expect(await row.textContent()).toContain(`Order #${order.orderNumber}`);
    expect(await row.textContent()).toContain(order.vendorName);
    await expectNoAxeViolations(page);
    // Wide screens have the Orders icon in the header, with the active count.
    const headerOrders = page.getByRole('link', { name: 'Orders, 1 active order', exact: true });
    await expect.poll(() => headerOrders.getAttribute('data-testid')).toBe('header-orders');

    // Wide screens preview an order over the list; closing clears order and modal (spec 2 §2).
    await page.getByTestId('order-row-preview').click();
    await page.getByTestId('order-preview').waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(order.orderId);
    expect(new URL(page.url()).searchParams.get('modal')).toBe('OrdersHistoryOrderPreview');
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // Focus goes back to what opened the preview.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('order-row-preview');

    // A row opens the page its status names: an order awaiting the vendor is followed live.
    await row.click();
    await page.waitForURL(new RegExp(`/en/menu/orders/${order.orderId}/status$`));
    await expect.poll(() => chip(page).textContent()).toBe('Awaiting confirmation');
    await expect
      .poll(() => page.getByTestId('order-progress').locator('[aria-current="step"]').textContent())
      .toBe('Awaiting confirmation');
    await expectNoAxeViolations(page);

    // The page follows the order live (issue 13; e2e/order-tracking.test.ts goes further).
    await moveOrder(base(), order.orderId, 'APPROVED', 'vendor');
    await expect.poll(() => chip(page).textContent(), { timeout: 25_000 }).toBe('Preparing');
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    await context.close();
  });

  it('phone: cancel before the vendor accepts; after acceptance the refusal message shows', async () => {
    const { context, page } = await signedIn(PHONE);
    const first = await placeCashOrder(context, base(), product);
    const events = recordAnalyticsEvents(page);
    await page.goto(`${base()}/en/menu/orders/${first.orderId}/status`, {
      waitUntil: 'networkidle',
    });
    expect(paramsOf(events, 'cancel_order')).toBeUndefined();
    await page.getByTestId('order-cancel').click();
    await expect.poll(() => chip(page).textContent()).toBe('Cancelled');
    // The cancel is tracked once the API has agreed (spec 2 tracked events: cancel_order).
    await expect.poll(() => paramsOf(events, 'cancel_order')).toEqual(orderEventParams(first));
    expect(await page.getByTestId('order-outcome').textContent()).toContain(
      'The order was cancelled. We would love to see you back.',
    );
    // Cash was never taken: no refund notice.
    expect(await page.getByTestId('order-refund-notice').count()).toBe(0);
    await page.getByTestId('order-see-details').click();
    await page.waitForURL(new RegExp(`/menu/orders/${first.orderId}/details$`));

    const second = await placeCashOrder(context, base(), product);
    // The vendor accepts before the page has heard of it: its tracking socket is held silent,
    // so the cancel button is still there and the API's refusal is what the customer sees.
    await page.routeWebSocket(/\/api\/customer\/orders\/track\?/, () => undefined);
    await page.goto(`${base()}/en/menu/orders/${second.orderId}/status`, {
      waitUntil: 'networkidle',
    });
    await page.getByTestId('order-cancel').waitFor();
    await moveOrder(base(), second.orderId, 'APPROVED', 'vendor');
    await page.getByTestId('order-cancel').click();
    await expect
      .poll(() => page.getByTestId('order-cancel-refused').textContent())
      .toBe("We can't cancel the order as it's already processing...");
    // A refused cancel is not a cancel: only the first order's event was sent.
    expect(events.filter((sent) => sent.event === 'cancel_order')).toHaveLength(1);
    await context.close();
  });

  it("someone else's or an unknown order id is the 404 page", async () => {
    const { context, page } = await signedIn();
    const response = await page.goto(
      `${base()}/en/menu/orders/00000000-0000-4000-8000-000000000000/status`,
    );
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('order details (spec 2 §2 "Order details", "Review modal"; §7 reorder, invoice)', () => {
  it('desktop: a completed order is reviewed from its details, the invoice downloads as a PDF, and reorder fills the cart', async () => {
    const { context, page } = await signedIn();
    const named = await context.request.patch(`${base()}/api/customer/me`, {
      headers: { 'x-partner-code': 'souk' },
      data: { email: 'marta@example.com' },
    });
    expect(named.status()).toBe(200);
    const order = await placeCashOrder(context, base(), product);
    // Delivered by a courier, so the review asks for the courier's rating too.
    await assignCourier(base(), order.orderId, await rigaCourierId(base(), '+37120000007'));
    const completed = await completeDelivery(base(), order.orderId);
    expect(completed.review).toEqual({ vendor: true, courier: true });
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    const row = page.getByTestId('orders-delivered').getByTestId('order-row');
    expect(await row.getByTestId('order-status-chip').textContent()).toBe('Completed');
    await row.click();
    await page.waitForURL(new RegExp(`/en/menu/orders/${order.orderId}/details$`));
    await page.getByTestId('order-details-page').waitFor();
    await expectNoAxeViolations(page);

    // The invoice comes as a PDF download (GET …/invoice?externalBrowser=true).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('order-invoice').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // E-mailed: a toast names where it went (the dev outbox keeps it).
    await page.getByTestId('order-invoice-email').click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('The invoice was sent to marta@example.com');

    // Review: offered while the flags allow (completed within 48 hours), through the modal.
    await page.getByTestId('order-review').click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.getByTestId('review-send').click();
    await expect
      .poll(() => page.getByTestId('review-failure').textContent())
      .toBe('Choose a rating');
    await form.getByTestId('review-rating-vendor').getByTestId('review-star-4').click();
    // Each star is a radio named "n of 5" (an accessible radio group).
    expect(await form.getByRole('radio', { name: '4 of 5' }).first().isChecked()).toBe(true);
    await form.getByTestId('review-rating-courier').getByTestId('review-star-5').click();
    await page.getByTestId('review-text').fill('Warm and on time');
    await page.getByTestId('review-send').click();
    await expect.poll(() => page.getByTestId('review-form').count()).toBe(0);
    // Written once: the review action is gone.
    await expect.poll(() => page.getByTestId('order-review').count()).toBe(0);
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    await page.getByTestId('orders-reviews-link').click();
    await page.waitForURL(/\/en\/menu\/reviews$/);
    await page.getByTestId('review-row').waitFor();
    expect(await page.getByTestId('review-row').textContent()).toContain('Warm and on time');
    await expectNoAxeViolations(page);

    // Reorder puts the order's lines into a cart and opens it, and is tracked (reorder_order).
    const events = recordAnalyticsEvents(page);
    await page.goto(`${base()}/en/menu/orders/${order.orderId}/details`, {
      waitUntil: 'networkidle',
    });
    await page.getByTestId('order-reorder').click();
    await page.waitForURL(/\/en\/cart$/);
    await expect.poll(() => paramsOf(events, 'reorder_order')).toEqual(orderEventParams(completed));
    const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
    const res = await page.request.get(`${base()}/api/carts/${cartId}`, {
      headers: { 'x-partner-code': 'souk' },
    });
    const { cart } = cartResponseSchema.parse(await res.json());
    expect(cart.vendorCarts[0]?.items.map((i) => i.productId)).toEqual([product.id]);
    await context.close();
  });

  it('phone: the review is offered 47 hours after completion and refused after 48 (spec 2 §4 review inputs, §9 review window; dev clock moved)', async () => {
    const { context, page } = await signedIn(PHONE);
    const reviewed = await placeCashOrder(context, base(), product);
    const late = await placeCashOrder(context, base(), product);
    await completeDelivery(base(), reviewed.orderId);
    await completeDelivery(base(), late.orderId);
    const clock = (data: object) =>
      context.request.post(`${base()}/api/dev/clock`, {
        headers: { 'x-partner-code': 'souk' },
        data,
      });
    try {
      expect((await clock({ offsetMinutes: 47 * 60 })).status()).toBe(200);
      await page.goto(`${base()}/en/menu/orders/${reviewed.orderId}/details`, {
        waitUntil: 'networkidle',
      });
      await page.getByTestId('order-review').click();
      const form = page.getByTestId('review-form');
      await form.waitFor();
      await form.getByTestId('review-rating-vendor').getByTestId('review-star-5').click();
      await page.getByTestId('review-send').click();
      await expect.poll(() => page.getByTestId('review-form').count()).toBe(0);
      await expect.poll(() => page.getByTestId('order-review').count()).toBe(0);

      // 49 hours on, the other completed order offers no review, and the API refuses one.
      expect((await clock({ offsetMinutes: 49 * 60 })).status()).toBe(200);
      await page.goto(`${base()}/en/menu/orders/${late.orderId}/details`, {
        waitUntil: 'networkidle',
      });
      await page.getByTestId('order-details-page').waitFor();
      expect(await page.getByTestId('order-reorder').isVisible()).toBe(true);
      expect(await page.getByTestId('order-review').count()).toBe(0);
      const refused = await context.request.post(
        `${base()}/api/customer/me/orders/${late.orderId}/vendor_review`,
        { headers: { 'x-partner-code': 'souk' }, data: { rating: 5, text: '' } },
      );
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: 'Reviews can be left only for completed orders, within 48 hours of completion',
      });
    } finally {
      await clock({ reset: true });
    }
    await context.close();
  });

  it('phone, Arabic: the list reads right to left; details hide the mobile header and bottom navigation', async () => {
    const { context, page } = await signedIn(PHONE);
    const order = await placeCashOrder(context, base(), product);
    await moveOrder(base(), order.orderId, 'DECLINED', 'vendor');
    await page.goto(`${base()}/ar/menu/orders`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const row = page.getByTestId('orders-delivered').getByTestId('order-row');
    expect(await row.getByTestId('order-status-chip').textContent()).toBe('مرفوض');
    await expectNoAxeViolations(page);
    await row.click();
    await page.waitForURL(new RegExp(`/ar/menu/orders/${order.orderId}/details$`));
    await page.getByTestId('order-details-page').waitFor();
    expect(await page.getByTestId('order-outcome').textContent()).toContain('رفض المتجر الطلب.');
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('promo codes (spec 1 §2 menu "Promo codes", §7 GET /customer/me/promo-codes)', () => {
  it('phone: /menu/promocodes lists the codes the customer may use with what they take off', async () => {
    const { context, page } = await signedIn(PHONE);
    await page.goto(`${base()}/en/menu/promocodes`, { waitUntil: 'networkidle' });
    const welcome = page.getByTestId('promo-code').filter({ hasText: 'WELCOME10' });
    await expect.poll(() => welcome.getByTestId('promo-code-value').textContent()).toBe('10% off');
    expect(await welcome.textContent()).toContain('Valid until');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('bottom navigation (spec 2 §2 "Mobile bottom navigation": Orders with the active count)', () => {
  it('phone: the Orders badge shows how many orders are active', async () => {
    const { context, page } = await signedIn(PHONE);
    await placeCashOrder(context, base(), product);
    const done = await placeCashOrder(context, base(), product);
    await placeCashOrder(context, base(), product);
    await moveOrder(base(), done.orderId, 'DECLINED', 'vendor');
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    const orders = page.getByTestId('bottom-nav-orders');
    await expect.poll(() => orders.textContent()).toContain('2 active orders');
    await context.close();
  });
});
