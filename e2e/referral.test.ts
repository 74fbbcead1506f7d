/**
 * Spec 1 §2 "Referral (invite friends) /menu/referral" and spec 2 §7 "GET
 * /customer/me/promo-codes/referral returns code": the customer's own code with a copy button,
 * only where the locality's referralProgramSettings are enabled (the demo: Kuwait City, Arabic).
 */
import { describe, expect, inject, it } from 'vitest';
import { referralCodeResponseSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { signInByApi, useSession } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

describe('the referral page', () => {
  it('phone, Arabic: the code the API keeps for the customer, read left to right, copied with one tap', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const context = await newContext(browser(), PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await useSession(context, base, customer);
    const page = await context.newPage();
    await page.goto(`${base}/ar/menu/referral`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ادعُ أصدقاءك');

    const shown = page.getByTestId('referral-code');
    const code = (await shown.textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await shown.getAttribute('dir')).toBe('ltr');
    const res = await customer.call(
      '/api/customer/me/promo-codes/referral?localityCode=kuwait-city',
    );
    expect(referralCodeResponseSchema.parse(await res.json()).code).toBe(code);
    // The locality's own descriptions of what each side gets.
    await page.getByText('Your friend gets 1 KWD off their first order').waitFor();

    await page.getByTestId('referral-copy').click();
    await expect
      .poll(() => page.getByTestId('referral-copy-status').textContent())
      .toBe('تم نسخ الرمز');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Stable: the same code on the next visit.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('referral-code').textContent()).toBe(code);
    await context.close();
  });

  it("desktop, English: a customer whose cart is in Kuwait City gets Kuwait City's program, not the language's locality", async () => {
    const base = server();
    const customer = await signInByApi(base);
    // The customer's cart, as the storefront makes it on their first add in Kuwait City.
    const created = await customer.call('/api/carts', {
      method: 'POST',
      body: { localityCode: 'kuwait-city', receiptType: 'DELIVERY' },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, base, customer);
    const page = await context.newPage();
    await page.goto(`${base}/en/menu/referral`, { waitUntil: 'networkidle' });
    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    const res = await customer.call(
      '/api/customer/me/promo-codes/referral?localityCode=kuwait-city',
    );
    expect(referralCodeResponseSchema.parse(await res.json()).code).toBe(code);
    await page.getByText('Your friend gets 1 KWD off their first order').waitFor();
    expect(await page.getByTestId('referral-unavailable').count()).toBe(0);
    // The profile menu lists the page by the same locality.
    await page.goto(`${base}/en/menu/profile`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('menu-item-referral').count()).toBe(1);
    await context.close();
  });

  it('desktop: where the program is off the page says so; a visitor is asked to sign in', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, base, customer);
    const page = await context.newPage();
    // No cart to tell the customer's locality, and English has no locality of its own: the
    // first one (Riga) has no referral program.
    await page.goto(`${base}/en/menu/referral`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('referral-unavailable').textContent()).toBe(
      'The invite-a-friend program is not available right now.',
    );
    expect(await page.getByTestId('referral-code').count()).toBe(0);
    await context.close();

    const visitor = await newContext(browser(), DESKTOP);
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${base}/ar/menu/referral`, { waitUntil: 'networkidle' });
    expect(new URL(anonymous.url()).searchParams.get('modal')).toBe('AuthModal');
    expect(await anonymous.getByTestId('referral-code').count()).toBe(0);
    await visitor.close();
  });
});
