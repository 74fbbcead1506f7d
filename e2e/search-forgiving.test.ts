import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { searchResponseSchema } from '@souk/contracts';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { minutesUntilHour, moveServerClock } from './support/cart-fixtures.ts';

/**
 * Issue 15 part 2, as a customer types in the header search of a locality: accents never
 * matter, and a product that cannot be ordered says so and comes after those that can.
 */
const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

async function openedSearch(
  path: string,
  locale: string,
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await newContext(browser(), { ...PHONE, locale });
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await page.getByTestId('vendor-list').waitFor();
  await page.getByTestId('header-search').click();
  await page.getByTestId('header-search-input').waitFor();
  return { context, page };
}

describe('search that forgives (issue 15 part 2)', () => {
  afterEach(() => moveServerClock(baseUrl, { reset: true }));

  it('issue 15 part 2, accents never matter: typing "vegetara" in Riga, in Latvian, finds "Veģetārā pica"', async () => {
    // At noon in Riga, when the pizzeria is open: what can be ordered now ranks first, so at
    // night a 24-hour kitchen's "veggie" dish would come before it.
    await moveServerClock(baseUrl, { offsetMinutes: minutesUntilHour('Europe/Riga', 12) });
    const { context, page } = await openedSearch('/lv/riga', 'lv-LV');
    await page.getByTestId('header-search-input').fill('vegetara');
    const first = page.getByTestId('search-product').first();
    await first.waitFor({ timeout: 15_000 });
    await expect.poll(() => first.textContent()).toContain('Veģetārā pica');
    await context.close();
  });

  it('issue 15 part 2, unavailable results say so: "pizza" in Riga at noon shows a sold-out pizza with its badge, after the available ones', async () => {
    // Noon in Riga: the pizzerias are open, so only a sold-out pizza cannot be ordered.
    await moveServerClock(baseUrl, { offsetMinutes: minutesUntilHour('Europe/Riga', 12) });
    const res = await fetch(`${baseUrl}/api/public/localities/riga/search`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-partner-code': 'souk',
        'accept-language': 'en',
      },
      body: JSON.stringify({ keyword: 'pizza' }),
    });
    expect(res.status).toBe(200);
    const answer = searchResponseSchema.parse(await res.json());
    const orderable = answer.products.map((p) => p.available && p.timeAvailabilityInfo.available);
    const soldOut = answer.products.map((p) => !p.available);
    // Those that can be ordered now come first, then those open later, then the sold-out ones.
    const firstUnorderable = orderable.indexOf(false);
    const soldOutAt = soldOut.indexOf(true);
    expect(firstUnorderable).toBeGreaterThan(0);
    expect(soldOutAt).toBeGreaterThanOrEqual(firstUnorderable);
    expect(orderable.slice(firstUnorderable)).not.toContain(true);
    expect(soldOut.slice(soldOutAt)).not.toContain(false);

    const { context, page } = await openedSearch('/en/riga', 'en-US');
    await page.getByTestId('header-search-input').fill('pizza');
    const rows = page.getByTestId('search-product');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(answer.products.length);
    await expect
      .poll(() => rows.nth(soldOutAt).getByTestId('search-product-availability').textContent())
      .toBe('Sold out');
    // Exactly the rows that cannot be ordered now carry a badge.
    const badged = orderable.flatMap((can, index) => (can ? [] : [index]));
    await expect
      .poll(() =>
        rows.evaluateAll((links) =>
          links.flatMap((link, index) =>
            link.querySelector('[data-testid="search-product-availability"]') ? [index] : [],
          ),
        ),
      )
      .toEqual(badged);
    await context.close();
  });
});
