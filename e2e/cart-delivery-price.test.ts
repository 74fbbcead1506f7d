/**
 * CartDeliveryPriceVendorPopUp (spec 2 "Other cart-related popups … Cart delivery price"): the
 * Delivery line of the cart's totals opens a popup that explains the delivery price of the
 * cart's vendor from the server's numbers (spec 2 §3 prices): what delivery costs, the total
 * from which it is free and how much is left to add (spec 2 §5 amountToGetFreeDelivery), or
 * that it is free now, by the threshold or by a FREE_DELIVERY promo code (spec 2 §5 promo code
 * types). It is a button that works with the keyboard (spec 1 §2: popups close on Escape) and
 * reads right to left in Arabic. Carts are built through the API as a guest's.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogResponseSchema,
  vendorsPageSchema,
  type Product,
  type Vendor,
} from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema, type Cart } from '@souk/contracts/cart';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { focusedTestId } from './support/keyboard.ts';
import { productsOfOpenSections, quickAddableNow } from './support/orderable-products.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();
const PARTNER = { 'x-partner-code': 'souk' };
const POPUP = 'CartDeliveryPriceVendorPopUp';

async function publicApi<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const res = await fetch(`${server()}${path}`, { headers: PARTNER });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

/**
 * An open Riga vendor that charges for delivery and has a free-delivery threshold, with a
 * product quick-add adds at once that costs less than the threshold. Picked from what the API
 * says is open now: the seed's vendors keep real hours.
 */
async function vendorWithThreshold(): Promise<{ vendor: Vendor; product: Product }> {
  for (let page = 1; ; page++) {
    const list = await publicApi(
      `/api/public/localities/riga/vendors?page=${page}`,
      vendorsPageSchema,
    );
    const candidates = list.vendors.filter(
      (v) => v.working && v.deliveryPrice > 0 && v.freeDeliveryFrom !== null,
    );
    for (const vendor of candidates) {
      const freeFrom = vendor.freeDeliveryFrom ?? 0;
      const catalog = await publicApi(`/api/vendors/${vendor.id}/catalogue`, catalogResponseSchema);
      const product = productsOfOpenSections(catalog).find(
        (p) =>
          quickAddableNow(p) &&
          p.price < freeFrom &&
          (p.maxCount === null || p.maxCount * p.price > freeFrom),
      );
      if (product) return { vendor, product };
    }
    if (page >= list.totalPages) break;
  }
  throw new Error('No open Riga vendor with a free-delivery threshold right now');
}

