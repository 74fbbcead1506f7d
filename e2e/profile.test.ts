import { describe, expect, inject, it } from 'vitest';
import { customerMeSchema } from '@souk/contracts';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { signInContext, uniquePhone } from './support/sign-in.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

async function me(context: BrowserContext) {
  const response = await context.request.get(`${server()}/api/customer/me`, {
    headers: { 'x-partner-code': 'souk' },
  });
  return {
    status: response.status(),
    body: response.ok() ? customerMeSchema.parse(await response.json()) : null,
  };
}

describe('profile area (spec 1 §2 profile layout, personal info, menu, languages)', () => {
  it('desktop: /menu becomes /menu/profile; personal info is edited with field errors shown', async () => {
    const context = await newContext(browser(), DESKTOP);
    await signInContext(context, server(), uniquePhone(), 'Anna');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu`, { waitUntil: 'networkidle' });
    await page.waitForURL(/\/en\/menu\/profile$/);
    // The side bar sits beside the content on desktop.
    await expect.poll(() => page.getByTestId('profile-sidebar').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('personal-info-form').isVisible()).toBe(true);
    const form = page.getByTestId('personal-info-form');
    await expect.poll(() => form.locator('input[name="name"]').inputValue()).toBe('Anna');

    await form.locator('input[name="email"]').fill('not-an-email');
    await form.locator('input[name="name"]').fill('A');
    await page.getByTestId('personal-info-save').click();
    // Every failing field at once (spec 1 §5).
    await expect
      .poll(() => page.getByTestId('field-error-email').textContent())
      .toBe('Enter a valid e-mail address');
    await expect
      .poll(() => page.getByTestId('field-error-name').textContent())
      .toBe('From 2 to 30 letters');

    await form.locator('input[name="name"]').fill('Anna Maria');
    await form.locator('input[name="email"]').fill('Anna.Maria@Example.com');
    await form.locator('input[name="birthDate"]').fill('1990-04-12');
    await page.getByTestId('personal-info-save').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Saved');
    expect((await me(context)).body).toMatchObject({
      name: 'Anna Maria',
      email: 'Anna.Maria@Example.com',
      birthDate: '1990-04-12',
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('profile-name').textContent()).toBe('Anna Maria');
    expect(await form.locator('input[name="birthDate"]').inputValue()).toBe('1990-04-12');
    await context.close();
  });

  it("the server's field errors show under their field", async () => {
    const context = await newContext(browser(), DESKTOP);
    await signInContext(context, server(), uniquePhone(), 'Ilze');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu/profile`, { waitUntil: 'networkidle' });
    // Well formed, so the page sends it, but longer than the 254 characters the server keeps.
    const label = `${'b'.repeat(60)}.`;
    const email = `${'a'.repeat(60)}@${label.repeat(4)}example.com`;
    expect(email.length).toBeGreaterThan(254);
    const form = page.getByTestId('personal-info-form');
    await form.locator('input[name="email"]').fill(email);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/customer/me') && r.request().method() === 'PATCH',
      ),
      page.getByTestId('personal-info-save').click(),
    ]);
    expect(response.status()).toBe(400);
    await expect
      .poll(() => page.getByTestId('field-error-email').textContent())
      .toBe('Enter a valid e-mail address');
    expect((await me(context)).body?.email).toBeNull();
    await context.close();
  });

  it('healthy lifestyle saves at once; on failure a toast and the toggle stays', async () => {
    const context = await newContext(browser(), DESKTOP);
    await signInContext(context, server(), uniquePhone(), 'Rui');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu/profile`, { waitUntil: 'networkidle' });
    const toggle = page.getByTestId('healthy-toggle');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(async () => (await me(context)).body?.healthyLifestyle).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    // The API is unreachable for this one call: spec 1 §8 "Update user failure".
    await page.route('**/api/customer/me', (route) =>
      route.request().method() === 'PATCH' ? route.abort('failed') : route.fallback(),
    );
    await toggle.click();
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('Something went wrong. Please try again.');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect((await me(context)).body?.healthyLifestyle).toBe(true);
    await context.close();
  });

  it('phone: /menu shows the side bar alone, other pages the content alone with a way back', async () => {
    const context = await newContext(browser(), PHONE);
    await signInContext(context, server(), uniquePhone(), 'Jānis');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/en/menu');
    await expect.poll(() => page.getByTestId('profile-sidebar').isVisible()).toBe(true);
    // Menu list of spec 1 §2, addresses with their count, the language by name.
    expect(await page.getByTestId('menu-detail-addresses').textContent()).toBe('0');
    expect(await page.getByTestId('menu-detail-languages').textContent()).toBe('English');
    await page.getByTestId('menu-item-profile').click();
    await page.getByTestId('personal-info-form').waitFor();
    await expect.poll(() => page.getByTestId('profile-sidebar').isVisible()).toBe(false);
    await page.getByTestId('profile-back').click();
    await page.waitForURL(/\/en\/menu$/);
    // The URL changes first; React renders the menu a moment later.
    await expect.poll(() => page.getByTestId('profile-sidebar').isVisible()).toBe(true);
    await context.close();
  });

  it('changing language switches the page and saves it on the profile; logout clears the session and kept state', async () => {
    const context = await newContext(browser(), DESKTOP);
    await signInContext(context, server(), uniquePhone(), 'Olena');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu/profile`, { waitUntil: 'networkidle' });
    await page.getByTestId('menu-item-languages').click();
    await page.getByTestId('languages-list').waitFor();
    await page.getByTestId('language-radio-lv').check();
    await page.waitForURL(/\/lv\/menu\/languages$/);
    // The URL changes as the new page's data arrives; React renders it a moment later.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Valoda');
    await expect
      .poll(() => page.getByTestId('menu-detail-languages').textContent())
      .toBe('Latviešu');
    await expect.poll(async () => (await me(context)).body?.lang).toBe('lv');

    // Kept state the logout must clear (spec 1 §4): the stored cart and last address.
    await page.evaluate(() => {
      localStorage.setItem('cartId', 'stale-cart');
      sessionStorage.setItem('lastAddressId', 'stale-address');
    });
    await page.getByTestId('profile-logout').click();
    await page.waitForURL((url) => !url.pathname.includes('/menu'));
    await page.getByTestId('header-sign-in').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('lastAddressId'))).toBeNull();
    expect((await me(context)).status).toBe(401);
    await page.goto(`${server()}/lv/menu/profile`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).search).toBe('?modal=AuthModal');
    await context.close();
  });

  it('deleting the account signs out; signing in again cancels the deletion', async () => {
    const context = await newContext(browser(), DESKTOP);
    const phone = uniquePhone();
    await signInContext(context, server(), phone, 'Yousef');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server()}/en/menu/profile`, { waitUntil: 'networkidle' });
    await page.getByTestId('profile-delete').click();
    await page.getByTestId('delete-account-dialog').waitFor();
    expect(await page.getByTestId('delete-account-dialog').textContent()).toContain(
      'Your account will be deleted in 30 days.',
    );
    await page.getByTestId('delete-account-confirm').click();
    await page.waitForURL((url) => !url.pathname.includes('/menu'));
    await page.getByTestId('header-sign-in').waitFor();
    expect((await me(context)).status).toBe(401);

    // A new code for the same number only after 60 s: the dev clock moves on 2 minutes.
    const clock = (data: object) =>
      context.request.post(`${server()}/api/dev/clock`, {
        headers: { 'x-partner-code': 'souk' },
        data,
      });
    expect((await clock({ offsetMinutes: 2 })).status()).toBe(200);
    try {
      await signInContext(context, server(), phone);
      expect((await me(context)).body).toMatchObject({ name: 'Yousef', status: 'ACTIVE' });
    } finally {
      await clock({ reset: true });
    }
    await context.close();
  });
});
