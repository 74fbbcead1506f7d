/**
 * Alert PAY_DELIVERY at placement (spec 2 §8 names it; Souk's meaning: the order would charge a
 * delivery cost the customer has not seen). The cart page shows free delivery; "another tab"
 * (the same customer's session, through the API) lowers the count below the vendor's
 * free-delivery threshold; "Place order" in the first tab then asks before charging delivery:
 * - agreeing places the order with that delivery total (a new body, so a new Idempotency-Key);
 * - "Back to cart" shows the cart with the delivery cost, and ordering again asks nothing more.
 *
 * Between the API change and the click nothing reads the cart again: the cart page reads it on
 * its own only when the tab becomes visible again (two-tab refresh), and a journey's only page
 * never stops being visible, so the click always meets the stale free-delivery cart.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogResponseSchema,
  vendorsPageSchema,
  type Product,
  type Vendor,
} from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts/cart';
import { decideQuickAdd } from '@souk/core';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import { pageOrders, rememberCart, savedRigaAddress } from './support/checkout-cart.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();
const partner = { 'x-partner-code': 'souk' };

let clockMoved = false;
afterAll(async () => {
  if (clockMoved) await moveServerClock(server(), { reset: true });
});

async function api<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const res = await fetch(`${server()}${path}`, { headers: partner });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

interface FreeFromPick {
  vendor: Vendor & { freeDeliveryFrom: number };
  product: Product;
  /** Units that reach free delivery; one fewer falls below it and stays above the minimum. */
  units: number;
}

/** Units of `price` that reach `freeFrom`, when one fewer still reaches the minimum order. */
function unitsAcross(price: number, freeFrom: number, minOrder: number): number | null {
  const units = Math.ceil(freeFrom / price);
  return units >= 2 && (units - 1) * price >= minOrder ? units : null;
}

/** An open Riga vendor that charges for delivery below a threshold, and a product to cross it. */
async function openFreeFromVendor(): Promise<FreeFromPick | null> {
  for (let page = 1; ; page++) {
    const list = await api(`/api/public/localities/riga/vendors?page=${page}`, vendorsPageSchema);
    for (const vendor of list.vendors) {
      const freeFrom = vendor.freeDeliveryFrom;
      if (!vendor.working || freeFrom === null || vendor.deliveryPrice === 0) continue;
      const catalog = await api(`/api/vendors/${vendor.id}/catalogue`, catalogResponseSchema);
      for (const product of catalog.sections
        .filter((section) => section.timeAvailability.available)
        .flatMap((section) => section.products)) {
        if (!product.available || !product.timeAvailabilityInfo.available) continue;
        if (decideQuickAdd(product).result !== 'SUCCESS') continue;
        const units = unitsAcross(product.price, freeFrom, vendor.minOrderPrice);
        if (units === null || (product.maxCount !== null && product.maxCount < units)) continue;
        return { vendor: { ...vendor, freeDeliveryFrom: freeFrom }, product, units };
      }
    }
    if (page >= list.totalPages) return null;
  }
}

/** The demo kitchens keep real hours: at night the clock goes to Riga's noon for this file. */
async function pickVendor(): Promise<FreeFromPick> {
  const now = await openFreeFromVendor();
  if (now) return now;
  await serverClockAt(server(), 'Europe/Riga', 12);
  clockMoved = true;
  const noon = await openFreeFromVendor();
  if (!noon) throw new Error('No open Riga vendor with a free-delivery threshold');
  return noon;
}

/** A delivery cart with free delivery on screen, through the API; returns its one line. */
async function freeDeliveryCart(customer: ApiCustomer, pick: FreeFromPick) {
  const addressId = await savedRigaAddress(customer);
  const created = await customer.call('/api/carts', {
    method: 'POST',
    body: { localityCode: 'riga', receiptType: 'DELIVERY', customerAddressId: addressId },
  });
  expect(created.status, await created.clone().text()).toBeLessThan(300);
  const { cartId } = createCartResponseSchema.parse(await created.json());
  const added = await customer.call(`/api/carts/${cartId}/products`, {
    method: 'POST',
    body: { vendorId: pick.vendor.id, productId: pick.product.id, count: pick.units },
  });
  expect(added.status, await added.clone().text()).toBeLessThan(300);
  const { cart } = cartResponseSchema.parse(await added.json());
  expect(cart.prices.deliveryTotal).toBe(0);
  const part = cart.vendorCarts[0]!;
  return { cartId, addressId, vendorCartId: part.vendorCartId, line: part.items[0]! };
}

