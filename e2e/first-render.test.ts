/**
 * Issue 15 part 3, layout shift: the first pages a server renders after it starts are drawn as
 * the later ones. Parts whose code the browser fetches once idle (footer, bottom navigation, a
 * page's deferred body) used to be streamed after the rest of the document on their first
 * render and revealed by script, so the first visitor saw the footer high up and then pushed
 * down (Lighthouse: 0.80 on the vendor page). And the cart page, whose lines come once its code
 * has read the cart in the browser, keeps the footer below the fold until then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsPageSchema } from '@souk/contracts';
import { hydratedControl, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { startProductionServer, type RunningServer } from './support/server.ts';

const browser = useSharedBrowser();
let server: RunningServer;

// A phone's browser: a crawler's user agent gets the whole page at once whatever the parts do.
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  server = await startProductionServer();
}, 120_000);
afterAll(() => server.stop());

/**
 * The segments React streams after the document with something to draw: not the router's data
 * scripts, nor a part that renders nothing (a guard that only redirects).
 */
function lateSegments(html: string): string[] {
  return [...html.matchAll(/<div hidden id="S:\w+">(.{0,80})/gs)]
    .map((match) => match[1] ?? '')
    .filter((start) => !start.startsWith('<script') && !start.startsWith('</div>'));
}

