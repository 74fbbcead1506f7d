import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config/config.ts';
import { pageContentSecurityPolicy } from '#api/http/content-security-policy.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { WebAppManifest } from './pwa-routes.ts';

/** Issue 16 part 6: the storefront installs to a home screen under the partner's own brand. */
describe.each(testTargets)('web app manifest and icons on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  it("names the app after the partner, in its colours, standalone, from '/' (installability)", async () => {
    const info = (await t.get('/api/public/partner/info')).json<{
      platformName: string;
      theme: { primaryColor: string; surfaceColor: string };
    }>();
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<WebAppManifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: info.platformName,
      short_name: info.platformName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: info.theme.primaryColor,
      background_color: info.theme.surfaceColor,
    });
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((i) => i.sizes);
    expect(sizes).toEqual(['192x192', '512x512']);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('serves every icon of the manifest as a PNG of the size it claims', async () => {
    const manifest = (await t.app.inject({ url: '/manifest.webmanifest' })).json<WebAppManifest>();
    for (const icon of manifest.icons) {
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it("paints the icon in the partner's primary colour", async () => {
    const manifest = (await t.app.inject({ url: '/manifest.webmanifest' })).json<WebAppManifest>();
    const icon = await t.app.inject({ url: manifest.icons[0]?.src ?? '' });
    // A corner pixel is background: close to the theme colour (the gradient shifts it a little).
    const { data } = await sharp(icon.rawPayload)
      .extract({ left: 96, top: 188, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = manifest.theme_color.replace('#', '');
    const expected = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (const [i, channel] of expected.entries())
      expect(Math.abs((data[i] ?? 0) - channel)).toBeLessThan(48);
  });

  it('an unknown icon name is a JSON 404, not a 500', async () => {
    const res = await t.app.inject({ url: '/pwa/icon-1024.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'not_found' });
  });
});

describe('page Content-Security-Policy (issue 16 part 6)', () => {
  it('lets pages register a service worker and read a manifest from this site only', () => {
    const policy = pageContentSecurityPolicy(loadConfig({}))('n');
    expect(policy.split(';')).toContain("worker-src 'self'");
    expect(policy.split(';')).toContain("manifest-src 'self'");
  });
});
