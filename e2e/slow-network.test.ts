import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DEMO_LOCALITIES, pageTargets } from '../scripts/shared/demo-targets.ts';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts } from './support/cart-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

/**
 * Holds every request matching `pattern` until `release` is called: a phone on slow 3G, where
 * the page is painted long before its scripts (or pictures) have come.
 */
async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, held };
}

/** The framework chunk: until it runs, none of the page's code does. */
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/**
 * Issue 15 part 3: "On slow 3G a tap on '+' gives no feedback for about 9 s (the product
 * dialog's code loads first) and the banner area stays a blank 300 px gap for over 7 s: every
 * tap answers at once (a busy state or the dialog's frame), and images have sized placeholders."
 */
describe('on a slow network', () => {
  it("answers a tap on '+' made before any of the page's code has run, and opens the dialog once it has", async () => {
    const { withOptions } = await findCartProducts(baseUrl, 'riga');
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const code = await holdRequests(page, FRAMEWORK);
    await page.goto(`${baseUrl}/en/riga/vendor/${withOptions.vendorId}`, { waitUntil: 'commit' });
    const add = page.locator(`[data-product-id="${withOptions.id}"] [data-testid="product-add"]`);
    await add.waitFor();
    await expect.poll(() => code.held.length).toBeGreaterThan(0);
    await add.tap();
    // Busy at once (the page's stylesheet shows it), and not followed as a plain link.
    await expect.poll(() => add.getAttribute('aria-busy')).toBe('true');
    expect(await add.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
    expect(new URL(page.url()).searchParams.has('modal')).toBe(false);
    code.release();
    await page.getByTestId('modal-ProductModal').waitFor();
    expect(new URL(page.url()).searchParams.get('productId')).toBe(withOptions.id);
    await expect.poll(() => add.getAttribute('aria-busy')).toBeNull();
    await context.close();
  });

  it("lets a link tapped early go where it leads when the page's code fails to load", async () => {
    const { withOptions } = await findCartProducts(baseUrl, 'riga');
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const add = page.locator(`[data-product-id="${withOptions.id}"] [data-testid="product-add"]`);
    await page.route(FRAMEWORK, async (route) => {
      // The tap comes first; only then does the script fail.
      await add.tap();
      await route.abort();
    });
    await page.goto(`${baseUrl}/en/riga/vendor/${withOptions.vendorId}`, { waitUntil: 'commit' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('productId'), { timeout: 15_000 })
      .toBe(withOptions.id);
    await context.close();
  });

  it('draws the banners, vendor pictures and category pictures as sized placeholders until they come', async () => {
    for (const locality of DEMO_LOCALITIES) {
      const { home } = await pageTargets(baseUrl, locality);
      const context = await newContext(browser(), PHONE);
      const page = await context.newPage();
      const pictures = await holdRequests(page, /\/images\//);
      await page.goto(`${baseUrl}${home}`, { waitUntil: 'domcontentloaded' });
      const boxes = await page
        .locator(
          '[data-testid="banner-carousel"] img, [data-testid="vendor-card"] img, [data-testid="category-chip"] img',
        )
        .evaluateAll((images) =>
          images.map((image) => {
            const { width, height } = image.getBoundingClientRect();
            return {
              banner: image.closest('[data-testid="banner-carousel"]') !== null,
              loaded:
                (image as HTMLImageElement).complete &&
                (image as HTMLImageElement).naturalWidth > 0,
              width,
              height,
              background: getComputedStyle(image).backgroundColor,
            };
          }),
        );
      const banners = boxes.filter((box) => box.banner);
      expect(banners.length, home).toBeGreaterThan(0);
      // A banner is 2:1 and as wide as its slide: the space it takes is there before it comes.
      for (const banner of banners) {
        expect(banner.height).toBeGreaterThan(100);
        expect(banner.width / banner.height).toBeCloseTo(2, 1);
      }
      expect(boxes.filter((box) => box.loaded)).toEqual([]);
      expect(boxes.filter((box) => box.background === TRANSPARENT || box.height === 0)).toEqual([]);
      pictures.release();
      await context.close();
    }
  });
});
