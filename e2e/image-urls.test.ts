/**
 * Issue 15 part 5, "image URLs follow the request": with no BASE_URL configured, the server on
 * a port other than 3000 used to give image URLs on http://localhost:3000, broken on its own
 * pages, on a phone of the same network and behind a proxy. Without BASE_URL the API gives image
 * paths, which the browser takes on whatever origin the page came from; with BASE_URL they are
 * absolute on it (the shared server of the other journeys sets one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainPageResponseSchema } from '@souk/contracts';
import { DESKTOP, newContext, useSharedBrowser } from './support/browser.ts';
import { startProductionServer, type RunningServer } from './support/server.ts';

const browser = useSharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startProductionServer({ BASE_URL: '' });
}, 120_000);
afterAll(() => server.stop());

describe('image URLs without a configured origin (issue 15 part 5)', () => {
  it('the API gives image paths, and they answer on the port the server runs on', async () => {
    expect(new URL(server.baseUrl).port).not.toBe('3000');
    const response = await fetch(`${server.baseUrl}/api/public/localities/riga/main-page/v2`, {
      headers: { 'x-partner-code': 'souk', 'x-build-version': 'test', 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const page = mainPageResponseSchema.parse(await response.json());
    const image = page.vendors.vendors.find((vendor) => vendor.image)?.image;
    expect(image?.basePath).toMatch(/^\/images\/[\w-]+$/);
    const variant = image?.variants[0];
    const picture = await fetch(`${server.baseUrl}${image?.basePath}/${variant?.n}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('desktop: the locality home shows its pictures when reached as localhost on that port', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    // Another host name than the one the server was started with: paths follow the page.
    const origin = server.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/en/riga`, { waitUntil: 'networkidle' });
    const cover = page.getByTestId('vendor-card').first().locator('img').first();
    expect(await cover.getAttribute('src')).toMatch(/^\/images\//);
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });
});
