/**
 * Spec 1 §2 "Error page", the offline case: while the browser is offline the page is replaced by
 * the offline screen ("Check your connection" with Try again); when the connection comes back the
 * visitor returns to the locality's home. The screen's words are in every page's own code; its
 * picture is fetched ahead once the page is idle, so it shows too although nothing can be
 * fetched any more.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { hasFetched } from './support/requests.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('the offline screen (spec 1 §2)', () => {
  it('phone: going offline shows the screen with its picture; back online returns home', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/cart`, { waitUntil: 'networkidle' });
    // The picture's code comes once the page is idle: wait until it has been fetched.
    await expect.poll(() => hasFetched(page, '/offline-extras-')).toBe(true);

    await context.setOffline(true);
    const screen = page.getByTestId('error-offline');
    await screen.waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Check your connection');
    await expect.poll(() => screen.locator('svg').count()).toBe(1);
    // Only Souk's native app has a close button: a browser tab is left by the browser's own.
    expect(await page.getByTestId('error-close').count()).toBe(0);
    // The whole page, header included, gives way to the screen.
    expect(await page.locator('#main-content, header').count()).toBe(0);
    await expectNoAxeViolations(page, 'main');

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname !== '/en/cart');
    expect(new URL(page.url()).pathname).toMatch(/^\/en(\/riga)?$/);
    await expect.poll(() => page.getByTestId('error-offline').count()).toBe(0);
    await context.close();
  });

  it('desktop, Arabic: the screen speaks Arabic, right to left, and leads home once online', async () => {
    const context = await newContext(browser(), { ...DESKTOP, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ar/cart`, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    await page.getByTestId('error-offline').waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('تحقّق من اتصالك بالإنترنت');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectNoAxeViolations(page, 'main');
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname !== '/ar/cart');
    expect(new URL(page.url()).pathname).toMatch(/^\/ar(\/[a-z-]+)?$/);
    await expect.poll(() => page.getByTestId('error-offline').count()).toBe(0);
    await context.close();
  });
});
