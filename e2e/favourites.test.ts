import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { favouritesSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

const DEVICES: [string, BrowserContextOptions][] = [
  ['phone 390x844', PHONE],
  ['desktop 1440x900', DESKTOP],
];

async function favourites(customer: ApiCustomer) {
  const response = await customer.call('/api/customer/me/favourites');
  expect(response.status).toBe(200);
  return favouritesSchema.parse(await response.json());
}

/**
 * The heart's code arrives when the page is idle; a signed-in customer's heart is live once it
 * has read the favourites (`data-synced`). A visitor's heart is a link and works at once.
 */
async function heartOf(page: Page, vendorName: string, signedIn = true) {
  const card = page.getByTestId('vendor-card').filter({ hasText: vendorName }).first();
  const heart = card.getByTestId('favourite-heart');
  if (signedIn) await card.locator('[data-testid="favourite-heart"][data-synced="true"]').waitFor();
  else await heart.waitFor();
  return { card, heart };
}

describe('favourites (spec 1 §2 heart buttons and /menu/favorites, §6 signed-in only)', () => {
  it.each(DEVICES)(
    '%s: favouriting a vendor shows it on the favourites page; unfavouriting removes it',
    async (_, device) => {
      const customer = await signInByApi(server());
      const context = await newContext(browser(), device);
      await useSession(context, server(), customer);
      const page = await context.newPage();
      await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });

      const { card, heart } = await heartOf(page, 'Pizzeria Milano');
      expect(await heart.getAttribute('aria-label')).toBe('Add Pizzeria Milano to favorites');
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      // Optimistic: pressed at once, and kept once the API has answered.
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await favourites(customer)).vendors.length).toBe(1);
      const vendorId = (await favourites(customer)).vendors[0]?.id;
      expect(await card.getByRole('link', { name: 'Pizzeria Milano' }).getAttribute('href')).toBe(
        `/en/riga/vendor/${vendorId}`,
      );

      // A reload reads the favourites back: the heart is still pressed.
      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(async () =>
          (await heartOf(page, 'Pizzeria Milano')).heart.getAttribute('aria-pressed'),
        )
        .toBe('true');

      await page.goto(`${server()}/en/menu/favorites`, { waitUntil: 'networkidle' });
      const listed = page.getByTestId('favourite-vendor');
      await listed.first().waitFor();
      expect(await listed.count()).toBe(1);
      expect(await listed.first().getAttribute('data-vendor-id')).toBe(vendorId);
      expect(await listed.first().textContent()).toContain('Pizzeria Milano');

      const pageHeart = listed.first().getByTestId('favourite-heart');
      await listed.first().locator('[data-synced="true"]').waitFor();
      expect(await pageHeart.getAttribute('aria-pressed')).toBe('true');
      await pageHeart.click();
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(async () => (await favourites(customer)).vendors.length).toBe(0);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('favourites-empty').waitFor();
      await context.close();
    },
  );

  it('a product heart on the vendor page saves the product, listed on the favourites page', async () => {
    const customer = await signInByApi(server());
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    await page
      .getByTestId('vendor-card')
      .filter({ hasText: 'Pizzeria Milano' })
      .first()
      .getByRole('link', { name: 'Pizzeria Milano' })
      .click();
    const product = page.getByTestId('product-item').first();
    await product.waitFor();
    const productId = await product.getAttribute('data-product-id');
    const heart = product.getByTestId('favourite-heart');
    await product.locator('[data-synced="true"]').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect
      .poll(async () => (await favourites(customer)).products.map((p) => p.id))
      .toEqual([productId]);
    await page.goto(`${server()}/en/menu/favorites`, { waitUntil: 'networkidle' });
    const listed = page.getByTestId('favourite-product');
    await listed.first().waitFor();
    expect(await listed.first().getAttribute('data-product-id')).toBe(productId);
    expect(await listed.first().textContent()).toContain('Pizzeria Milano');
    await context.close();
  });

  it('a visitor has hearts that open sign-in; the favourites page sends them to it', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    const { heart } = await heartOf(page, 'Pizzeria Milano', false);
    expect(await heart.getAttribute('aria-label')).toBe('Add Pizzeria Milano to favorites');
    await heart.click();
    await page.getByTestId('modal-AuthModal').waitFor();
    expect(new URL(page.url()).searchParams.get('modal')).toBe('AuthModal');

    const response = await page.goto(`${server()}/en/menu/favorites`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('modal')).toBe('AuthModal');
    await context.close();
  });

  it('a refused save puts the heart back (optimistic update rolled back)', async () => {
    const customer = await signInByApi(server());
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    await page.goto(`${server()}/en/riga`, { waitUntil: 'networkidle' });
    const { heart } = await heartOf(page, 'Pizzeria Milano');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // The session ends on the server meanwhile: the API answers 401 to the save.
    const loggedOut = await customer.call('/api/customer/auth/logout', { method: 'POST' });
    expect(loggedOut.status).toBeLessThan(300);
    await heart.click();
    await page.getByText('Favorites could not be updated. Please try again.').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
