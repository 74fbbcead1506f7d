import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogResponseSchema,
  mainPageResponseSchema,
  productResponseSchema,
  vendorsPageSchema,
} from '@souk/contracts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

/** A few smoke tests on the demo marketplace; the rules are tested on own fixtures elsewhere. */
describe.each(testTargets)('browsing the demo marketplace on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'demo' });
  });
  afterAll(() => t.close());

  it('serves the Riga main page with banners, pruned categories and the first vendors', async () => {
    const res = await t.get('/api/public/localities/riga/main-page/v2');
    expect(res.statusCode).toBe(200);
    const page = mainPageResponseSchema.parse(res.json());
    expect(page.uiFlow).toBe('DEFAULT');
    expect(page.vendor).toBeNull();
    expect(page.catalog).toEqual([]);
    expect(page.banners.length).toBeGreaterThan(0);
    expect(page.vendors.vendors.length).toBeGreaterThan(0);
    expect(page.vendors.page).toBe(1);
    // The demo's "Gifts" root has no children and "Vegan" is used by no vendor.
    const names = page.categories.tree.flatMap((root) => [
      root.name,
      ...root.children.map((child) => child.name),
    ]);
    expect(names).not.toContain('Gifts');
    expect(names).not.toContain('Vegan');
  });

  it('serves the single-vendor Sofia bakery with its catalogue on the main page', async () => {
    const res = await t.get('/api/public/localities/sofia-bakery/main-page/v2');
    expect(res.statusCode).toBe(200);
    const page = mainPageResponseSchema.parse(res.json());
    expect(page.uiFlow).toBe('SINGLE_VENDOR');
    expect(page.vendor).not.toBeNull();
    expect(page.catalog.length).toBeGreaterThan(0);
    const code = page.vendor?.code ?? '';
    const single = await t.get(`/api/vendors/${code}/single/catalogue-page`);
    expect(single.statusCode).toBe(200);
    expect(catalogResponseSchema.parse(single.json()).vendor.id).toBe(page.vendor?.id);
  });

  it('opens a vendor, its catalogue and a product of it', async () => {
    const list = vendorsPageSchema.parse(
      (await t.get('/api/public/localities/kuwait-city/vendors')).json(),
    );
    const vendor = list.vendors[0];
    if (!vendor) throw new Error('Kuwait City has vendors in the demo');
    const catalog = await t.get(`/api/vendors/${vendor.id}/catalogue`, {
      'accept-language': 'ar',
    });
    expect(catalog.statusCode).toBe(200);
    const body = catalogResponseSchema.parse(catalog.json());
    const product = body.sections[0]?.products[0];
    if (!product) throw new Error('The vendor has products');
    const res = await t.get(`/api/products/${product.id}`, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(productResponseSchema.parse(res.json())).toMatchObject({
      id: product.id,
      name: product.name,
      vendor: { id: vendor.id },
    });
  });

  it('lists the content pages and opens one by slug', async () => {
    const list = await t.get('/api/content-pages');
    expect(list.statusCode).toBe(200);
    expect(list.json().pages.map((p: { slug: string }) => p.slug)).toContain('about_us');
    const about = await t.get('/api/content-pages/about_us', { 'accept-language': 'ar' });
    expect(about.statusCode).toBe(200);
    expect(about.json().title).toBe('عن سوق');
  });
});
