/**
 * Paying an order (spec 2 §2 "Order payment" /menu/orders/{id}/payment, UserPayCardListPopUp,
 * IframeModal, SuccessScreenModal; §7 payment/create and payment/authorize; §8 "Payment could
 * not be processed. Please use a different payment method or contact support."):
 * - a card form closed unpaid leaves the order's payment page; a declined card leaves the order
 *   CREATED and its payment page says why; another card pays it there (phone, Arabic, right to
 *   left);
 * - a stored card comes preselected when it is the default, and pays without a form;
 * - a whole cash order placed with the keyboard alone, focus visible on the way.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardListSchema, bindFormResponseSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { orderableCart, pageOrders, rememberCart } from './support/checkout-cart.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';
import { focusRingShows, tabTo } from './support/keyboard.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

async function openCart(
  customer: ApiCustomer,
  viewport: typeof PHONE | typeof DESKTOP,
  lang: string,
  beforeCart?: (page: Page) => Promise<void>,
) {
  const base = server();
  const { cartId, addressId } = await orderableCart(base, customer);
  const context = await newContext(browser(), viewport);
  await useSession(context, base, customer);
  await rememberCart(context, cartId, addressId);
  const page = await context.newPage();
  if (beforeCart) await beforeCart(page);
  await page.goto(`${base}/${lang}/cart`, { waitUntil: 'networkidle' });
  const checkout = page.getByTestId('cart-checkout');
  await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
  return { base, page, context, checkout };
}

/** Types a sandbox test card into the gateway's form inside the IframeModal. */
async function payInFrame(page: Page, number: string) {
  await page.getByTestId('modal-IframeModal').waitFor();
  const gateway = page.frameLocator('[data-testid="payment-iframe"]');
  await gateway.locator('#number').fill(number);
  await gateway.locator('#expiry').fill('12/34');
  await gateway.locator('#cvv').fill('123');
  await gateway.locator('button[type="submit"]').click();
}

