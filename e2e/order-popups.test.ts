/**
 * The popups of spec 1 §2 / spec 2 §2 that Souk opens by URL like its modals:
 * - OrdersHistoryOrderStatusPreviewPopUp: a phone's preview of an active order's steps, from its
 *   row in /menu/orders;
 * - OrdersHistoryOrderDetailsPreviewPopUp: a phone's preview of a finished order's lines and
 *   totals, from its row;
 * - PersonalPromoCodesPopUp: the customer's codes (type, value, expiry) from the checkout on
 *   /cart.
 * Each one: focus inside while open (Tab does not leave it), Escape closes it by the closing rule
 * (spec 1 §2: order previews clear `order` and `modal`), focus goes back to what opened it, and
 * axe finds no WCAG 2.2 AA violation.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Product } from '@souk/contracts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts } from './support/cart-fixtures.ts';
import { orderableCart, rememberCart } from './support/checkout-cart.ts';
import { signInByApi, useSession } from './support/customer-session.ts';
import { focusedTestId, focusInside, focusRingShows, tabTo } from './support/keyboard.ts';
import { moveOrder, placeCashOrder } from './support/order-fixtures.ts';
import { signInContext, uniquePhone } from './support/sign-in.ts';

const base = () => inject('baseUrl');
const browser = useSharedBrowser();
let product: Product;

beforeAll(async () => {
  ({ plain: product } = await findCartProducts(base(), 'riga'));
});

async function signedInPhone() {
  const context = await newContext(browser(), PHONE);
  await signInContext(context, base(), uniquePhone(), 'Marta');
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Tabs round the open dialog: focus never reaches the page behind it (the native modal dialog
 * makes that page inert). Past its last control focus may rest on the browser's own controls
 * (no element of the page focused), and the next Tab brings it back into the dialog.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  let insideAgain = 0;
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    const inside = await focusInside(dialog);
    const onPageBehind = await page.evaluate(
      () => document.activeElement !== null && document.activeElement !== document.body,
    );
    expect(inside || !onPageBehind, `after Tab ${step + 1}`).toBe(true);
    if (inside) insideAgain += 1;
  }
  expect(insideAgain).toBeGreaterThan(2);
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

describe('order previews on a phone (spec 2 §2 "Order previews", spec 1 §2 closing rules)', () => {
  it('phone: an active order row opens OrdersHistoryOrderStatusPreviewPopUp with its steps; Escape closes it and clears order and modal', async () => {
    const { context, page } = await signedInPhone();
    const order = await placeCashOrder(context, base(), product);
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    const row = page
      .getByTestId('orders-active')
      .locator('li')
      .filter({
        has: page.locator(`[data-order-id="${order.orderId}"]`),
      });
    const opener = row.getByTestId('order-row-popup');
    expect(await opener.getAttribute('aria-label')).toBe(`Status of order #${order.orderNumber}`);
    // The desktop preview is not offered on a phone.
    expect(await row.getByTestId('order-row-preview').isVisible()).toBe(false);
    await opener.focus();
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByTestId('modal-OrdersHistoryOrderStatusPreviewPopUp');
    const preview = dialog.getByTestId('order-status-preview');
    await preview.waitFor();
    expect(searchOf(page).get('order')).toBe(order.orderId);
    expect(searchOf(page).get('modal')).toBe('OrdersHistoryOrderStatusPreviewPopUp');
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Order status',
    );
    expect(
      await preview.getByTestId('order-progress').locator('[aria-current="step"]').textContent(),
    ).toBe('Awaiting confirmation');
    expect(await preview.getByTestId('order-preview-open').getAttribute('href')).toBe(
      `/en/menu/orders/${order.orderId}/status`,
    );
    await expectNoAxeViolations(page, 'dialog[open]');
    await expectFocusTrapped(page, dialog);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => focusedTestId(page)).toBe('order-row-popup');
    await context.close();
  });

  it('phone: a finished order row opens OrdersHistoryOrderDetailsPreviewPopUp with its outcome, lines and total; the close button returns focus', async () => {
    const { context, page } = await signedInPhone();
    const order = await placeCashOrder(context, base(), product);
    await moveOrder(base(), order.orderId, 'DECLINED', 'vendor');
    await page.goto(`${base()}/en/menu/orders`, { waitUntil: 'networkidle' });
    const opener = page.getByTestId('orders-delivered').getByTestId('order-row-popup');
    expect(await opener.getAttribute('aria-label')).toBe(`Details of order #${order.orderNumber}`);
    await opener.click();

    const dialog = page.getByTestId('modal-OrdersHistoryOrderDetailsPreviewPopUp');
    const preview = dialog.getByTestId('order-details-preview');
    await preview.waitFor();
    expect(searchOf(page).get('modal')).toBe('OrdersHistoryOrderDetailsPreviewPopUp');
    expect(await preview.getByTestId('order-outcome').textContent()).toContain(
      'The vendor declined the order.',
    );
    expect(await preview.getByTestId('order-lines').locator('li').count()).toBe(1);
    expect(await preview.getByTestId('order-totals').textContent()).toContain('Total');
    expect(await preview.getByTestId('order-preview-open').getAttribute('href')).toBe(
      `/en/menu/orders/${order.orderId}/details`,
    );
    await expectNoAxeViolations(page, 'dialog[open]');
    await expectFocusTrapped(page, dialog);

    await dialog.getByTestId('dialog-close').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => focusedTestId(page)).toBe('order-row-popup');
    await context.close();
  });
});

describe('PersonalPromoCodesPopUp (spec 2 §2 "Other cart-related popups")', () => {
  it('desktop: the checkout on /cart opens the customer’s codes with type, value and expiry; Escape closes and focus returns', async () => {
    const customer = await signInByApi(base());
    const { cartId, addressId } = await orderableCart(base(), customer);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, base(), customer);
    await rememberCart(context, cartId, addressId);
    const page = await context.newPage();
    await page.goto(`${base()}/en/cart`, { waitUntil: 'networkidle' });
    const checkout = page.getByTestId('cart-checkout');
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
    await checkout.click();
    const opener = page.getByTestId('checkout-promo-codes');
    expect(await opener.textContent()).toBe('My promo codes');
    await tabTo(page, '[data-testid="checkout-promo-codes"]');
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByTestId('modal-PersonalPromoCodesPopUp');
    await dialog.getByTestId('personal-promo-codes').waitFor();
    expect(searchOf(page).get('currency')).toBe('EUR');
    const welcome = dialog.getByTestId('promo-code').filter({ hasText: 'WELCOME10' });
    expect(await welcome.getByTestId('promo-code-value').textContent()).toBe('10% off');
    expect(await welcome.textContent()).toContain('Valid until');
    await expectNoAxeViolations(page, 'dialog[open]');
    await expectFocusTrapped(page, dialog);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => focusedTestId(page)).toBe('checkout-promo-codes');
    // The checkout is still there to go on with.
    expect(await page.getByTestId('checkout-place').isVisible()).toBe(true);
    await context.close();
  });
});
