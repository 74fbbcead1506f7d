import { minorUnitDigits } from '@souk/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import type { LatLng, WorkingHoursRow } from '#api/db/schema/index.ts';
import { hasEmoji } from '#api/modules/images/twemoji.ts';
import type { SeedSummary } from './seed-demo.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  return database;
}

async function load(database: Database) {
  const { db } = database;
  return {
    partners: await db.select().from(schema.partners),
    localities: await db.select().from(schema.localities),
    categories: await db.select().from(schema.categories),
    vendors: await db.select().from(schema.vendors),
    vendorCategories: await db.select().from(schema.vendorCategories),
    sections: await db.select().from(schema.sections),
    products: await db.select().from(schema.products),
    groups: await db.select().from(schema.componentGroups),
    components: await db.select().from(schema.components),
    banners: await db.select().from(schema.banners),
    images: await db.select().from(schema.images),
    pages: await db.select().from(schema.contentPages),
  };
}

type Data = Awaited<ReturnType<typeof load>>;

/** What must not change between two runs: everything but the generated ids. */
function fingerprint(data: Data): string[] {
  const localityCode = new Map(data.localities.map((l) => [l.id, l.code]));
  const vendorCode = new Map(
    data.vendors.map((v) => [v.id, `${localityCode.get(v.localityId)}/${v.code}`]),
  );
  return [
    ...data.vendors.map(
      (v) =>
        `${vendorCode.get(v.id)} ${v.name} ${v.rating} ${v.deliveryPrice} ${v.latitude},${v.longitude}`,
    ),
    ...data.products.map(
      (p) =>
        `${vendorCode.get(p.vendorId)} ${p.name} ${p.price} ${p.discountPrice} ${p.popular} ${p.available} ${p.visible}`,
    ),
  ].sort();
}

const isOvernight = (row: WorkingHoursRow) => row.until < row.from && row.until !== '00:00:00';

/** Ray casting; fine for the small convex-ish zones of the seed. */
function contains(polygon: LatLng[], [lat, lng]: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [latI, lngI] = polygon[i] as LatLng;
    const [latJ, lngJ] = polygon[j] as LatLng;
    if (lngI > lng !== lngJ > lng && lat < ((latJ - latI) * (lng - lngI)) / (lngJ - lngI) + latI)
      inside = !inside;
  }
  return inside;
}

