import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogResponseSchema, vendorsPageSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const HEADERS = { 'x-partner-code': 'souk', 'accept-language': 'en' };
const VENDOR = 'Hypermarché Analakely';

async function hypermarket() {
  const list = vendorsPageSchema.parse(
    await (
      await fetch(`${baseUrl}/api/public/localities/antananarivo/vendors`, { headers: HEADERS })
    ).json(),
  );
  const vendor = list.vendors.find((v) => v.name === VENDOR);
  if (!vendor) throw new Error(`No ${VENDOR}`);
  const first = catalogResponseSchema.parse(
    await (
      await fetch(`${baseUrl}/api/vendors/${vendor.id}/catalogue?part=1`, { headers: HEADERS })
    ).json(),
  );
  if (!first.parts) throw new Error('No parts');
  return { id: vendor.id, first, parts: first.parts };
}

const sectionCount = (page: Page) => page.locator('[data-testid="catalog-section"]').count();

describe('a long menu arrives in parts', () => {
  it('renders the first part on the server and the rest after, each section once', async () => {
    const { id, first, parts } = await hypermarket();
    expect(parts.totalParts).toBeGreaterThanOrEqual(2);
    const url = `${baseUrl}/en/antananarivo/vendor/${id}`;
    const html = await (await fetch(url)).text();
    // Spec 1 §4: sections of a menu are shown in order; the server sends only the first part.
    expect(html.match(/data-testid="catalog-section"/g)?.length).toBe(first.sections.length);
    const later = parts.outline.filter((section) => section.part > 1);
    expect(later.length).toBeGreaterThan(0);
    for (const section of later) expect(html).not.toContain(`id="section-${section.id}"`);

    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(url);
    // Every tab is there from the start, loaded or not.
    expect(await page.getByTestId('section-tab').count()).toBe(parts.outline.length);
    await page.getByTestId('catalog-more-loading').waitFor({ state: 'detached' });
    await expect.poll(() => sectionCount(page)).toBe(parts.outline.length);
    const names = await page.locator('[data-testid="catalog-section"] h2').allTextContents();
    expect(names).toEqual(parts.outline.map((s) => s.name));
    await context.close();
  });

  it('a tab of a section not loaded yet brings it and scrolls to it', async () => {
    const { id, parts } = await hypermarket();
    const last = parts.outline.at(-1);
    if (!last) throw new Error('Empty outline');
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    // Hold the later parts back until the tab is picked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/catalogue\?.*part=[2-9]/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/en/antananarivo/vendor/${id}`);
    await page.getByTestId('catalog-more-loading').waitFor();
    expect(await page.locator(`#section-${last.id}`).count()).toBe(0);
    await page.getByTestId('section-tab').filter({ hasText: last.name }).click();
    release();
    const section = page.locator(`#section-${last.id}`);
    await section.waitFor();
    await page.waitForFunction((sectionId) => {
      const box = document.getElementById(sectionId)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    }, `section-${last.id}`);
    await expect.poll(() => page.url()).toContain(`#section-${last.id}`);
    await context.close();
  });

  it('a part that fails offers a retry that brings the rest', async () => {
    const { id, parts } = await hypermarket();
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    let failing = true;
    await page.route(/\/catalogue\?.*part=2/, (route) =>
      failing ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`${baseUrl}/en/antananarivo/vendor/${id}`);
    const retry = page
      .getByTestId('catalog-more-failed')
      .getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    failing = false;
    await retry.click();
    await page.getByTestId('catalog-more-loading').waitFor({ state: 'detached' });
    await page.getByTestId('catalog-more-failed').waitFor({ state: 'detached' });
    await expect.poll(() => sectionCount(page)).toBe(parts.outline.length);
    await context.close();
  });
});
