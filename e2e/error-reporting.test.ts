/**
 * Issue 14 "Operations", spec 2 §8 in the browser: with SENTRY_BROWSER_DSN set, the storefront's
 * pages report their errors to that service (here a local fake of its ingestion endpoint),
 * leaving out what is normal use (a page that answered 404); without it, pages never even fetch
 * the reporting code.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newContext, useSharedBrowser } from './support/browser.ts';
import { hasFetched } from './support/requests.ts';
import { startProductionServer, type RunningServer } from './support/server.ts';

const browser = useSharedBrowser();

/** The envelopes the fake ingestion endpoint received, as text, in order. */
const envelopes: string[] = [];
const ingestion = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    if (request.method === 'POST' && request.url?.startsWith('/api/42/envelope/')) {
      envelopes.push(body);
    }
    response.writeHead(200, { 'access-control-allow-origin': '*' });
    response.end('{}');
  });
});
let server: RunningServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => ingestion.listen(0, '127.0.0.1', resolve));
  const { port } = ingestion.address() as AddressInfo;
  server = await startProductionServer({ SENTRY_BROWSER_DSN: `http://key@127.0.0.1:${port}/42` });
}, 120_000);
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => ingestion.close(resolve));
});

describe('browser error reporting (spec 2 §8)', () => {
  it('desktop: an uncaught error reaches the service; a 404 page is not reported', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/riga`, { waitUntil: 'networkidle' });
    // The reporting code comes once the page is idle.
    await expect.poll(() => hasFetched(page, '/error-reporting.client-')).toBe(true);

    // A page that does not exist: normal use, not an error worth a report.
    await page.goto(`${server.baseUrl}/en/riga/vendor/00000000-0000-4000-8000-000000000000`, {
      waitUntil: 'networkidle',
    });
    await page.getByTestId('error-404').waitFor();
    await expect.poll(() => hasFetched(page, '/error-reporting.client-')).toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('souk browser error reporting check');
      });
    });
    const events = () => envelopes.filter((body) => body.includes('"type":"event"'));
    await expect
      .poll(() => events().some((body) => body.includes('souk browser error reporting check')))
      .toBe(true);
    // Reports leave in the order they were made: a report of the 404 would have come first.
    expect(events()).toHaveLength(1);
    await context.close();
  });
});

describe('without a browser DSN', () => {
  it('pages never fetch the reporting code', async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/en/riga`, { waitUntil: 'networkidle' });
    // The offline picture is fetched when the page is idle: by then reporting would have started.
    await expect.poll(() => hasFetched(page, '/offline-extras-')).toBe(true);
    expect(await hasFetched(page, '/error-reporting.client-')).toBe(false);
    await context.close();
  });
});
