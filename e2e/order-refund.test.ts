/**
 * Spec 2 §4 "For orders paid online it adds a refund notice" and issue 12 (void on cancel): a
 * card order paid with the sandbox's test card, cancelled by the customer before the vendor
 * accepts, says on its status and details pages that the money went back to the card, and the
 * API shows the authorisation voided.
 */
import { describe, expect, inject, it } from 'vitest';
import { orderResponseSchema, paymentResponseSchema } from '@souk/contracts';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { orderableCart } from './support/checkout-cart.ts';
import type { ApiCustomer } from './support/customer-session.ts';
import { signInByApi, useSession } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

async function ok(res: Response, status = 200): Promise<unknown> {
  expect(res.status, `${res.url} ${await res.clone().text()}`).toBe(status);
  return res.json();
}

/** An ONLINE order placed from a Riga cart, with its card payment opened at the gateway. */
async function unpaidCardOrder(base: string, customer: ApiCustomer) {
  const { cartId } = await orderableCart(base, customer);
  const { order } = orderResponseSchema.parse(
    await ok(
      await customer.call('/api/customer/me/orders', {
        method: 'POST',
        body: { cartId, paymentType: 'ONLINE' },
      }),
      201,
    ),
  );
  const { payment } = paymentResponseSchema.parse(
    await ok(
      await customer.call(`/api/customer/me/orders/${order.orderId}/payment/create`, {
        method: 'POST',
        body: {},
      }),
    ),
  );
  return { order, payment };
}

describe('the refund notice of a cancelled card order (spec 2 §4, issue 12)', () => {
  it('phone: paid with 4242 4242 4242 4242, cancelled by the customer, the money is returned and the payment voided', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const { order, payment } = await unpaidCardOrder(base, customer);
    const readOrder = async () =>
      orderResponseSchema.parse(
        await ok(await customer.call(`/api/customer/me/orders/${order.orderId}`)),
      ).order;

    const context = await newContext(browser(), PHONE);
    await useSession(context, base, customer);
    const page = await context.newPage();
    // The gateway's own card form, as the IframeModal shows it.
    await page.goto(payment.formUrl ?? '', { waitUntil: 'networkidle' });
    await page.locator('#number').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12/34');
    await page.locator('#cvv').fill('123');
    await page.locator('button[type="submit"]').click();
    await expect.poll(async () => (await readOrder()).paymentStatus).toBe('AUTHORIZED');
    expect((await readOrder()).status).toBe('WAITING_APPROVAL');

    await page.goto(`${base}/en/menu/orders/${order.orderId}/status`, {
      waitUntil: 'networkidle',
    });
    await page.getByTestId('order-cancel').click();
    await expect
      .poll(() => page.getByTestId('order-refund-notice').textContent())
      .toBe('The money you paid online has been returned to your card.');
    expect(await page.getByTestId('order-outcome').textContent()).toContain(
      'The order was cancelled. We would love to see you back.',
    );

    // The API: the order cancelled, its authorisation voided at the gateway.
    expect(await readOrder()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOIDED' });
    const { payment: voided } = paymentResponseSchema.parse(
      await ok(
        await customer.call(`/api/customer/me/orders/${order.orderId}/payment/authorize`, {
          method: 'POST',
          body: { transactionID: payment.transactionID },
        }),
      ),
    );
    expect(voided.status).toBe('VOIDED');

    // The details page says it too, in Arabic, right to left.
    await page.goto(`${base}/ar/menu/orders/${order.orderId}/details`, {
      waitUntil: 'networkidle',
    });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect
      .poll(() => page.getByTestId('order-refund-notice').textContent())
      .toBe('أُعيد المبلغ الذي دفعته عبر الإنترنت إلى بطاقتك.');
    await context.close();
  });
});
