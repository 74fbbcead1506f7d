/**
 * One whole order with the keyboard alone (issue 12 "Done means"; WCAG 2.1.1 keyboard, 2.4.7
 * focus visible, 2.4.3 focus order): from the locality home /en/riga to the success screen with
 * Tab, Shift+Tab, Enter, Space, arrow keys and Escape. At every step the focused control shows
 * a ring, and a modal closed with Escape gives focus back to the control that opened it.
 * The customer is signed in with a saved address chosen in the tab, as after signing in.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Product } from '@souk/contracts';
import { DESKTOP, newContext, useSharedBrowser } from './support/browser.ts';
import { findCartProducts } from './support/cart-fixtures.ts';
import { pageOrders, savedRigaAddress } from './support/checkout-cart.ts';
import { signInByApi, useSession } from './support/customer-session.ts';
import { focusedTestId, focusInside, focusRingShows, tabTo } from './support/keyboard.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
let product: Product;

beforeAll(async () => {
  ({ plain: product } = await findCartProducts(base(), 'riga'));
});

/** Tab (or Shift+Tab) to `selector`, then the ring must show on what has focus. */
async function reach(page: Page, selector: string, back = false) {
  await tabTo(page, selector, { back, limit: 400 });
  expect(await focusRingShows(page), `focus ring on ${selector}`).toBe(true);
}

describe('a whole order with the keyboard alone (WCAG 2.1.1, 2.4.7)', () => {
  it('desktop: /en/riga → vendor → add until the minimum order → Cart (Escape returns focus) → /cart → cash → success screen', async () => {
    const customer = await signInByApi(base());
    const addressId = await savedRigaAddress(customer);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, base(), customer);
    await context.addInitScript((address) => {
      sessionStorage.setItem('lastAddressId', address);
    }, addressId);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${base()}/en/riga`, { waitUntil: 'networkidle' });

    // The vendor's card on the home: its name is the link that opens the vendor.
    await reach(page, `[data-testid="vendor-card"] a[href$="/vendor/${product.vendorId}"]`);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/en/riga/vendor/${product.vendorId}`));
    await page.getByTestId('product-item').first().waitFor();

    // Riga's minimum order is €10.00: add one unit at a time until the cart holds enough.
    const units = Math.max(1, Math.ceil(1000 / product.price));
    await reach(page, `[data-product-id="${product.id}"] [data-testid="product-add"]`);
    const count = page.getByTestId('header-cart-count');
    for (let unit = 1; unit <= units; unit++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => count.textContent()).toBe(String(unit));
      expect(await focusRingShows(page)).toBe(true);
    }

    // The header's cart opens the Cart modal; Escape closes it and focus is back on the button.
    await reach(page, '[data-testid="header-cart"]', true);
    await page.keyboard.press('Enter');
    const cartModal = page.getByTestId('modal-Cart');
    await cartModal.waitFor();
    await expect.poll(() => focusInside(cartModal)).toBe(true);
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Escape');
    await cartModal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe('header-cart');
    expect(await focusRingShows(page)).toBe(true);

    // Open again, and go on to checkout from the modal's footer.
    await page.keyboard.press('Enter');
    await cartModal.waitFor();
    await reach(page, '[data-testid="cart-go-to-checkout"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/cart$/);

    const checkout = page.getByTestId('cart-checkout');
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
    await reach(page, '[data-testid="cart-checkout"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('payment-methods').waitFor();

    // The payment choice is one radio group: arrows move within it, Space picks cash.
    await reach(page, 'input[name="payment-method"]');
    for (let step = 0; step < 5; step++) {
      const value = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
      if (value === 'CASH') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    expect(
      await page.locator('[data-testid="payment-method"][data-method="CASH"] input').isChecked(),
    ).toBe(true);
    expect(await focusRingShows(page)).toBe(true);

    await reach(page, '[data-testid="checkout-place"]');
    await page.keyboard.press('Enter');

    const success = page.getByTestId('modal-SuccessScreenModal');
    await success.getByTestId('success-screen').waitFor();
    await expect.poll(() => focusInside(success)).toBe(true);
    expect(await focusRingShows(page)).toBe(true);
    const [order] = await pageOrders(page, base());
    expect(order?.paymentType).toBe('CASH');
    expect(order?.status).toBe('WAITING_APPROVAL');
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'detached' });
    // The placed order left the cart, and focus did not fall off the page.
    await page.getByTestId('cart-checkout').waitFor({ state: 'detached' });
    expect(await pageOrders(page, base())).toHaveLength(1);
    await context.close();
  });
});
