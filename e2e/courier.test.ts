import { describe, expect, inject, it } from 'vitest';
import { courierMeSchema } from '@souk/contracts';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { nationalDigits, readCode } from './support/sign-in.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

/** A seeded demo courier of Riga (apps/api/src/seed/seed-couriers.ts). */
const RIGA_COURIER = '+37120000002';

describe('courier sign-in (spec 1 §2 AuthCourierModal, AuthCourierConfirmModal; §6)', () => {
  it('a registered courier signs in; the token is kept as courier_authorization_token', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/riga?modal=AuthModal`, { waitUntil: 'networkidle' });
    await page.getByTestId('auth-switch-courier').click();
    await page.getByTestId('modal-AuthCourierModal').waitFor();
    const field = page.getByTestId('auth-phone');
    await expect.poll(() => field.inputValue()).toBe('+371 ');
    await field.press('End');
    await field.pressSequentially(nationalDigits(RIGA_COURIER));
    await page.getByTestId('auth-send-code').click();
    await page.getByTestId('modal-AuthCourierConfirmModal').waitFor();
    await expect.poll(() => page.getByTestId('auth-code-sent-to').textContent()).toMatch(/•.*02$/);
    await page.getByTestId('auth-code').fill(await readCode(server(), RIGA_COURIER));
    await page.getByTestId('courier-signed-in').waitFor();
    expect(await page.getByTestId('courier-signed-in').textContent()).toContain(
      'You are signed in as a courier',
    );

    const token = await page.evaluate(() => localStorage.getItem('courier_authorization_token'));
    expect(token).toBeTruthy();
    // The kept token is a working courier session (spec 1 §6), not a customer's.
    const courier = await fetch(`${server()}/api/courier/me`, {
      headers: { 'x-partner-code': 'souk', authorization: `Bearer ${token}` },
    });
    expect(courier.status).toBe(200);
    expect(courierMeSchema.parse(await courier.json()).phone).toBe(RIGA_COURIER);
    const customer = await fetch(`${server()}/api/customer/me`, {
      headers: { 'x-partner-code': 'souk', authorization: `Bearer ${token}` },
    });
    expect(customer.status).toBe(401);
    await context.close();
  });

  it("a number that is not a courier's is told so", async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/riga?modal=AuthCourierModal`, { waitUntil: 'networkidle' });
    const field = page.getByTestId('auth-phone');
    await expect.poll(() => field.inputValue()).toBe('+371 ');
    await field.press('End');
    await field.pressSequentially('29876543');
    await page.getByTestId('auth-send-code').click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('This phone number is not registered as a courier');
    await expect.poll(() => page.getByTestId('modal-AuthCourierModal').isVisible()).toBe(true);
    await context.close();
  });
});