/** A guest delivery cart of one unit of `product`, kept by the tab as the storefront keeps it. */
async function guestCart(page: Page, product: Product): Promise<{ cartId: string; cart: Cart }> {
  const created = await page.request.post(`${server()}/api/carts`, {
    headers: PARTNER,
    data: { localityCode: 'riga', receiptType: 'DELIVERY' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { cartId } = createCartResponseSchema.parse(await created.json());
  await page.context().addInitScript((id) => localStorage.setItem('cartId', id), cartId);
  const added = await page.request.post(`${server()}/api/carts/${cartId}/products`, {
    headers: PARTNER,
    data: { vendorId: product.vendorId, productId: product.id, count: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  return { cartId, cart: cartResponseSchema.parse(await added.json()).cart };
}

/** The server's cart after a call with the page's own cookies. */
async function cartAfter(response: Awaited<ReturnType<Page['request']['put']>>): Promise<Cart> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return cartResponseSchema.parse(await response.json()).cart;
}

/** Euros as an English page writes them, spelt out here rather than through the app's formatter. */
const euros = (minor: number) =>
  `€${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const opener = (page: Page) => page.getByTestId(`${POPUP}-open`);
const popup = (page: Page) => page.getByTestId(POPUP);
const popupOpen = (page: Page) => popup(page).evaluate((node) => node.matches(':popover-open'));
const popupLines = (page: Page) => popup(page).locator('div > p').allTextContents();

async function openCartPage(page: Page, locale = 'en') {
  await page.goto(`${server()}/${locale}/cart`, { waitUntil: 'networkidle' });
  await page.getByTestId('cart-totals').waitFor();
  await opener(page).waitFor();
}

describe('CartDeliveryPriceVendorPopUp (spec 2 cart popups, §3 prices, §5 free delivery)', () => {
  it('phone: below the threshold it names the price, the free-from total and what is left; with the keyboard it opens, Escape closes it and focus stays on the Delivery line; above the threshold it says delivery is free', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const { vendor, product } = await vendorWithThreshold();
    const { cart } = await guestCart(page, product);
    const part = cart.vendorCarts[0];
    const freeFrom = vendor.freeDeliveryFrom ?? 0;
    expect(cart.currencyCode).toBe('EUR');
    expect(part?.deliveryCost).toBe(vendor.deliveryPrice);
    const left = cart.prices.amountToGetFreeDelivery ?? 0;
    expect(left).toBe(freeFrom - (part?.totalPrice ?? 0));
    expect(left).toBeGreaterThan(0);

    await openCartPage(page);
    expect(await popupOpen(page)).toBe(false);
    // The vendor's name is a heading under the page's title: the outline skips no level.
    await page.getByRole('heading', { level: 2, name: part?.vendorName }).waitFor();
    const levels = await page
      .locator('#main-content')
      .getByRole('heading')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
    expect(skips, levels.join(' ')).toEqual([]);
    // A button named by its text, reached and pressed with the keyboard.
    expect(await opener(page).evaluate((node) => node.tagName)).toBe('BUTTON');
    expect(await opener(page).getAttribute('aria-label')).toBe('Delivery price details');
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => popupOpen(page)).toBe(true);
    expect(await popup(page).getAttribute('aria-label')).toBe(`Delivery by ${part?.vendorName}`);
    expect(await popupLines(page)).toEqual([
      `Delivery costs ${euros(vendor.deliveryPrice)}`,
      `Free delivery on orders from ${euros(freeFrom)}`,
      `Add ${euros(left)} more to get free delivery`,
    ]);
    await expectNoAxeViolations(page, `[data-testid="${POPUP}"]`);
    await page.keyboard.press('Escape');
    await expect.poll(() => popupOpen(page)).toBe(false);
    expect(await focusedTestId(page)).toBe(`${POPUP}-open`);

    // Past the threshold the vendor's delivery is free, and the popup says so.
    const line = part?.items[0];
    const above = await cartAfter(
      await page.request.put(
        `${server()}/api/carts/${part?.vendorCartId}/products/${line?.cartProductId}`,
        { headers: PARTNER, data: { count: Math.floor(freeFrom / (line?.price ?? 1)) + 1 } },
      ),
    );
    expect(above.prices.amountToGetFreeDelivery).toBe(0);
    expect(above.prices.deliveryTotal).toBe(0);
    await openCartPage(page);
    await expect.poll(() => page.getByTestId('cart-delivery-total').textContent()).toBe('Free');
    await opener(page).click();
    await expect.poll(() => popupOpen(page)).toBe(true);
    expect(await popupLines(page)).toEqual([
      `Free delivery on orders from ${euros(freeFrom)}`,
      'Delivery is free for this order',
    ]);
    await context.close();
  });

  it('desktop: a FREE_DELIVERY promo code makes delivery free below the threshold, and the popup says the code did it', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    const { vendor, product } = await vendorWithThreshold();
    const { cartId } = await guestCart(page, product);
    const freeFrom = vendor.freeDeliveryFrom ?? 0;
    const promo = await cartAfter(
      await page.request.post(`${server()}/api/carts/${cartId}/promo-code`, {
        headers: PARTNER,
        data: { code: 'FREEDELIVERY' },
      }),
    );
    expect(promo.promocode?.result).toBe('OK');
    expect(promo.prices.deliveryTotal).toBe(0);
    expect(promo.prices.amountToGetFreeDelivery).toBeGreaterThan(0);

    await openCartPage(page);
    await opener(page).click();
    await expect.poll(() => popupOpen(page)).toBe(true);
    expect(await popupLines(page)).toEqual([
      `Delivery costs ${euros(vendor.deliveryPrice)}`,
      `Free delivery on orders from ${euros(freeFrom)}`,
      'Delivery is free with your promo code',
    ]);
    await expectNoAxeViolations(page, `[data-testid="${POPUP}"]`);
    // A click outside closes it (the popup's light dismiss).
    await page.getByTestId('cart-total').click();
    await expect.poll(() => popupOpen(page)).toBe(false);
    await context.close();
  });

  it('desktop, Arabic: the page reads right to left and the popup opens with its Arabic text', async () => {
    const context = await newContext(browser(), { ...DESKTOP, locale: 'ar' });
    const page = await context.newPage();
    const { product } = await vendorWithThreshold();
    await guestCart(page, product);
    await openCartPage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await opener(page).getAttribute('aria-label')).toBe('التوصيل: تفاصيل السعر');
    await opener(page).click();
    await expect.poll(() => popupOpen(page)).toBe(true);
    const lines = await popupLines(page);
    expect(lines[1]).toMatch(/^توصيل مجاني للطلبات من /);
    expect(lines[2]).toMatch(/^أضف .+ أخرى لتحصل على توصيل مجاني$/);
    // Laid out right to left: the popup's text starts at its right edge.
    expect(await popup(page).evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    await expectNoAxeViolations(page, `[data-testid="${POPUP}"]`);
    await page.keyboard.press('Escape');
    await expect.poll(() => popupOpen(page)).toBe(false);
    await context.close();
  });
});
