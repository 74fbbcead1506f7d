import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';

/** The browser build the server under test serves. */
const CLIENT_BUILD = path.resolve(import.meta.dirname, '..', 'apps/web/build/client');

/** An answer's bytes as sent, not decoded (fetch would undo the compression). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('locale routing', () => {
  it('redirects / with a 301 to the visitor language', async () => {
    const res = await fetch(`${baseUrl}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/fr$/);
  });

  it('falls back to the partner default language', async () => {
    const res = await fetch(`${baseUrl}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'zz' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/en$/);
  });

  it('prefers the language cookie over Accept-Language', async () => {
    const res = await fetch(`${baseUrl}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'fr', cookie: 'lang=uk' },
    });
    expect(res.headers.get('location')).toMatch(/\/uk$/);
  });

  it('prefixes unprefixed paths and does not accept unknown locale codes', async () => {
    const res = await fetch(`${baseUrl}/xx/riga?x=1`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/en\/xx\/riga\?x=1$/);
  });

  it('renders <html lang dir> on the server', async () => {
    const ar = await (await fetch(`${baseUrl}/ar`)).text();
    expect(ar).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    const en = await (await fetch(`${baseUrl}/en`)).text();
    expect(en).toMatch(/<html[^>]*dir="ltr"/);
  });
});

describe('static assets and transport', () => {
  it('serves hashed assets with a one-year immutable cache and compresses pages', async () => {
    const page = await fetch(`${baseUrl}/en`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it("sends the build's own Brotli and gzip copies of scripts and styles, and the file itself to others", async () => {
    const html = await (await fetch(`${baseUrl}/en/riga`)).text();
    const paths = [
      /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0],
      /\/assets\/[\w-]+\.css/.exec(html)?.[0],
    ];
    for (const assetPath of paths) {
      expect(assetPath).toBeDefined();
      const file = path.join(CLIENT_BUILD, assetPath as string);
      for (const [accepted, encoding, copy] of [
        ['gzip, deflate, br', 'br', `${file}.br`],
        ['gzip', 'gzip', `${file}.gz`],
        ['identity', undefined, file],
      ] as const) {
        const sent = await rawGet(`${baseUrl}${assetPath}`, accepted);
        expect(sent.headers['content-encoding']).toBe(encoding);
        expect(sent.headers.vary).toContain('accept-encoding');
        expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // Byte for byte the copy the build wrote: compressed once, not again for each request.
        expect(sent.body.equals(await fs.readFile(copy))).toBe(true);
      }
    }
  });

  it('serves robots.txt and the sitemap beside the storefront pages', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseUrl}/lv/riga</loc>`);
    expect(xml).toContain('hreflang="ar"');
  });

  it('sends security headers and a request id with pages', async () => {
    const res = await fetch(`${baseUrl}/en`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('home page', () => {
  it('lists the localities and shows the partner footer', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`);
    expect(page.url()).toBe(`${baseUrl}/en`);
    expect(response?.status()).toBe(200);
    const links = page.getByTestId('locality-link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const info = (await (
      await fetch(`${baseUrl}/api/public/partner/info`, { headers: { 'x-partner-code': 'souk' } })
    ).json()) as {
      partnerOfficialName: string;
      supportEmail: string;
      partnerOfficialAddress: string;
    };
    const footer = page.getByTestId('footer');
    await expect.poll(() => footer.textContent()).toContain(info.partnerOfficialName);
    await expect
      .poll(() => page.getByTestId('footer-email').textContent())
      .toContain(info.supportEmail);
    await expect
      .poll(() => page.getByTestId('footer-address').textContent())
      .toContain(info.partnerOfficialAddress);
    await expect
      .poll(() => page.getByTestId('footer-working-hours').textContent())
      .toMatch(/08:00.*23:00/);
    await context.close();
  });

  it('shows the footer and the vendor list without JavaScript', async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga`);
    await expect.poll(() => page.getByTestId('footer-email').isVisible()).toBe(true);
    expect(await page.getByTestId('vendor-card').count()).toBe(30);
    await context.close();
  });

  it('switches to Arabic and renders right-to-left', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ar').click();
    await page.waitForURL(`${baseUrl}/ar`);
    // The switch is a client-side navigation: the root re-renders once the Arabic data arrives.
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The choice sticks: the next visit to / lands in Arabic.
    await page.goto(`${baseUrl}/`);
    expect(page.url()).toBe(`${baseUrl}/ar`);
    await context.close();
  });

  it('keeps a language chosen before the page code runs (no JavaScript)', async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/riga?x=1`);
    await page.getByTestId('language-switcher').getByRole('button').click();
    await page.getByTestId('language-option-uk').click();
    // The server keeps the choice and drops the marker from the address.
    await page.waitForURL(`${baseUrl}/uk/riga?x=1`);
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');
    await page.goto(`${baseUrl}/`);
    expect(page.url()).toBe(`${baseUrl}/uk`);
    await context.close();
  });

  it('opens a locality home from the list on a phone', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await page.getByTestId('locality-link').first().click();
    await page.getByTestId('locality-home').waitFor();
    await expect.poll(() => page.url()).toMatch(new RegExp(`^${baseUrl}/en/[a-z0-9-]+$`));
    await expect.poll(() => page.getByTestId('bottom-nav').isVisible()).toBe(true);
    await context.close();
  });

  it('shows the 404 page for an unknown locality', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/en/atlantis`);
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('error-404').textContent()).toContain(
      'Unable to find the locality for this URL',
    );
    await page.getByTestId('go-to-catalog').click();
    await page.waitForURL(`${baseUrl}/en`);
    await context.close();
  });
});
