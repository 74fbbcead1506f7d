/**
 * Checkout on /cart and the success screen (spec 2 §2 "Cart page", SuccessScreenModal,
 * IframeModal; §7 POST customer/me/orders and the payment calls; §8 payment messages):
 * - a cash order is placed once, however often the button is clicked (Idempotency-Key, the
 *   button disabled while placing), and the success screen names it and links to its status;
 * - cash above the locality's maximum is refused with "Cash order maximum amount {n} reached,
 *   please remove some items from the cart" (§8) in the cart's alert, and makes no order;
 * - begin_checkout and order_placed reach POST /public/analytics/onde/event (§7);
 * - a new card goes through the gateway's hosted form and its 3-D Secure page inside the
 *   IframeModal; the storefront then authorizes the payment and shows the success screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { orderableCart, pageOrders, rememberCart } from './support/checkout-cart.ts';
import { signInByApi, useSession } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

async function readyCheckout(viewport: typeof PHONE | typeof DESKTOP, aboveTotal = 0) {
  const base = server();
  const customer = await signInByApi(base);
  const { cartId, addressId } = await orderableCart(base, customer, { aboveTotal });
  const context = await newContext(browser(), viewport);
  await useSession(context, base, customer);
  await rememberCart(context, cartId, addressId);
  const page = await context.newPage();
  const events: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/analytics/onde/event')) {
      events.push(request.postDataJSON());
    }
  });
  await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
  const checkout = page.getByTestId('cart-checkout');
  await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
  await checkout.click();
  await page.getByTestId('payment-methods').waitFor();
  return { base, page, context, events };
}

describe('checkout on the cart (spec 2 §2, §7 orders)', () => {
  it('phone: cash is placed once even on a double click, the success screen names the order and links to its status, the cart empties', async () => {
    const { base, page, context, events } = await readyCheckout(PHONE);
    await expectNoAxeViolations(page, '[data-testid="checkout-section"]');
    await page.locator('[data-testid="payment-method"][data-method="CASH"]').click();
    // The two steps on /cart each say what they do: this one places the order for its total.
    expect(await page.getByTestId('checkout-place').textContent()).toMatch(/^Place order · €/);
    await page.getByTestId('checkout-place').dblclick();

    const success = page.getByTestId('success-screen');
    await success.waitFor();
    const orders = await pageOrders(page, base);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order?.paymentType).toBe('CASH');
    await expect
      .poll(() => page.getByTestId('success-order-number').textContent())
      .toBe(`Your order #${order?.orderNumber} is placed.`);
    expect(await page.getByTestId('success-follow-order').getAttribute('href')).toBe(
      `/en/menu/orders/${order?.orderId}/status`,
    );
    await expectNoAxeViolations(page, '[data-testid="modal-SuccessScreenModal"]');
    // Spec 2 tracked events: begin_checkout when the checkout opened, order_placed after.
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      {
        event: 'begin_checkout',
        params: expect.objectContaining({ currency: 'EUR', value: expect.any(Number) }),
      },
      expect.objectContaining({
        event: 'order_placed',
        params: expect.objectContaining({ order_id: order?.orderId, currency: 'EUR' }),
      }),
    ]);
    // The vendor's part left the cart with the order.
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-checkout').waitFor({ state: 'detached' });
    await context.close();
  });

  it('desktop: cash above the locality maximum is refused in the cart alert with the spec message (INVALID_CASH_AMOUNT) and makes no order', async () => {
    // Riga takes cash up to €150 (the demo seed).
    const { base, page, context } = await readyCheckout(DESKTOP, 15_000);
    await page.locator('[data-testid="payment-method"][data-method="CASH"]').click();
    await page.getByTestId('checkout-place').click();
    // The cart page's one alert says it, as it says the cart's own refusals (spec 2 §8).
    const alert = page.getByTestId('cart-alert');
    await alert.waitFor();
    expect(await alert.getByTestId('cart-alert-body').locator('p').allTextContents()).toEqual([
      'Cash order maximum amount €150.00 reached, please remove some items from the cart',
    ]);
    await expectNoAxeViolations(page, '[data-testid="cart-alert"]');
    expect(await pageOrders(page, base)).toHaveLength(0);
    await alert.getByTestId('cart-alert-confirm').click();
    await alert.waitFor({ state: 'detached' });
    // Nothing was placed: the cart is still there to change.
    expect(await page.getByTestId('cart-checkout').isVisible()).toBe(true);
    expect(await pageOrders(page, base)).toHaveLength(0);
    await context.close();
  });

  it('desktop: a new card pays through the hosted form and its 3-D Secure page in the IframeModal', async () => {
    const { base, page, context } = await readyCheckout(DESKTOP);
    await page.locator('[data-testid="payment-method"][data-method="NEW_CARD"]').click();
    expect(await page.getByTestId('checkout-place').textContent()).toMatch(
      /^Place order and pay · €/,
    );
    await page.getByTestId('checkout-place').click();

    await page.getByTestId('modal-IframeModal').waitFor();
    // The form opens over the order's payment page: closed unpaid, it leaves the customer there.
    const [placed] = await pageOrders(page, base);
    expect(new URL(page.url()).pathname).toBe(`/en/menu/orders/${placed?.orderId}/payment`);
    await expectNoAxeViolations(page, '[data-testid="modal-IframeModal"]');
    const gateway = page.frameLocator('[data-testid="payment-iframe"]');
    await gateway.locator('#number').fill('4000 0000 0000 3220');
    await gateway.locator('#expiry').fill('12/34');
    await gateway.locator('#cvv').fill('123');
    await gateway.locator('button[type="submit"]').click();
    await gateway.locator('button[value="approve"]').click();

    await page.getByTestId('success-screen').waitFor();
    const [order] = await pageOrders(page, base);
    expect(order?.paymentType).toBe('ONLINE');
    expect(order?.paymentStatus).toBe('AUTHORIZED');
    expect(order?.status).toBe('WAITING_APPROVAL');
    await context.close();
  });
});