/** The other tab: one unit fewer, below the threshold; answers the delivery total now. */
async function lowerBelowThreshold(
  customer: ApiCustomer,
  vendorCartId: string,
  line: { cartProductId: string; count: number },
) {
  const lowered = await customer.call(`/api/carts/${vendorCartId}/products/${line.cartProductId}`, {
    method: 'PUT',
    body: { count: line.count - 1 },
  });
  expect(lowered.status, await lowered.clone().text()).toBe(200);
  const { cart } = cartResponseSchema.parse(await lowered.json());
  expect(cart.prices.deliveryTotal).toBeGreaterThan(0);
  return cart.prices;
}

const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

async function openCheckout(page: Page) {
  const checkout = page.getByTestId('cart-checkout');
  await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
  await checkout.click();
  await page.getByTestId('payment-methods').waitFor();
  await page.locator('[data-testid="payment-method"][data-method="CASH"]').click();
}

async function freeDeliveryOnScreen(viewport: typeof PHONE | typeof DESKTOP) {
  const base = server();
  const pick = await pickVendor();
  const customer = await signInByApi(base);
  const cart = await freeDeliveryCart(customer, pick);
  const context = await newContext(browser(), viewport);
  await useSession(context, base, customer);
  await rememberCart(context, cart.cartId, cart.addressId);
  const page = await context.newPage();
  await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('cart-delivery-total').textContent()).toBe('Free');
  await openCheckout(page);
  return { base, page, context, customer, cart };
}

describe('PAY_DELIVERY: no delivery cost charged unseen (spec 2 §8)', () => {
  it('phone: delivery that stopped being free is asked about; agreeing places the order with it', async () => {
    const { base, page, context, customer, cart } = await freeDeliveryOnScreen(PHONE);
    const now = await lowerBelowThreshold(customer, cart.vendorCartId, cart.line);

    await page.getByTestId('checkout-place').click();
    const alert = page.getByTestId('pay-delivery-alert');
    await alert.waitFor();
    expect(await alert.getByTestId('pay-delivery-text').textContent()).toBe(
      `Delivery for this order now costs ${euros(now.deliveryTotal)}.`,
    );
    await expectNoAxeViolations(page, '[data-testid="pay-delivery-alert"]');
    // Asking placed nothing.
    expect(await pageOrders(page, base)).toHaveLength(0);

    await alert.getByTestId('pay-delivery-confirm').click();
    await page.getByTestId('success-screen').waitFor();
    const orders = await pageOrders(page, base);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.prices.deliveryTotal).toBe(now.deliveryTotal);
    expect(orders[0]?.finalTotal).toBe(now.finalTotal);
    await context.close();
  });

  it('desktop: "Back to cart" shows the delivery cost; ordering again asks nothing more', async () => {
    const { base, page, context, customer, cart } = await freeDeliveryOnScreen(DESKTOP);
    const now = await lowerBelowThreshold(customer, cart.vendorCartId, cart.line);

    await page.getByTestId('checkout-place').click();
    const alert = page.getByTestId('pay-delivery-alert');
    await alert.waitFor();
    await alert.getByTestId('pay-delivery-back').click();
    await alert.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('cart-delivery-total').textContent())
      .toBe(euros(now.deliveryTotal));
    expect(await pageOrders(page, base)).toHaveLength(0);

    // The changed cart closed the checkout; focus, which the alert gave back inside it, does
    // not fall to the page but lands on the Checkout button that opens it again.
    await page.getByTestId('checkout-section').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('cart-checkout');
    // Opened again, it sends the delivery now shown.
    await openCheckout(page);
    await page.getByTestId('checkout-place').click();
    await page.getByTestId('success-screen').waitFor();
    expect(await alert.count()).toBe(0);
    const [order] = await pageOrders(page, base);
    expect(order?.prices.deliveryTotal).toBe(now.deliveryTotal);
    await context.close();
  });
});
