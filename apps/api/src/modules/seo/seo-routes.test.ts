import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { SUPPORTED_LOCALE_CODES } from '@souk/contracts';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import { contentPages, localities, partners, vendors } from '#api/db/schema/index.ts';
import { insertVendor } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';

const BASE = 'https://shop.example.com';

describe.each(testTargets)('robots.txt and sitemap.xml on %s', (target) => {
  let t: TestApp;
  let hiddenVendorId: string;
  let foreignVendorId: string;

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'demo', env: { BASE_URL: `${BASE}/` } });
    const db = t.database.db;
    const [riga] = await db.select().from(localities).where(eq(localities.code, 'riga'));
    if (!riga) throw new Error('demo locality riga missing');
    hiddenVendorId = (await insertVendor(db, { localityId: riga.id, visible: false })).id;
    const privateTown = await insertLocality(db, {
      partnerId: riga.partnerId,
      code: 'staff-only',
      isPublic: false,
      center: [1, 1],
    });
    await insertVendor(db, { localityId: privateTown.id });
    const other = await insertPartner(db, { code: 'other-market' });
    const foreign = await insertLocality(db, {
      partnerId: other.id,
      code: 'foreign',
      center: [2, 2],
    });
    foreignVendorId = (await insertVendor(db, { localityId: foreign.id })).id;
  });
  afterAll(() => t.close());

  it('robots.txt allows crawling but not the API or the account area, and names the sitemap', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'x-partner-code': '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /*/menu',
        `Sitemap: ${BASE}/sitemap.xml`,
      ]),
    );
  });

  describe('sitemap.xml', () => {
    let body: string;
    let urls: string[];

    beforeAll(async () => {
      const res = await t.get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      body = res.body;
      urls = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
    });

    const locOf = (url: string) => /<loc>(.*?)<\/loc>/.exec(url)?.[1];

    it('is a sitemap urlset with the xhtml namespace', () => {
      expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    });

    it('lists every public locality home in its own language, every visible vendor and every content page', async () => {
      const db = t.database.db;
      const [souk] = await db.select().from(partners).where(eq(partners.code, 'souk'));
      const publicLocalities = await db
        .select()
        .from(localities)
        .where(and(eq(localities.partnerId, souk?.id ?? ''), eq(localities.isPublic, true)));
      const visibleVendors = await db
        .select({ id: vendors.id, code: localities.code, lang: localities.lang })
        .from(vendors)
        .innerJoin(localities, eq(localities.id, vendors.localityId))
        .where(
          and(
            eq(localities.partnerId, souk?.id ?? ''),
            eq(localities.isPublic, true),
            eq(vendors.visible, true),
          ),
        );
      const pages = await db
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .where(eq(contentPages.partnerId, souk?.id ?? ''))
        .orderBy(asc(contentPages.slug));

      const locs = new Set(urls.map(locOf));
      expect(locs).toContain(`${BASE}/lv/riga`);
      expect(locs).toContain(`${BASE}/ar/kuwait-city`);
      for (const locality of publicLocalities) {
        expect(locs).toContain(`${BASE}/${locality.lang}/${locality.code}`);
      }
      for (const vendor of visibleVendors) {
        expect(locs).toContain(`${BASE}/${vendor.lang}/${vendor.code}/vendor/${vendor.id}`);
      }
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(locs).toContain(`${BASE}/en/cms/${page.slug}`);
      expect(urls).toHaveLength(publicLocalities.length + visibleVendors.length + pages.length);
    });

    it('leaves out hidden vendors, private localities and other partners', () => {
      expect(body).not.toContain(hiddenVendorId);
      expect(body).not.toContain('/staff-only');
      expect(body).not.toContain('/foreign');
      expect(body).not.toContain(foreignVendorId);
    });

    it('gives each page alternates in all 11 locales and an x-default', () => {
      for (const url of urls) {
        const loc = locOf(url) ?? '';
        const pathWithoutLang = loc.slice(BASE.length).replace(/^\/[a-z]{2}\//, '/');
        const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]);
        expect(alternates).toEqual([
          ...SUPPORTED_LOCALE_CODES.map((code) => [code, `${BASE}/${code}${pathWithoutLang}`]),
          ['x-default', `${BASE}${pathWithoutLang}`],
        ]);
      }
    });

    it('answers 404 for sitemap parts while one file holds everything', async () => {
      expect((await t.get('/sitemap-1.xml')).statusCode).toBe(404);
    });
  });
});

/** Only meaningful with a storefront build: its SSR catch-all must not take these paths. */
const webBuildDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/build',
);

describe.skipIf(!existsSync(path.join(webBuildDir, 'server', 'index.js')))(
  'robots.txt and sitemap.xml next to the storefront',
  () => {
    it('are answered by the API, not by the SSR catch-all', async () => {
      const database = await createTestDatabase('pglite', 'demo');
      const config = loadConfig({
        NODE_ENV: 'test',
        PARTNER_CODE: 'souk',
        BASE_URL: BASE,
        DATA_DIR: path.join(os.tmpdir(), 'souk-test-data'),
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp({ config, database, logger: false, webBuildDir });
      try {
        const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
        expect(robots.statusCode).toBe(200);
        expect(robots.body).toContain('Disallow: /api/');
        const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(sitemap.statusCode).toBe(200);
        expect(sitemap.headers['content-type']).toContain('application/xml');
        expect(sitemap.body).toContain(`${BASE}/lv/riga`);
      } finally {
        await app.close();
      }
    });
  },
);
