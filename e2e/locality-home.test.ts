import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  hydratedControl,
  newContext,
  PHONE,
  useSharedBrowser,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const cards = (page: Page) => page.getByTestId('vendor-card');
const cardLinks = (page: Page) => page.locator('[data-testid="vendor-card"] h3 a');
const modalOf = (page: Page, name: string) => page.getByTestId(`modal-${name}`);
const queryOf = (page: Page) => new URL(page.url()).searchParams;

async function opened(
  viewport: typeof PHONE | typeof DESKTOP,
  path: string,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser(), { ...viewport, locale });
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await page.getByTestId('vendor-list').waitFor();
  // The journeys below use the page as it responds once its code has run (which comes once the
  // first screen is painted): before then the filters are plain links to the page with one open.
  await hydratedControl(page.getByTestId('rating-filter'));
  return { context, page };
}

async function vendorIds(page: Page): Promise<string[]> {
  const hrefs = await cardLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

describe('locality home, server-rendered', () => {
  it('sends banners, categories and the first 30 vendors in the HTML, with SEO tags', async () => {
    const html = await (await fetch(`${baseUrl}/en/riga`)).text();
    expect(html.match(/data-testid="vendor-card"/g)).toHaveLength(30);
    expect(html).toContain('data-testid="banner-carousel"');
    expect(html).toContain('data-testid="category-chip"');
    expect(html).toMatch(/<title>Delivery in Riga · /);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/en/riga"/>`);
    // 11 locales plus x-default (spec 1 §1 locale list).
    expect(html.match(/<link rel="alternate" hrefLang=/g)).toHaveLength(12);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseUrl}/riga"/>`);
    expect(html).toMatch(/property="og:image" content="[^"]+1500x1500\.webp"/);
    const ld = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? '{}';
    const list = JSON.parse(ld) as { '@type': string; itemListElement: unknown[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(30);
  });

  it('keeps the 404 for an unknown locality', async () => {
    const res = await fetch(`${baseUrl}/en/atlantis`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Unable to find the locality for this URL');
  });

  it('ignores bad filter values instead of failing', async () => {
    const res = await fetch(`${baseUrl}/en/riga?category=nope&rating=huge&preorderDateTime=x`);
    expect(res.status).toBe(200);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('browsing Riga on a %s', (_name, viewport) => {
  it('loads the second page on scroll without duplicates', async () => {
    const { context, page } = await opened(viewport, '/en/riga');
    expect(await cards(page).count()).toBe(30);
    await page.getByTestId('show-more').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(30);
    const ids = await vendorIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    await context.close();
  });

  it('filters by category and rating through the modals, in the URL', async () => {
    const { context, page } = await opened(viewport, '/en/riga');
    const before = await page.getByTestId('vendor-total').textContent();

    await page.getByTestId('header-filter').click();
    await modalOf(page, 'MainFilter').waitFor();
    await page.getByTestId('category-option').first().click();
    await page.getByTestId('main-filter-apply').click();
    await expect.poll(() => queryOf(page).getAll('category').length).toBe(1);
    await expect.poll(() => page.getByTestId('vendor-total').textContent()).not.toBe(before);
    await expect.poll(() => page.getByTestId('header-filter-count').textContent()).toBe('1');
    await expect.poll(() => modalOf(page, 'MainFilter').count()).toBe(0);

    await page.getByTestId('rating-filter').click();
    await page.getByTestId('rating-option-best').click();
    await expect.poll(() => queryOf(page).get('rating')).toBe('best');
    expect(queryOf(page).getAll('category')).toHaveLength(1);
    await page
      .locator('[data-testid="vendor-list"], [data-testid="no-matching-vendors"]')
      .first()
      .waitFor();
    const ratings = await page
      .locator('[data-testid="vendor-card"] .vendor-rating span')
      .allTextContents();
    // Spec 1 §5: best is above 3.1 and below 4.
    for (const rating of ratings) expect(Number(rating)).toBeGreaterThan(3.1);
    for (const rating of ratings) expect(Number(rating)).toBeLessThan(4);
    await context.close();
  });

  it('finds Pizza Margherita with a typo and opens a vendor', async () => {
    const { context, page } = await opened(viewport, '/en/riga');
    await page.getByTestId('header-search').click();
    const input = page.getByTestId('header-search-input');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toBe('Search restaurants and stores');
    await input.fill('margarita');
    const product = page.getByTestId('search-product').first();
    await product.waitFor({ timeout: 15_000 });
    expect(await product.textContent()).toMatch(/Margherita/);
    await expect.poll(() => queryOf(page).get('q')).toBe('margarita');

    await page.keyboard.press('Escape');
    await expect.poll(() => queryOf(page).get('modal')).toBeNull();
    // The last query stays in the URL and narrows the list until it is cleared.
    expect(queryOf(page).get('q')).toBe('margarita');
    // No vendor is named so: the list shows the vendors that sell it.
    const milano = page.getByTestId('vendor-card').filter({ hasText: 'Pizzeria Milano' });
    await expect.poll(() => milano.count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('query-chip').click();
    await expect.poll(() => queryOf(page).has('q')).toBe(false);
    const first = cardLinks(page).first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en\/riga\/vendor\/[0-9a-f-]{36}$/);
    await first.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await context.close();
  });
});

describe('filter dropdowns on a desktop', () => {
  it.each([
    ['en', '/en/riga', 'en-US'],
    ['ar', '/ar/kuwait-city', 'ar'],
  ])('open the rating filter under its button (%s)', async (lang, path, locale) => {
    const { context, page } = await opened(DESKTOP, path, locale);
    const button = page.getByTestId('rating-filter');
    await button.click();
    const dialog = modalOf(page, 'RatingFilter');
    await dialog.waitFor();
    const [opener, box] = await Promise.all([button.boundingBox(), dialog.boundingBox()]);
    if (!opener || !box) throw new Error('no boxes');
    // Spec 1 §9: "Dropdown top padding 8 px".
    expect(Math.abs(box.y - (opener.y + opener.height + 8))).toBeLessThan(2);
    if (lang === 'ar') {
      expect(Math.abs(box.x + box.width - (opener.x + opener.width))).toBeLessThan(2);
    } else {
      expect(Math.abs(box.x - opener.x)).toBeLessThan(2);
    }
    await context.close();
  });
});

describe('page changes', () => {
  it('show a page skeleton while the next page loads', async () => {
    const { context, page } = await opened(DESKTOP, '/en/riga');
    await page.waitForLoadState('networkidle');
    // Hold the vendor page's data until the skeleton was checked, as a slow network would.
    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    await page.route(
      (url) => url.pathname.includes('/vendor/') && url.pathname.endsWith('.data'),
      async (route) => {
        await dataHeld;
        await route.continue();
      },
    );
    await cardLinks(page).first().click();
    await page.getByTestId('page-skeleton').waitFor();
    expect(await page.getByTestId('page-skeleton').getAttribute('aria-label')).toBe(
      'Loading the page',
    );
    releaseData();
    await page.getByTestId('vendor-page').waitFor();
    await expect.poll(() => page.getByTestId('page-skeleton').count()).toBe(0);
    await context.close();
  });
});

describe('vendor popups on a phone', () => {
  it('add popupHandled to the URL, close on back and take the flag off when closed', async () => {
    const { context, page } = await opened(PHONE, '/en/riga');
    await page.waitForLoadState('networkidle');
    const chip = page.locator('.info-chip').first();
    const openPopup = page.locator('[popover]:popover-open');
    // The back handling is installed once the page is idle: a popup opened before then has no
    // flag, so it is closed and opened again until one has.
    await expect
      .poll(
        async () => {
          if (queryOf(page).get('popupHandled') === 'true') return 'true';
          if ((await openPopup.count()) > 0) await page.keyboard.press('Escape');
          await chip.click();
          return queryOf(page).get('popupHandled');
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe('true');
    await expect.poll(() => openPopup.count()).toBe(1);

    await page.goBack();
    await expect.poll(() => openPopup.count()).toBe(0);
    expect(queryOf(page).has('popupHandled')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/en/riga');

    await chip.click();
    await expect.poll(() => queryOf(page).get('popupHandled')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => queryOf(page).has('popupHandled')).toBe(false);
    await expect.poll(() => openPopup.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    await context.close();
  });
});

describe('modal behaviour', () => {
  it('closes on Escape and returns focus to the opener', async () => {
    const { context, page } = await opened(DESKTOP, '/en/riga');
    const opener = page.getByTestId('rating-filter');
    await opener.focus();
    await page.keyboard.press('Enter');
    await modalOf(page, 'RatingFilter').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => modalOf(page, 'RatingFilter').count()).toBe(0);
    expect(queryOf(page).has('modal')).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('rating-filter');
    await context.close();
  });

  it('closes on a click outside and locks page scroll while open', async () => {
    const { context, page } = await opened(PHONE, '/en/riga');
    await page.getByTestId('header-filter').click();
    await modalOf(page, 'MainFilter').waitFor();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.mouse.click(195, 10);
    await expect.poll(() => modalOf(page, 'MainFilter').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await context.close();
  });

  it('opens an external-link banner in the IframeModal', async () => {
    const { context, page } = await opened(DESKTOP, '/en/riga');
    const banner = page.locator('[data-testid="banner-carousel"] a[href*="IframeModal"]').first();
    await banner.click();
    await modalOf(page, 'IframeModal').waitFor();
    expect(queryOf(page).get('bannerId')).toBeTruthy();
    await expect
      .poll(() => page.getByTestId('banner-iframe').getAttribute('src'))
      .toMatch(/^https?:\/\//);
    await context.close();
  });

  it('renders a modal from the URL alone', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga?modal=RatingFilter`);
    await modalOf(page, 'RatingFilter').waitFor();
    await page.getByTestId('dialog-close').click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/riga`);
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the same journey in Arabic on a %s', (_name, viewport) => {
  it('browses, filters, searches and opens a vendor right-to-left', async () => {
    const { context, page } = await opened(viewport, '/ar/kuwait-city', 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await cards(page).count()).toBeGreaterThan(0);

    await page.getByTestId('header-filter').click();
    await page.getByTestId('category-option').first().click();
    await page.getByTestId('main-filter-apply').click();
    await expect.poll(() => queryOf(page).getAll('category').length).toBe(1);

    await page.getByTestId('rating-filter').click();
    await page.getByTestId('rating-option-all').click();
    await expect.poll(() => queryOf(page).get('modal')).toBeNull();

    await page.getByTestId('header-search').click();
    await page.getByTestId('header-search-input').fill('شاورما');
    await page.getByTestId('search-product').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('search-vendor').first().click();
    await page.waitForURL(/\/ar\/kuwait-city\/vendor\/[0-9a-f-]{36}/);
    await context.close();
  });
});
