import { describe, expect, inject, it } from 'vitest';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('content pages', () => {
  it('renders a cms-slug page on the server; its title is the slug with underscores as spaces', async () => {
    const response = await fetch(`${baseUrl}/en/cms/terms_of_use`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>terms of use[^<]*<\/title>/);
    expect(html).toContain('Terms of use</h1>');
    expect(html).toContain('By placing an order you accept them.');
  });

  it('shows the translated page in Arabic, right to left', async () => {
    const context = await newContext(browser(), { ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ar/menu/about`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('عن سوق');
    await context.close();
  });

  it('shows the support page with the support contacts', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/support`);
    await page.getByTestId('content-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Support');
    expect(await page.getByTestId('content-page').getByTestId('footer-email').count()).toBe(1);
    await context.close();
  });

  it("links the footer's company pages in the reader's language, in place", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/lv`);
    const about = page.getByTestId('footer-aboutUs');
    expect(await about.getAttribute('href')).toBe('/lv/cms/about_us');
    expect(await about.getAttribute('target')).toBeNull();
    await about.click();
    await page.waitForURL(/\/lv\/cms\/about_us$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Par Souk');
    await context.close();
  });

  it('courier and vendor information pages come from content', async () => {
    for (const [path, heading] of [
      ['/en/menu/courier-info', 'Become a courier'],
      ['/en/menu/vendor-info', 'Become a partner vendor'],
    ] as const) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(`${heading}</h1>`);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await fetch(`${baseUrl}/en/cms/no_such_page`);
    expect(response.status).toBe(404);
  });
});