describe('seedDemo', () => {
  let database: Database;
  let summary: SeedSummary;
  let data: Data;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDemo(database.db, { partnerCode: 'souk' });
    data = await load(database);
  });
  afterAll(() => database.close());

  it('reports what it wrote and leaves the database non-empty', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary.vendors).toBe(data.vendors.length);
    expect(summary.products).toBe(data.products.length);
    expect(summary.images).toBe(data.images.length);
  });

  it('has one partner with all 11 languages, English mandatory, open 08:00-23:00 every day', () => {
    expect(data.partners).toHaveLength(1);
    const [partner] = data.partners;
    expect(partner?.code).toBe('souk');
    expect(partner?.languages.map((l) => l.code).sort()).toEqual([
      'ar',
      'bg',
      'en',
      'es',
      'fr',
      'it',
      'lv',
      'mg',
      'pt',
      'ru',
      'uk',
    ]);
    expect(partner?.languages.filter((l) => l.mandatory).map((l) => l.code)).toEqual(['en']);
    expect(partner?.workingHours).toHaveLength(7);
    expect(new Set(partner?.workingHours.map((h) => `${h.from}-${h.until}`))).toEqual(
      new Set(['08:00:00-23:00:00']),
    );
    expect(partner?.links.socialNetworks.map((s) => s.type)).toEqual(['instagram', 'facebook']);
    expect(partner?.logoImageId).toBeTruthy();
  });

  it('has the content pages, with English, Arabic and Russian bodies', () => {
    expect(data.pages.map((p) => p.slug).sort()).toEqual(
      [
        'about_us',
        'courier_info',
        'privacy_policy',
        'support',
        'terms_of_use',
        'vendor_info',
      ].sort(),
    );
    for (const page of data.pages) {
      for (const lang of ['en', 'ar', 'ru'])
        expect(page.bodyI18n[lang]?.length, `${page.slug} ${lang}`).toBeGreaterThan(100);
      expect(Object.keys(page.titleI18n)).toHaveLength(11);
    }
  });

  it('has localities in different currencies, languages and time zones', () => {
    const { localities } = data;
    expect(localities.length).toBeGreaterThanOrEqual(4);
    expect(new Set(localities.map((l) => l.lang)).size).toBe(localities.length);
    expect(new Set(localities.map((l) => l.timeZone)).size).toBe(localities.length);
    expect(new Set(localities.map((l) => l.currencyCode)).size).toBeGreaterThanOrEqual(4);
    expect(localities.some((l) => l.lang === 'ar')).toBe(true);
    expect(localities.some((l) => minorUnitDigits(l.currencyCode) === 3)).toBe(true);
    expect(localities.some((l) => l.currencyCode === 'MGA')).toBe(true);
    expect(localities.some((l) => l.preorderPeriodType === 'NONE')).toBe(true);
    expect(localities.some((l) => l.tipSettings?.enabled)).toBe(true);
    expect(localities.some((l) => l.referralSettings?.enabled)).toBe(true);
    expect(localities.some((l) => l.receiptTypes.length === 2)).toBe(true);
    for (const l of localities) {
      expect(l.nameI18n.en).toBeTruthy();
      expect(l.nameI18n[l.lang]).toBeTruthy();
      expect(contains(l.deliveryZone, [l.centerLatitude, l.centerLongitude])).toBe(true);
    }
  });

  it('has exactly one vendor in the SINGLE_VENDOR locality', () => {
    const single = data.localities.filter((l) => l.uiFlow === 'SINGLE_VENDOR');
    expect(single).toHaveLength(1);
    expect(data.vendors.filter((v) => v.localityId === single[0]?.id)).toHaveLength(1);
  });

  it('has 40+ vendors of both types, each reaching its locality centre', () => {
    expect(data.vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.vendors.map((v) => v.vendorType))).toEqual(
      new Set(['RESTAURANT', 'STORE']),
    );
    const localities = new Map(data.localities.map((l) => [l.id, l]));
    for (const vendor of data.vendors) {
      const locality = localities.get(vendor.localityId);
      expect(locality).toBeDefined();
      expect(
        contains(vendor.deliveryZone, [
          locality?.centerLatitude ?? 0,
          locality?.centerLongitude ?? 0,
        ]),
        vendor.code,
      ).toBe(true);
      expect(vendor.nameI18n.en, vendor.code).toBe(vendor.name);
      // Some ratings sit under 3 so the "good" rating filter (above 0 to below 3) has results.
      if (vendor.rating !== null) expect(vendor.rating).toBeGreaterThanOrEqual(1);
      if (vendor.rating !== null) expect(vendor.rating).toBeLessThanOrEqual(5);
    }
    expect(data.vendors.filter((v) => v.rating === null).length).toBeGreaterThanOrEqual(2);
    expect(data.vendors.some((v) => v.minEstimatedDeliveryDuration === null)).toBe(true);
    expect(data.vendors.some((v) => v.freeDeliveryFrom !== null)).toBe(true);
  });

  it('gives riga more than one page of 30 vendors', () => {
    const riga = data.localities.find((l) => l.code === 'riga');
    expect(data.vendors.filter((v) => v.localityId === riga?.id).length).toBeGreaterThan(30);
  });

  it('has overnight hours, a closed day, a 00:00-23:59 day and a 24/7 vendor', () => {
    const hours = data.vendors.map((v) => v.workingHours);
    expect(hours.some((h) => h.some(isOvernight))).toBe(true);
    expect(
      hours.some(
        (h) => new Set(h.map((row) => row.day)).size < 7 && !h.some((row) => row.day === 'SUNDAY'),
      ),
    ).toBe(true);
    expect(
      hours.some(
        (h) =>
          h.length === 7 && h.every((row) => row.from === '00:00:00' && row.until === '23:59:00'),
      ),
    ).toBe(true);
    expect(
      hours.some(
        (h) =>
          h.length === 7 && h.every((row) => row.from === '00:00:00' && row.until === '00:00:00'),
      ),
    ).toBe(true);
  });

  it('has hidden sections and sections with their own hours', () => {
    expect(data.sections.some((s) => !s.visible)).toBe(true);
    expect(
      data.sections.some((s) =>
        s.workingHours?.some((h) => h.from === '07:00:00' && h.until === '11:00:00'),
      ),
    ).toBe(true);
    const perVendor = new Map<string, number>();
    for (const s of data.sections) perVendor.set(s.vendorId, (perVendor.get(s.vendorId) ?? 0) + 1);
    for (const vendor of data.vendors.filter((v) => v.vendorType === 'RESTAURANT')) {
      expect(perVendor.get(vendor.id), vendor.code).toBeGreaterThanOrEqual(3);
      expect(perVendor.get(vendor.id), vendor.code).toBeLessThanOrEqual(6);
    }
  });

  it('has products with discounts, liquids, weights, flags and texts in the locality language', () => {
    const { products } = data;
    const discounted = products.filter((p) => p.discountPrice !== null);
    expect(discounted.length).toBeGreaterThan(20);
    for (const p of discounted) expect(p.discountPrice).toBeLessThan(p.price);
    expect(products.some((p) => p.attributes.includes('LIQUID') && p.weight === 1000)).toBe(true);
    expect(products.some((p) => p.attributes.includes('WEIGHTED') && p.weight === 1000)).toBe(true);
    expect(products.some((p) => !p.available)).toBe(true);
    expect(products.some((p) => !p.visible)).toBe(true);
    expect(products.some((p) => p.popular)).toBe(true);
    expect(products.some((p) => p.nutritionFacts !== null)).toBe(true);

    const vendors = new Map(data.vendors.map((v) => [v.id, v]));
    const localities = new Map(data.localities.map((l) => [l.id, l]));
    for (const p of products) {
      const lang = localities.get(vendors.get(p.vendorId)?.localityId ?? '')?.lang ?? '?';
      expect(p.price, p.name).toBeGreaterThan(0);
      expect(p.imageId, p.name).toBeTruthy();
      expect(p.nameI18n.en, p.name).toBe(p.name);
      expect(p.nameI18n[lang], `${p.name} in ${lang}`).toBeTruthy();
      if (p.description)
        expect(p.descriptionI18n[lang], `${p.name} description in ${lang}`).toBeTruthy();
    }
  });

  it('prices in each currency sit on its own grid', () => {
    const vendors = new Map(data.vendors.map((v) => [v.id, v]));
    const currency = new Map(data.localities.map((l) => [l.id, l.currencyCode]));
    const prices = (code: string) =>
      data.products
        .filter((p) => currency.get(vendors.get(p.vendorId)?.localityId ?? '') === code)
        .map((p) => p.price);
    // KWD has 3 decimals: 2.750 KWD is 2750, on a 50-fils grid.
    expect(prices('KWD').every((price) => price % 50 === 0)).toBe(true);
    expect(prices('KWD').some((price) => price % 1000 !== 0)).toBe(true);
    // MGA: whole ariary in 2-digit minor units (100 Ar steps = 10 000).
    expect(prices('MGA').every((price) => price % 10_000 === 0)).toBe(true);
  });

  it('has required single-choice, capped multi-select and uncapped groups with priced options', () => {
    const { groups, components } = data;
    expect(
      groups.some((g) => g.required && !g.multiSelection && g.maxCount === 1 && g.name === 'Size'),
    ).toBe(true);
    expect(
      groups.some(
        (g) => !g.required && g.multiSelection && g.maxCount === 3 && g.name === 'Extra toppings',
      ),
    ).toBe(true);
    expect(groups.some((g) => g.multiSelection && g.maxCount === 2 && g.name === 'Sauces')).toBe(
      true,
    );
    expect(groups.some((g) => g.required && g.name === 'Volume')).toBe(true);
    expect(groups.some((g) => g.multiSelection && g.maxCount === 1)).toBe(true);
    expect(groups.some((g) => g.multiSelection && g.maxCount === null)).toBe(true);
    expect(components.some((c) => c.price > 0)).toBe(true);
    expect(components.some((c) => !c.available)).toBe(true);
  });

  it('has "Pizza Margherita" at several vendors', () => {
    const vendorsWith = new Set(
      data.products.filter((p) => /margherita/i.test(p.name)).map((p) => p.vendorId),
    );
    expect(vendorsWith.size).toBeGreaterThanOrEqual(4);
  });

  it('has category trees with a childless parent and an unused child', () => {
    const used = new Set(data.vendorCategories.map((vc) => vc.categoryId));
    for (const locality of data.localities) {
      const categories = data.categories.filter((c) => c.localityId === locality.id);
      const parents = categories.filter((c) => c.parentId === null);
      const children = categories.filter((c) => c.parentId !== null);
      expect(children.length).toBeGreaterThan(0);
      expect(parents.some((p) => !children.some((c) => c.parentId === p.id))).toBe(true);
      expect(children.some((c) => !used.has(c.id))).toBe(true);
    }
    for (const vendor of data.vendors)
      expect(
        data.vendorCategories.some((vc) => vc.vendorId === vendor.id),
        vendor.code,
      ).toBe(true);
  });

  it('has 2-4 banners per locality, some pointing at a vendor and one at an external link', () => {
    for (const locality of data.localities) {
      const banners = data.banners.filter((b) => b.localityId === locality.id);
      expect(banners.length).toBeGreaterThanOrEqual(2);
      expect(banners.length).toBeLessThanOrEqual(4);
      expect(banners.every((b) => b.imageId)).toBe(true);
    }
    expect(data.banners.some((b) => b.externalLink === 'https://example.com/promo')).toBe(true);
    expect(data.banners.some((b) => b.vendorId !== null)).toBe(true);
  });

  it('draws banner pictures without words: the headline is text per language (issue 17 item 10)', () => {
    const bannerImages = new Set(data.banners.map((b) => b.imageId));
    const pictures = data.images.filter((image) => bannerImages.has(image.id));
    expect(pictures).toHaveLength(data.banners.length);
    expect(pictures.map((image) => image.label)).toEqual(pictures.map(() => null));
    // Every banner has its headline in English and in its locality's language.
    const lang = new Map(data.localities.map((l) => [l.id, l.lang]));
    for (const banner of data.banners) {
      expect(banner.titleI18n.en, banner.id).toBeTruthy();
      expect(banner.titleI18n[lang.get(banner.localityId) ?? ''], banner.id).toBeTruthy();
    }
  });

  it('gives every vendor, product, category and banner an image whose emoji exists', async () => {
    const imageIds = new Set(data.images.map((i) => i.id));
    for (const v of data.vendors)
      expect(imageIds.has(v.imageId ?? '') && imageIds.has(v.avatarId ?? '')).toBe(true);
    for (const p of data.products) expect(imageIds.has(p.imageId ?? '')).toBe(true);
    for (const c of data.categories) expect(imageIds.has(c.imageId ?? '')).toBe(true);
    for (const emoji of new Set(data.images.map((i) => i.emoji)))
      expect(await hasEmoji(emoji), emoji).toBe(true);
  });

  it('is deterministic: a second database gets the same names, prices and flags', async () => {
    const other = await freshDatabase();
    try {
      await seedDemo(other.db, { partnerCode: 'souk' });
      expect(fingerprint(await load(other))).toEqual(fingerprint(data));
    } finally {
      await other.close();
    }
  });
});
