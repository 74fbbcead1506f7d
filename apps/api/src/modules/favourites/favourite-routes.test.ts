import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAVOURITES_PAGE_SIZE,
  FAVOURITES_PER_CUSTOMER_MAX,
  apiErrorSchema,
  favouriteVendorsPageSchema,
  favouritesSchema,
} from '@souk/contracts';
import { favouriteVendors, sections, vendors } from '#api/db/schema/index.ts';
import * as factories from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('favourites on %s', (target) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  /** 32 visible vendors in Riga, named "Riga 01" … "Riga 32". */
  const rigaVendors: string[] = [];
  let kyivVendor: string;
  let hiddenVendor: string;
  let otherPartnerVendor: string;
  let pizza: string;
  let hiddenProduct: string;
  let productInHiddenSection: string;
  let otherPartnerProduct: string;

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const riga = await insertLocality(db, {
      partnerId: partner.id,
      code: 'riga',
      name: 'Riga',
      center: [56.9496, 24.1052],
    });
    const kyiv = await insertLocality(db, {
      partnerId: partner.id,
      code: 'kyiv',
      name: 'Kyiv',
      center: [50.45, 30.52],
    });
    for (let index = 1; index <= 32; index += 1) {
      const name = `Riga ${String(index).padStart(2, '0')}`;
      const vendor = await factories.insertVendor(db, {
        localityId: riga.id,
        name,
        nameI18n: { en: name, lv: `Rīga ${String(index).padStart(2, '0')}` },
        sortOrder: index,
      });
      rigaVendors.push(vendor.id);
    }
    kyivVendor = (
      await factories.insertVendor(db, {
        localityId: kyiv.id,
        name: 'Kyiv Kitchen',
        latitude: 50.45,
        longitude: 30.52,
      })
    ).id;
    hiddenVendor = (await factories.insertVendor(db, { localityId: riga.id, visible: false })).id;
    const [firstVendor] = rigaVendors as [string];
    const menu = await factories.insertSection(db, { vendorId: firstVendor });
    pizza = (
      await factories.insertProduct(db, {
        vendorId: firstVendor,
        sectionId: menu.id,
        name: 'Pizza',
      })
    ).id;
    hiddenProduct = (
      await factories.insertProduct(db, {
        vendorId: firstVendor,
        sectionId: menu.id,
        visible: false,
      })
    ).id;
    const closedSection = await factories.insertSection(db, {
      vendorId: firstVendor,
      visible: false,
    });
    productInHiddenSection = (
      await factories.insertProduct(db, { vendorId: firstVendor, sectionId: closedSection.id })
    ).id;

    const other = await insertPartner(db, { code: 'other-market' });
    const lisbon = await insertLocality(db, {
      partnerId: other.id,
      code: 'lisbon',
      center: [38.72, -9.14],
    });
    otherPartnerVendor = (await factories.insertVendor(db, { localityId: lisbon.id })).id;
    const otherMenu = await factories.insertSection(db, { vendorId: otherPartnerVendor });
    otherPartnerProduct = (
      await factories.insertProduct(db, { vendorId: otherPartnerVendor, sectionId: otherMenu.id })
    ).id;

    alice = (await signInCustomer(t)).headers;
    bob = (await signInCustomer(t)).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
    t.request({ method, url, headers });
  const favourites = async (headers: Record<string, string>) => {
    const res = await call('GET', '/api/customer/me/favourites', headers);
    expect(res.statusCode).toBe(200);
    return favouritesSchema.parse(res.json());
  };

  it('starts empty', async () => {
    expect(await favourites(bob)).toEqual({ products: [], vendors: [] });
  });

  it('adding a vendor or a product twice keeps one (idempotent, 204)', async () => {
    const [vendor] = rigaVendors as [string];
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', `/api/customer/me/favourites/vendors/${vendor}`, bob);
      expect(res.statusCode).toBe(204);
      expect(
        (await call('POST', `/api/customer/me/favourites/products/${pizza}`, bob)).statusCode,
      ).toBe(204);
    }
    expect(await favourites(bob)).toEqual({ products: [{ id: pizza }], vendors: [{ id: vendor }] });
  });

  it('removing twice is fine too (idempotent, 204)', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call('DELETE', `/api/customer/me/favourites/products/${pizza}`, bob)).statusCode,
      ).toBe(204);
    }
    expect((await favourites(bob)).products).toEqual([]);
  });

  describe('unknown, hidden and other partners’ ids: 404', () => {
    const unknown = '00000000-0000-4000-8000-00000000000f';
    it.each([
      ['an unknown vendor', 'vendors', (): string => unknown, 'VendorNotFoundException'],
      ['a hidden vendor', 'vendors', (): string => hiddenVendor, 'VendorNotFoundException'],
      [
        "another partner's vendor",
        'vendors',
        (): string => otherPartnerVendor,
        'VendorNotFoundException',
      ],
      ['an unknown product', 'products', (): string => unknown, 'ProductNotFoundException'],
      ['a hidden product', 'products', (): string => hiddenProduct, 'ProductNotFoundException'],
      [
        'a product of a hidden section',
        'products',
        (): string => productInHiddenSection,
        'ProductNotFoundException',
      ],
      [
        "another partner's product",
        'products',
        (): string => otherPartnerProduct,
        'ProductNotFoundException',
      ],
    ] as const)('%s', async (_name, kind, id, type) => {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(method, `/api/customer/me/favourites/${kind}/${id()}`, alice);
        expect(res.statusCode, method).toBe(404);
        expect(apiErrorSchema.parse(res.json()).type).toBe(type);
      }
    });
  });

  it('a favourite whose vendor is hidden later drops out of every answer', async () => {
    const carol = (await signInCustomer(t)).headers;
    const vendor = (
      await factories.insertVendor(t.database.db, {
        localityId: (
          await t.database.db.select().from(vendors).where(eq(vendors.id, kyivVendor))
        )[0]?.localityId as string,
      })
    ).id;
    expect(
      (await call('POST', `/api/customer/me/favourites/vendors/${vendor}`, carol)).statusCode,
    ).toBe(204);
    expect((await favourites(carol)).vendors).toEqual([{ id: vendor }]);
    await t.database.db.update(vendors).set({ visible: false }).where(eq(vendors.id, vendor));
    expect((await favourites(carol)).vendors).toEqual([]);
    const page = favouriteVendorsPageSchema.parse(
      (await call('GET', '/api/customer/me/favourites/vendors', carol)).json(),
    );
    expect(page.total).toBe(0);
  });

  it('a favourite product of a section hidden later drops out', async () => {
    const dave = (await signInCustomer(t)).headers;
    const [vendor] = rigaVendors as [string];
    const section = await factories.insertSection(t.database.db, { vendorId: vendor });
    const product = await factories.insertProduct(t.database.db, {
      vendorId: vendor,
      sectionId: section.id,
    });
    await call('POST', `/api/customer/me/favourites/products/${product.id}`, dave);
    expect((await favourites(dave)).products).toEqual([{ id: product.id }]);
    await t.database.db.update(sections).set({ visible: false }).where(eq(sections.id, section.id));
    expect((await favourites(dave)).products).toEqual([]);
  });

  describe('favourite vendors in pages of 30, as vendor cards', () => {
    beforeAll(async () => {
      for (const id of [...rigaVendors, kyivVendor]) {
        const res = await call('POST', `/api/customer/me/favourites/vendors/${id}`, alice);
        expect(res.statusCode).toBe(204);
      }
    });
    const page = async (query: string, headers = alice) => {
      const res = await call('GET', `/api/customer/me/favourites/vendors${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return favouriteVendorsPageSchema.parse(res.json());
    };

    it('most recently added first; "no more pages once the fetched count equals the total"', async () => {
      const first = await page('');
      expect(first).toMatchObject({ page: 1, totalPages: 2, total: 33 });
      expect(first.vendors).toHaveLength(FAVOURITES_PAGE_SIZE);
      expect(first.vendors[0]?.id).toBe(kyivVendor);
      expect(first.vendors[1]?.name).toBe('Riga 32');
      const second = await page('?page=2');
      expect(second.vendors.map((vendor) => vendor.name)).toEqual([
        'Riga 03',
        'Riga 02',
        'Riga 01',
      ]);
      expect(first.vendors.length + second.vendors.length).toBe(second.total);
      expect((await page('?page=3')).vendors).toEqual([]);
    });

    it('full vendor cards in the request language, with distances from the sent point', async () => {
      const result = await page('?localityCode=riga&latitude=56.9496&longitude=24.1052', {
        ...alice,
        'accept-language': 'lv',
      });
      expect(result.total).toBe(32);
      const card = result.vendors.find((vendor) => vendor.id === rigaVendors[31]);
      expect(card).toMatchObject({ name: 'Rīga 32', distanceToCustomer: 0 });
      expect(card?.workingHours.length).toBeGreaterThan(0);
    });

    it('localityCode keeps one locality; an unknown one is 404 LocalityNotFoundException', async () => {
      const kyiv = await page('?localityCode=kyiv');
      expect(kyiv.vendors.map((vendor) => vendor.id)).toEqual([kyivVendor]);
      const res = await call(
        'GET',
        '/api/customer/me/favourites/vendors?localityCode=atlantis',
        alice,
      );
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).type).toBe('LocalityNotFoundException');
    });

    it("another customer never sees them, and removing on their side leaves alice's alone", async () => {
      const eve = (await signInCustomer(t)).headers;
      expect((await page('', eve)).total).toBe(0);
      expect(await favourites(eve)).toEqual({ products: [], vendors: [] });
      const res = await call('DELETE', `/api/customer/me/favourites/vendors/${kyivVendor}`, eve);
      expect(res.statusCode).toBe(204);
      expect((await page('')).total).toBe(33);
    });
  });

  it('refuses every call without a session: 401', async () => {
    const [vendor] = rigaVendors as [string];
    for (const [method, url] of [
      ['GET', '/api/customer/me/favourites'],
      ['GET', '/api/customer/me/favourites/vendors'],
      ['POST', `/api/customer/me/favourites/vendors/${vendor}`],
      ['DELETE', `/api/customer/me/favourites/vendors/${vendor}`],
      ['POST', `/api/customer/me/favourites/products/${pizza}`],
      ['DELETE', `/api/customer/me/favourites/products/${pizza}`],
    ] as const) {
      const res = await call(method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(apiErrorSchema.parse(res.json()).type).toBe('UnauthorizedException');
    }
  });

  it.each([
    ['/api/customer/me/favourites/vendors?page=0', 'page'],
    ['/api/customer/me/favourites/vendors?page=x', 'page'],
    ['/api/customer/me/favourites/vendors?latitude=abc&longitude=1', 'latitude'],
    ['/api/customer/me/favourites/vendors?latitude=1&longitude=200', 'longitude'],
  ])('malformed query %s: 400', async (url, field) => {
    const res = await call('GET', url, alice);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fieldErrors?.map((item) => item.field)).toContain(
      field,
    );
  });

  it('malformed ids: 400', async () => {
    for (const url of [
      '/api/customer/me/favourites/vendors/123',
      '/api/customer/me/favourites/products/x',
    ]) {
      const res = await call('POST', url, alice);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).type).toBe('ValidationException');
    }
  });

  it(`keeps at most ${FAVOURITES_PER_CUSTOMER_MAX} favourite vendors: 409 FavouritesLimitException`, async () => {
    const frank = await signInCustomer(t);
    const { db } = t.database;
    const [locality] = await db
      .select({ id: vendors.localityId })
      .from(vendors)
      .where(eq(vendors.id, kyivVendor));
    const many = Array.from({ length: FAVOURITES_PER_CUSTOMER_MAX }, () =>
      factories.buildVendor({ localityId: locality?.id as string }),
    );
    await factories.insertRows(db, vendors, many);
    const partnerId = (
      await db.query.partners.findFirst({ where: (p, { eq: is }) => is(p.code, TEST_PARTNER) })
    )?.id as string;
    await factories.insertRows(
      db,
      favouriteVendors,
      many.map((vendor) => ({ partnerId, customerId: frank.customerId, vendorId: vendor.id })),
    );
    const refused = await call(
      'POST',
      `/api/customer/me/favourites/vendors/${kyivVendor}`,
      frank.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      type: 'FavouritesLimitException',
      errorCode: 'favourites_limit_reached',
    });
    // One already kept can still be "added" again.
    const again = await call(
      'POST',
      `/api/customer/me/favourites/vendors/${many[0]?.id}`,
      frank.headers,
    );
    expect(again.statusCode).toBe(204);
  });
});