describe('first render after a start (issue 15 part 3)', () => {
  it('the home, a vendor page and the cart are sent in document order on their first request', async () => {
    const vendors = vendorsPageSchema.parse(
      await (
        await fetch(`${server.baseUrl}/api/public/localities/riga/vendors`, {
          headers: { 'x-partner-code': 'souk', 'accept-language': 'en' },
        })
      ).json(),
    );
    const vendor = vendors.vendors[0];
    expect(vendor).toBeDefined();
    for (const path of ['/en/riga', `/en/riga/vendor/${vendor?.id}`, '/en/cart']) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { 'user-agent': PHONE_BROWSER },
      });
      expect(response.status).toBe(200);
      expect({ path, late: lateSegments(await response.text()) }).toEqual({ path, late: [] });
    }
  });

  it("phone: the page's code is asked for once its first screen is painted, pictures included", async () => {
    // What a reader needs first of a page drawn on the server is its look and its pictures on
    // screen; the code only makes it respond (taps made before it runs are held and replayed),
    // so it no longer shares a slow connection with them (lib/code-after-paint.ts).
    const html = await (
      await fetch(`${server.baseUrl}/en/riga`, { headers: { 'user-agent': PHONE_BROWSER } })
    ).text();
    const held = [...html.matchAll(/<link rel="souk-modulepreload"[^>]* href="([^"]+)"/g)];
    expect(held.length).toBeGreaterThanOrEqual(5);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('type="souk/module" async=""');

    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/riga`);
    await hydratedControl(page.getByRole('banner').getByRole('link').first());
    const order = await page.evaluate(async () => {
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      });
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const timing = (url: string) => resources.find((entry) => entry.name === url);
      const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      // The largest paint's entries are only given to an observer (buffered: the ones so far).
      const largest = await new Promise<LargestContentfulPaint | undefined>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1) as LargestContentfulPaint | undefined),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      return {
        pictures: inView.map(
          (image) => timing(image.currentSrc)?.responseEnd ?? Number.POSITIVE_INFINITY,
        ),
        largestPaint: largest?.startTime ?? Number.POSITIVE_INFINITY,
        largestElement: `${largest?.element?.outerHTML.slice(0, 120) ?? 'none'} ${largest?.url ?? ''}`,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].length,
        stillHeld: document.querySelectorAll('[rel="souk-modulepreload"], [type="souk/module"]')
          .length,
      };
    });
    expect(order.pictures.length).toBeGreaterThan(0);
    for (const arrived of order.pictures) expect(arrived).toBeLessThan(order.firstScript);
    expect(order.largestPaint, `largest paint: ${order.largestElement}`).toBeLessThan(
      order.firstScript,
    );
    expect(order.preloads).toBeGreaterThanOrEqual(held.length);
    expect(order.stillHeld).toBe(0);
    await context.close();
  });

  it('phone: the home lays out only the vendor cards near the screen; the rest wait until scrolled to', async () => {
    // Thirty cards streamed after the first paint were styled and laid out in one long task
    // (about a fifth of a second on a slowed phone); cards now skip that until they near the
    // screen (`content-visibility: auto` in home.css).
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/riga`);
    await hydratedControl(page.getByRole('banner').getByRole('link').first());
    const cards = page.getByTestId('vendor-card');
    expect(await cards.count()).toBeGreaterThan(10);
    // What a card holds is skipped while the card is far from the screen (the card's own box is
    // not).
    const drawn = (card: ReturnType<typeof cards.nth>) =>
      card
        .getByRole('heading')
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(cards.first())).toBe(true);
    expect(await drawn(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(cards.last())).toBe(true);
    // Drawn, it keeps its place: a card's real height, within the stand-in's range.
    const height = await cards.last().evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(400);
    await context.close();
  });

  it('phone: a picture that never comes holds the code back for a few seconds at most', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.route(/\/images\//, () => undefined); // never answered
    await page.goto(`${server.baseUrl}/en/riga`, { waitUntil: 'commit' });
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.querySelector('header') ?? {}).some((key) =>
              key.startsWith('__reactFiber'),
            ),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.close();
  });

  it('phone: the page is read while its stylesheet is on its way, the early-tap holder already running', async () => {
    // An inline script waits for the stylesheets above it, and the HTML after it waits too: at
    // the top of the body, the script kept the browser from reading the page until the
    // stylesheet had come. Above the stylesheets, the footer (the body's end) is read meanwhile.
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    let release = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (release = resolve));
    let stylesheetAsked = false;
    await page.route(/\/assets\/[^/]+\.css/, async (route) => {
      stylesheetAsked = true;
      await stylesheetHeld;
      await route.continue();
    });
    try {
      await page.goto(`${server.baseUrl}/en/riga`, { waitUntil: 'commit' });
      await expect
        .poll(
          () =>
            page.evaluate(() => ({
              footerRead: document.querySelector('[data-testid="footer"]') !== null,
              tapsHeld: 'soukFirstTaps' in window,
            })),
          { timeout: 10_000 },
        )
        .toEqual({ footerRead: true, tapsHeld: true });
      expect(stylesheetAsked).toBe(true);
      // Still waiting: the stylesheet has not been let through.
      const linkedSheets = () =>
        page.evaluate(() => [...document.styleSheets].flatMap((sheet) => sheet.href ?? []));
      expect(await linkedSheets()).toEqual([]);
      release();
      await expect.poll(async () => (await linkedSheets()).length).toBeGreaterThan(0);
    } finally {
      release();
    }
    await context.close();
  });

  it("phone: React takes the head's own JSON-LD as its own, not the early-tap script beside it", async () => {
    // React hydrates a script in the head by taking the next script it finds there: put above
    // the page's JSON-LD, the early-tap script was taken for it, and the JSON-LD the server
    // wrote was left behind, never updated or removed when the reader moved on in the app.
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/riga`);
    const owners = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script')].map((script) => ({
          kind: script.type === 'application/ld+json' ? 'json-ld' : 'inline',
          react: Object.keys(script).some((key) => key.startsWith('__reactFiber')),
        })),
      );
    await expect.poll(owners, { timeout: 10_000 }).toEqual([
      { kind: 'json-ld', react: true },
      { kind: 'inline', react: false },
    ]);
    await context.close();
  });

  it('phone: the cart page keeps the footer below the fold before its code has run', async () => {
    // Without JavaScript the page is what the first paint shows: the cart not yet read.
    const context = await newContext(browser(), { ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/cart`);
    const footerTop = await page
      .getByTestId('footer')
      .evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(PHONE.viewport.height);
    await context.close();
  });
});
