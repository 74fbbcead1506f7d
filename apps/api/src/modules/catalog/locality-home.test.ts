import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  mainPageResponseSchema,
} from '@souk/contracts';
import type { Category } from '@souk/contracts';
import { catalogCategories } from '#api/db/schema/index.ts';
import {
  buildCatalogCategory,
  insertBanner,
  insertCategory,
  insertImage,
  insertProduct,
  insertSection,
  insertVendor,
} from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

/** Wednesday 25 November 2026, 12:00 in Riga (UTC+2). */
const NOW = new Date('2026-11-25T10:00:00Z');
const CENTER: [number, number] = [56.95, 24.1];

describe.each(testTargets)('locality home calls on %s', (target) => {
  let t: TestApp;
  const id: Record<string, string> = {};

  async function mainPage(code: string, query = '', headers: Record<string, string> = {}) {
    const res = await t.get(`/api/public/localities/${code}/main-page/v2${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return mainPageResponseSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => NOW });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER, textLogo: false });
    const home = await insertLocality(db, {
      partnerId: partner.id,
      code: 'home',
      center: CENTER,
      receiptTypes: ['DELIVERY', 'TAKEAWAY'],
    });
    const category = async (
      name: string,
      parentId: string | null,
      sortOrder: number,
      extra: { isTop?: boolean; ar?: string } = {},
    ) => {
      const image = await insertImage(db, { kind: 'category' });
      const row = await insertCategory(db, {
        localityId: home.id,
        name,
        nameI18n: { en: name, ...(extra.ar ? { ar: extra.ar } : {}) },
        parentId,
        sortOrder,
        isTop: extra.isTop ?? false,
        imageId: image.id,
      });
      id[name] = row.id;
      return row.id;
    };
    const food = await category('Food', null, 0, { ar: 'طعام' });
    await category('Burgers', food, 2);
    await category('Pizza', food, 1, { isTop: true, ar: 'بيتزا' });
    await category('Vegan', food, 3, { isTop: true });
    await category('Gifts', null, 1);
    const shops = await category('Shops', null, 2);
    await category('Groceries', shops, 0);

    const pizzaOne = await insertVendor(db, {
      localityId: home.id,
      name: 'Pizza One',
      categoryIds: [id.Pizza as string],
      sortOrder: 0,
    });
    id.pizzaOne = pizzaOne.id;
    const menu = await insertSection(db, { vendorId: pizzaOne.id });
    await insertProduct(db, {
      vendorId: pizzaOne.id,
      sectionId: menu.id,
      name: 'Margherita',
      nameI18n: { en: 'Margherita', ar: 'مارغريتا' },
      popular: true,
    });
    await insertProduct(db, { vendorId: pizzaOne.id, sectionId: menu.id, name: 'Marinara' });
    const burgerOne = await insertVendor(db, {
      localityId: home.id,
      name: 'Burger One',
      // Gifts is a root without children: dropped from the tree even though it is used.
      categoryIds: [id.Burgers as string, id.Gifts as string],
      sortOrder: 1,
    });
    id.burgerOne = burgerOne.id;
    const hidden = await insertVendor(db, {
      localityId: home.id,
      name: 'Hidden',
      visible: false,
      categoryIds: [id.Groceries as string],
    });

    const bannerImage = await insertImage(db, { kind: 'banner' });
    await insertBanner(db, {
      localityId: home.id,
      titleI18n: { en: 'Promo', ar: 'عرض' },
      externalLink: 'https://example.com/promo',
      imageId: bannerImage.id,
      sortOrder: 1,
    });
    await insertBanner(db, { localityId: home.id, vendorId: hidden.id, sortOrder: 0 });
    await insertBanner(db, {
      localityId: home.id,
      titleI18n: { en: 'Sneaky' },
      externalLink: 'javascript:alert(1)',
      vendorId: pizzaOne.id,
      sortOrder: 2,
    });

    const shop = await insertLocality(db, {
      partnerId: partner.id,
      code: 'solo',
      center: CENTER,
      uiFlow: 'SINGLE_VENDOR',
    });
    const bakery = await insertVendor(db, { localityId: shop.id, name: 'Solo Bakery' });
    id.bakery = bakery.id;
    for (const [index, name] of ['Bread', 'Cakes'].entries()) {
      const tab = buildCatalogCategory({ vendorId: bakery.id, name, sortOrder: index });
      await db.insert(catalogCategories).values(tab);
      const section = await insertSection(db, {
        vendorId: bakery.id,
        name: `${name} shelf`,
        catalogCategoryId: tab.id,
        sortOrder: index,
      });
      await insertProduct(db, {
        vendorId: bakery.id,
        sectionId: section.id,
        name: `${name} of the day`,
        popular: name === 'Cakes',
      });
      id[name] = tab.id;
    }
  });
  afterAll(() => t.close());

  describe('GET /api/public/localities/{code}/categories', () => {
    it('keeps categories vendors use, drops roots without children, lists the top ones', async () => {
      const res = await t.get('/api/public/localities/home/categories');
      expect(res.statusCode).toBe(200);
      const { tree, top } = categoriesResponseSchema.parse(res.json());
      const shape = (category: Category): unknown => [category.name, category.children.map(shape)];
      // Vegan and Groceries are used by no visible vendor; Gifts and Shops end up childless.
      expect(tree.map(shape)).toEqual([
        [
          'Food',
          [
            ['Pizza', []],
            ['Burgers', []],
          ],
        ],
      ]);
      expect(top.map((category) => category.name)).toEqual(['Pizza']);
      expect(tree[0]?.image?.variants.map((variant) => variant.n)).toContain('96x96.webp');
    });

    it('names categories in the request language', async () => {
      const res = await t.get('/api/public/localities/home/categories', {
        'accept-language': 'ar',
      });
      const { tree } = categoriesResponseSchema.parse(res.json());
      expect(tree[0]?.name).toBe('طعام');
      expect(tree[0]?.children.map((child) => child.name)).toEqual(['بيتزا', 'Burgers']);
    });
  });

  describe('GET /api/public/localities/{code}/banners', () => {
    it('sends banners in order, web links only, never one leading to a hidden vendor', async () => {
      const res = await t.get('/api/public/localities/home/banners', { 'accept-language': 'ar' });
      expect(res.statusCode).toBe(200);
      const { banners } = bannersResponseSchema.parse(res.json());
      expect(banners).toMatchObject([
        { title: 'عرض', spot: 'TOP', externalLink: 'https://example.com/promo', vendorId: null },
        { title: 'Sneaky', spot: 'TOP', externalLink: null, vendorId: id.pizzaOne },
      ]);
      expect(banners[0]?.image?.basePath).toMatch(/\/images\/[0-9a-f-]{36}$/);
    });
  });

  describe('GET /api/public/localities/{code}/main-page/v2', () => {
    it('gathers the DEFAULT home: banners, categories, vendors, popular products, groups', async () => {
      const page = await mainPage('home');
      expect(page).toMatchObject({
        uiFlow: 'DEFAULT',
        vendor: null,
        catalog: [],
        catalogCategories: [],
        featureFlags: [],
        uiComponents: { receiptTypes: ['DELIVERY', 'TAKEAWAY'], textLogo: false },
      });
      expect(page.banners).toHaveLength(2);
      expect(page.categories.top.map((category) => category.name)).toEqual(['Pizza']);
      expect(page.vendors).toMatchObject({ page: 1, totalPages: 1, total: 2 });
      expect(page.vendors.vendors.map((vendor) => vendor.name)).toEqual([
        'Pizza One',
        'Burger One',
      ]);
      expect(page.computedSections).toMatchObject([
        { key: 'popular', name: 'Popular', products: [{ name: 'Margherita' }] },
      ]);
      expect(page.vendorGroups).toEqual([
        { key: id.Pizza, name: 'Pizza', vendorIds: [id.pizzaOne] },
      ]);
    });

    it('applies the vendor filters to the vendors, groups and popular products', async () => {
      const burgers = await mainPage('home', `?categories=${id.Burgers}`);
      expect(burgers.vendors.vendors.map((vendor) => vendor.name)).toEqual(['Burger One']);
      expect(burgers.computedSections).toEqual([]);
      expect(burgers.vendorGroups).toEqual([]);
      const far = await mainPage('home', '?latitude=10&longitude=10');
      expect(far.vendors.total).toBe(0);
    });

    it('speaks the request language', async () => {
      const page = await mainPage('home', '', { 'accept-language': 'ar' });
      expect(page.computedSections[0]?.name).toBe('الأكثر طلبًا');
      expect(page.computedSections[0]?.products[0]?.name).toBe('مارغريتا');
    });

    it('puts the single vendor and its first catalog category on a SINGLE_VENDOR home', async () => {
      const page = await mainPage('solo');
      expect(page.uiFlow).toBe('SINGLE_VENDOR');
      expect(page.vendor?.id).toBe(id.bakery);
      expect(page.catalogCategories.map((tab) => tab.name)).toEqual(['Bread', 'Cakes']);
      expect(page.catalog.map((section) => section.name)).toEqual(['Bread shelf']);
      expect(page.featureFlags).toEqual(['catalog-optimization']);
      expect(page.computedSections[0]?.products.map((p) => p.name)).toEqual(['Cakes of the day']);
      const cakes = await mainPage('solo', `?catalogCategoryId=${id.Cakes}`);
      expect(cakes.catalog.map((section) => section.name)).toEqual(['Cakes shelf']);
    });

    it.each([
      ['?latitude=200&longitude=1', 'latitude'],
      ['?catalogCategoryId=abc', 'catalogCategoryId'],
      ['?cartId=' + 'x'.repeat(65), 'cartId'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const res = await t.get(`/api/public/localities/home/main-page/v2${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it.each(['main-page/v2', 'banners', 'categories'])(
      'answers /%s of an unknown locality with 404 LocalityNotFoundException',
      async (path) => {
        const res = await t.get(`/api/public/localities/atlantis/${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().type).toBe('LocalityNotFoundException');
      },
    );
  });
});
