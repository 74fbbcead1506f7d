import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogResponseSchema, productResponseSchema, vendorDetailSchema } from '@souk/contracts';
import { catalogCategories } from '#api/db/schema/index.ts';
import {
  buildCatalogCategory,
  insertImage,
  insertProduct,
  insertSection,
  insertVendor,
} from '#api/seed/factories.ts';
import { offsetPoint } from '#api/seed/geo.ts';
import { hours } from '#api/seed/hours.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

/** Wednesday 25 November 2026, 12:00 in Riga (UTC+2). */
const NOW = new Date('2026-11-25T10:00:00Z');
const CENTER: [number, number] = [56.95, 24.1];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testTargets)('vendor, catalogue and product calls on %s', (target) => {
  let t: TestApp;
  const id: Record<string, string> = {};

  async function catalog(path: string, headers: Record<string, string> = {}) {
    const res = await t.get(path, headers);
    expect(res.statusCode, res.body).toBe(200);
    return catalogResponseSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => NOW });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const locality = await insertLocality(db, {
      partnerId: partner.id,
      code: 'menu-town',
      center: CENTER,
      minOrderPrice: 1500,
    });
    const bistro = await insertVendor(db, {
      localityId: locality.id,
      code: 'bistro',
      name: 'Bistro',
      nameI18n: { en: 'Bistro', ar: 'بيسترو' },
      latitude: CENTER[0],
      longitude: CENTER[1],
      utensilsAllowed: true,
      utensilsMaxCount: 4,
    });
    id.bistro = bistro.id;
    const tab = async (name: string, sortOrder: number) => {
      const row = buildCatalogCategory({ vendorId: bistro.id, name, sortOrder });
      await db.insert(catalogCategories).values(row);
      return row.id;
    };
    id.lunch = await tab('Lunch', 0);
    id.drinks = await tab('Drinks', 1);
    id.emptyTab = await tab('Empty tab', 2);
    const section = async (name: string, sortOrder: number, extra = {}) =>
      (
        await insertSection(db, {
          vendorId: bistro.id,
          name,
          nameI18n: { en: name, ar: `${name} (ar)` },
          sortOrder,
          ...extra,
        })
      ).id;
    const product = async (sectionId: string, name: string, extra = {}) => {
      const row = await insertProduct(db, {
        vendorId: bistro.id,
        sectionId,
        name,
        nameI18n: { en: name },
        ...extra,
      });
      id[name] = row.id;
      return row.id;
    };

    const mains = await section('Mains', 0, { catalogCategoryId: id.lunch });
    const photo = await insertImage(db, { kind: 'product' });
    await product(mains, 'Soup', {
      nameI18n: { en: 'Soup', ar: 'شوربة' },
      price: 500,
      discountPrice: 400,
      popular: true,
      imageId: photo.id,
      sortOrder: 0,
    });
    await product(mains, 'Steak', { visible: false, sortOrder: 1 });
    await product(mains, 'Pasta', { available: false, sortOrder: 2 });
    await product(mains, 'Pizza', {
      price: 900,
      sortOrder: 3,
      componentGroups: [
        {
          name: 'Size',
          required: true,
          multiSelection: false,
          maxCount: 1,
          components: [
            { name: 'Small', price: 0 },
            { name: 'Large', price: 300 },
          ],
        },
        {
          name: 'Extras',
          required: false,
          multiSelection: true,
          maxCount: 2,
          components: [
            { name: 'Cheese', price: 100 },
            { name: 'Olives', price: 80, available: false },
          ],
        },
      ],
    });
    const hidden = await section('Hidden section', 1, {
      catalogCategoryId: id.lunch,
      visible: false,
    });
    await product(hidden, 'Secret');
    const empty = await section('Empty section', 2, { catalogCategoryId: id.lunch });
    await product(empty, 'Gone', { visible: false });
    const breakfast = await section('Breakfast', 3, {
      catalogCategoryId: id.lunch,
      workingHours: hours('07:00', '11:00'),
    });
    await product(breakfast, 'Pancakes');
    const drinks = await section('Cold drinks', 4, { catalogCategoryId: id.drinks });
    await product(drinks, 'Lemonade', { attributes: ['LIQUID'], weight: 330 });
    const specials = await section('Specials', 5);
    await product(specials, 'Daily special');
    const emptyTabSection = await section('Nothing here', 6, { catalogCategoryId: id.emptyTab });
    await product(emptyTabSection, 'Nothing', { visible: false });

    const ghost = await insertVendor(db, {
      localityId: locality.id,
      name: 'Ghost',
      visible: false,
    });
    id.ghost = ghost.id;
    const ghostSection = await insertSection(db, { vendorId: ghost.id });
    id.ghostProduct = (
      await insertProduct(db, { vendorId: ghost.id, sectionId: ghostSection.id })
    ).id;

    const other = await insertPartner(db, { code: 'other' });
    const otherTown = await insertLocality(db, { partnerId: other.id, center: CENTER });
    const foreign = await insertVendor(db, { localityId: otherTown.id, code: 'bistro' });
    id.foreign = foreign.id;
    const foreignSection = await insertSection(db, { vendorId: foreign.id });
    id.foreignProduct = (
      await insertProduct(db, { vendorId: foreign.id, sectionId: foreignSection.id })
    ).id;
  });
  afterAll(() => t.close());

  describe('GET /api/vendors/{id}', () => {
    it('answers the vendor with popular products, utensils and the locality minimum', async () => {
      const res = await t.get(`/api/vendors/${id.bistro}`);
      expect(res.statusCode).toBe(200);
      const vendor = vendorDetailSchema.parse(res.json());
      expect(vendor).toMatchObject({
        id: id.bistro,
        name: 'Bistro',
        working: true,
        minOrderPrice: 1500,
        utensils: { allowed: true, maxCount: 4 },
        deliversToCustomer: null,
      });
      expect(vendor.popularProducts.map((product) => product.name)).toEqual(['Soup']);
    });

    it('tells whether the vendor delivers to the point sent', async () => {
      const inside = await t.get(`/api/vendors/${id.bistro}?latitude=56.95&longitude=24.1`);
      expect(inside.json()).toMatchObject({ deliversToCustomer: true, distanceToCustomer: 0 });
      const far = offsetPoint(CENTER, 30, 0);
      const outside = await t.get(
        `/api/vendors/${id.bistro}?latitude=${far[0]}&longitude=${far[1]}`,
      );
      expect(outside.json().deliversToCustomer).toBe(false);
      expect(outside.json().distanceToCustomer).toBeCloseTo(30, 0);
    });

    it.each([
      ['a hidden vendor', () => id.ghost],
      ["another partner's vendor", () => id.foreign],
      ['an unknown vendor', () => UNKNOWN_ID],
    ])('answers 404 VendorNotFoundException for %s', async (_case, vendorId) => {
      for (const suffix of ['', '/catalogue', '/catalogue-page']) {
        const res = await t.get(`/api/vendors/${vendorId()}${suffix}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          type: 'VendorNotFoundException',
          errorCode: 'vendor_not_found',
        });
      }
    });

    it.each([
      ['/api/vendors/not-a-uuid', 'id'],
      [`/api/vendors/${UNKNOWN_ID}/catalogue?catalogCategoryId=nope`, 'catalogCategoryId'],
      [`/api/vendors/${UNKNOWN_ID}/catalogue?latitude=91&longitude=0`, 'latitude'],
      [`/api/vendors/${UNKNOWN_ID}?preorderDateTime=2026-13-01T10:00`, 'preorderDateTime'],
    ])('refuses %s with a 400 naming %s', async (url, field) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('ValidationException');
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('GET /api/vendors/{id}/catalogue', () => {
    it('sends visible sections with visible products, dropping empty sections and tabs', async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue`);
      expect(body.catalogCategoryId).toBeNull();
      expect(body.catalogCategories.map((tab) => tab.name)).toEqual(['Lunch', 'Drinks']);
      expect(body.sections.map((section) => section.name)).toEqual([
        'Mains',
        'Breakfast',
        'Cold drinks',
        'Specials',
      ]);
      const mains = body.sections[0]?.products.map((product) => product.name);
      expect(mains).toEqual(['Soup', 'Pasta', 'Pizza']);
      const everything = JSON.stringify(body);
      for (const hidden of ['Steak', 'Secret', 'Gone', 'Hidden section', 'Nothing']) {
        expect(everything).not.toContain(hidden);
      }
    });

    it('prices in minor units with the discount and its percentage', async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue`);
      const soup = body.sections[0]?.products[0];
      expect(soup).toMatchObject({
        price: 400,
        originalPrice: 500,
        discountPrice: 400,
        discount: 20,
        available: true,
      });
      // No BASE_URL configured: a path on whatever origin the page came from (issue 15 part 5).
      expect(soup?.image?.basePath).toBe(`/images/${soup?.image?.basePath.split('/').pop()}`);
      expect(soup?.image?.variants.map((variant) => variant.n)).toContain('600x400.webp');
      const pasta = body.sections[0]?.products[1];
      expect(pasta).toMatchObject({
        price: 1000,
        discountPrice: null,
        discount: null,
        available: false,
      });
      const lemonade = body.sections.find((s) => s.name === 'Cold drinks')?.products[0];
      expect(lemonade).toMatchObject({ liquid: true, weight: 330, attributes: ['LIQUID'] });
    });

    it('sends option groups with their rules and components in order', async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue`);
      const pizza = body.sections[0]?.products.find((product) => product.name === 'Pizza');
      expect(pizza?.componentGroups).toMatchObject([
        {
          name: 'Size',
          required: true,
          multiSelection: false,
          maxCount: 1,
          components: [
            { name: 'Small', price: 0, available: true },
            { name: 'Large', price: 300, available: true },
          ],
        },
        {
          name: 'Extras',
          required: false,
          multiSelection: true,
          maxCount: 2,
          components: [
            { name: 'Cheese', price: 100, available: true },
            { name: 'Olives', price: 80, available: false },
          ],
        },
      ]);
    });

    it("evaluates a section's own hours: breakfast is over at noon, back tomorrow at 07:00", async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue`);
      const breakfast = body.sections.find((section) => section.name === 'Breakfast');
      expect(breakfast?.timeAvailability).toEqual({
        available: false,
        nextOpeningAt: '2026-11-26T05:00:00.000Z',
        nearestDelivery: { kind: 'tomorrow', time: '07:00' },
      });
      expect(breakfast?.workingHours).toHaveLength(7);
      expect(breakfast?.products[0]).toMatchObject({
        sectionWorkingHours: expect.arrayContaining([
          { day: 'THURSDAY', from: '07:00:00', until: '11:00:00' },
        ]),
        timeAvailabilityInfo: { available: false, closestPreorderDateTime: '2026-11-26T07:00:00' },
      });
      const mains = body.sections.find((section) => section.name === 'Mains');
      expect(mains?.workingHours).toBeNull();
      expect(mains?.products[0]?.timeAvailabilityInfo).toEqual({
        available: true,
        closestPreorderDateTime: null,
      });

      const tomorrow = await catalog(
        `/api/vendors/${id.bistro}/catalogue?preorderDateTime=2026-11-26T08:30`,
      );
      const later = tomorrow.sections.find((section) => section.name === 'Breakfast');
      expect(later?.timeAvailability.available).toBe(true);
      expect(later?.products[0]?.timeAvailabilityInfo.available).toBe(true);
    });

    it('sends the same body compressed to a client that accepts it', async () => {
      const url = `/api/vendors/${id.bistro}/catalogue`;
      const plain = await t.get(url);
      const br = await t.get(url, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gzip = await t.get(url, { 'accept-encoding': 'gzip' });
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('resolves names for Accept-Language', async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue`, {
        'accept-language': 'ar',
      });
      expect(body.vendor.name).toBe('بيسترو');
      expect(body.sections[0]?.name).toBe('Mains (ar)');
      expect(body.sections[0]?.products[0]?.name).toBe('شوربة');
      // No Arabic name: English.
      expect(body.sections[0]?.products[1]?.name).toBe('Pasta');
    });
  });

  describe('catalogue pages', () => {
    it('shows the first catalog category by default, with the sections that have none', async () => {
      const body = await catalog(`/api/vendors/${id.bistro}/catalogue-page`);
      expect(body.catalogCategoryId).toBe(id.lunch);
      expect(body.sections.map((section) => section.name)).toEqual([
        'Mains',
        'Breakfast',
        'Specials',
      ]);
    });

    it('shows the catalog category asked for, and the first for one it does not know', async () => {
      const drinks = await catalog(
        `/api/vendors/${id.bistro}/catalogue-page?catalogCategoryId=${id.drinks}`,
      );
      expect(drinks.catalogCategoryId).toBe(id.drinks);
      expect(drinks.sections.map((section) => section.name)).toEqual(['Cold drinks']);
      const unknown = await catalog(
        `/api/vendors/${id.bistro}/catalogue-page?catalogCategoryId=${UNKNOWN_ID}`,
      );
      expect(unknown.catalogCategoryId).toBe(id.lunch);
    });

    it('finds a vendor by code for single-vendor localities, within the partner only', async () => {
      const body = await catalog(`/api/vendors/bistro/single/catalogue-page`);
      expect(body.vendor.id).toBe(id.bistro);
      const foreign = await catalog(`/api/vendors/bistro/single/catalogue-page`, {
        'x-partner-code': 'other',
      });
      expect(foreign.vendor.id).toBe(id.foreign);
      const unknown = await t.get(`/api/vendors/no-such-vendor/single/catalogue-page`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().type).toBe('VendorNotFoundException');
    });
  });

  describe('GET /api/products/{id}', () => {
    it('answers the product with its options and its vendor', async () => {
      const res = await t.get(`/api/products/${id.Pizza}`);
      expect(res.statusCode).toBe(200);
      const product = productResponseSchema.parse(res.json());
      expect(product).toMatchObject({
        id: id.Pizza,
        name: 'Pizza',
        price: 900,
        vendor: { id: id.bistro, name: 'Bistro', working: true },
      });
      expect(product.componentGroups.map((group) => group.name)).toEqual(['Size', 'Extras']);
    });

    it.each([
      ['a hidden product', () => id.Steak],
      ['a product of a hidden section', () => id.Secret],
      ['a product of a hidden vendor', () => id.ghostProduct],
      ["another partner's product", () => id.foreignProduct],
      ['an unknown product', () => UNKNOWN_ID],
    ])('answers 404 ProductNotFoundException for %s', async (_case, productId) => {
      const res = await t.get(`/api/products/${productId()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'ProductNotFoundException',
        errorCode: 'product_not_found',
      });
    });

    it('refuses an id that is not a UUID with a 400', async () => {
      const res = await t.get('/api/products/42');
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('id');
    });
  });
});