describe('paying an order (spec 2 §2 Order payment, §8 payment messages)', () => {
  it('phone, Arabic: the card form closed unpaid leaves the payment page; a declined card says why there; another card pays it', async () => {
    const customer = await signInByApi(server());
    const { base, page, context, checkout } = await openCart(customer, PHONE, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await checkout.click();
    const newCard = page.locator('[data-testid="payment-method"][data-method="NEW_CARD"]');
    expect(await newCard.textContent()).toBe('بطاقة جديدة');
    await newCard.click();
    // A card is paid right after placing: the button says both (spec 2 §2 checkout).
    expect(await page.getByTestId('checkout-place').textContent()).toMatch(
      /^تأكيد الطلب والدفع · /,
    );
    await page.getByTestId('checkout-place').click();
    await page.getByTestId('modal-IframeModal').waitFor();
    // Closed unpaid, the card form leaves the order's payment page, where it opens again.
    await page.keyboard.press('Escape');
    await page.getByTestId('modal-IframeModal').waitFor({ state: 'detached' });
    await page.getByTestId('order-payment').waitFor();
    await page.locator('[data-testid="payment-method"][data-method="NEW_CARD"]').click();
    await page.getByTestId('order-pay').click();
    await payInFrame(page, '4000 0000 0000 0002');

    // The order stays CREATED and its payment page says what happened, in Arabic.
    const [order] = await pageOrders(page, base);
    await page.waitForURL(`${base}/ar/menu/orders/${order?.orderId}/payment`);
    await expect
      .poll(() => page.getByTestId('payment-failure').textContent())
      .toBe('تعذّرت معالجة الدفع. يرجى استخدام طريقة دفع أخرى أو التواصل مع الدعم.');
    expect((await pageOrders(page, base))[0]?.status).toBe('CREATED');
    await page.getByTestId('payment-methods').waitFor();
    await expectNoAxeViolations(page);

    await page.locator('[data-testid="payment-method"][data-method="NEW_CARD"]').click();
    await page.getByTestId('order-pay').click();
    await payInFrame(page, '4242 4242 4242 4242');
    await page.getByTestId('success-screen').waitFor();
    const [paid] = await pageOrders(page, base);
    // The success screen speaks Arabic too, the order number kept as it is.
    await expect
      .poll(() => page.getByTestId('success-order-number').textContent())
      .toBe(`تم تقديم طلبك رقم ${paid?.orderNumber}.`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(paid?.paymentStatus).toBe('AUTHORIZED');
    expect(paid?.status).toBe('WAITING_APPROVAL');
    // A paid order's payment page leads to its status page.
    await page.goto(`${base}/ar/menu/orders/${paid?.orderId}/payment`);
    await page.waitForURL(`${base}/ar/menu/orders/${paid?.orderId}/status`);
    await context.close();
  });

  it('desktop: a card bound through the gateway comes preselected as the default and pays without a form', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const bind = await customer.call('/api/customer/me/cards/bind-form?localityCode=riga');
    expect(bind.status, await bind.clone().text()).toBe(200);
    const { url } = bindFormResponseSchema.parse(await bind.json());
    const { page, context, checkout } = await openCart(customer, DESKTOP, 'en', async (p) => {
      // The bind form is the gateway's page; the customer types the card there.
      await p.goto(new URL(url ?? '', base).toString());
      await p.locator('#number').fill('4242 4242 4242 4242');
      await p.locator('#expiry').fill('12/34');
      await p.locator('#cvv').fill('123');
      await p.locator('button[type="submit"]').click();
      await expect
        .poll(
          async () =>
            cardListSchema.parse(await (await customer.call('/api/customer/me/cards')).json())
              .length,
        )
        .toBe(1);
    });
    await checkout.click();
    const stored = page.locator('[data-testid="payment-method"][data-method^="card:"] input');
    await expect.poll(() => stored.isChecked()).toBe(true);
    await page.getByTestId('checkout-place').click();
    await page.getByTestId('success-screen').waitFor();
    const [order] = await pageOrders(page, base);
    expect(order?.paymentStatus).toBe('AUTHORIZED');
    expect(await page.getByTestId('modal-IframeModal').count()).toBe(0);
    await context.close();
  });

  it('desktop: "Save this card" starts unticked; ticked, the new card is kept and comes preselected at the next checkout', async () => {
    const customer = await signInByApi(server());
    const first = await openCart(customer, DESKTOP, 'en');
    await first.checkout.click();
    const page = first.page;
    await page.locator('[data-testid="payment-method"][data-method="NEW_CARD"]').click();
    const save = page.getByTestId('save-card').locator('input');
    expect(await save.isChecked()).toBe(false);
    expect(await page.getByTestId('save-card').textContent()).toBe('Save this card for next time');
    await expectNoAxeViolations(page, '[data-testid="checkout-section"]');
    await save.check();
    await page.getByTestId('checkout-place').click();
    await payInFrame(page, '4242 4242 4242 4242');
    await page.getByTestId('success-screen').waitFor();
    await first.context.close();

    // The next checkout offers the kept card among the stored ones, chosen, and it pays at once.
    const next = await openCart(customer, DESKTOP, 'en');
    await next.checkout.click();
    const stored = next.page.locator('[data-testid="payment-method"][data-method^="card:"]');
    await expect.poll(() => stored.count()).toBe(1);
    expect(await stored.textContent()).toContain('************4242');
    expect(await stored.locator('input').isChecked()).toBe(true);
    // A stored card is not a new card: nothing to save.
    expect(await next.page.getByTestId('save-card').count()).toBe(0);
    await next.page.getByTestId('checkout-place').click();
    await next.page.getByTestId('success-screen').waitFor();
    const orders = await pageOrders(next.page, next.base);
    expect(orders.map((o) => o.paymentStatus)).toEqual(['AUTHORIZED', 'AUTHORIZED']);
    await next.context.close();
  });

  it('desktop: a cash order placed with the keyboard alone, focus visible, Escape closes the success screen', async () => {
    const customer = await signInByApi(server());
    const { base, page, context } = await openCart(customer, DESKTOP, 'en');
    await tabTo(page, '[data-testid="cart-checkout"]');
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('payment-methods').waitFor();
    await tabTo(page, 'input[name="payment-method"]');
    expect(await focusRingShows(page)).toBe(true);
    // Arrow keys move the choice within the radio group.
    for (let step = 0; step < 5; step++) {
      const value = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
      if (value === 'CASH') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="checkout-place"]');
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByTestId('modal-SuccessScreenModal');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const [order] = await pageOrders(page, base);
    expect(order?.paymentType).toBe('CASH');
    await context.close();
  });
});
