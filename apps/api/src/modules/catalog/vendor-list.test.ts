import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainPageResponseSchema, vendorsPageSchema } from '@souk/contracts';
import type { Vendor } from '@souk/contracts';
import { insertCategory, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { offsetPoint, zonePolygon } from '#api/seed/geo.ts';
import { hours, hoursExcept } from '#api/seed/hours.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

/** Wednesday 25 November 2026, 12:00 in Riga (UTC+2). */
const NOW = new Date('2026-11-25T10:00:00Z');
const CENTER: [number, number] = [56.95, 24.1];

describe.each(testTargets)('GET /api/public/localities/{code}/vendors on %s', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const categoryIds: Record<string, string> = {};

  async function vendors(query = '', headers: Record<string, string> = {}) {
    const res = await t.get(`/api/public/localities/browse/vendors${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return vendorsPageSchema.parse(res.json());
  }
  const names = (page: { vendors: Vendor[] }) => page.vendors.map((vendor) => vendor.name);

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => NOW });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const other = await insertPartner(db, { code: 'other' });
    await insertLocality(db, { partnerId: other.id, code: 'elsewhere', center: CENTER });

    // 35 vendors, 5 of them closed at noon: pages of 30 (spec 1 §9).
    const paging = await insertLocality(db, {
      partnerId: partner.id,
      code: 'paging',
      center: CENTER,
    });
    for (let i = 0; i < 35; i += 1) {
      const closed = i % 7 === 3;
      await insertVendor(db, {
        localityId: paging.id,
        name: `Vendor ${String(i).padStart(2, '0')}`,
        // Shuffled and partly equal sort orders: the id must break ties.
        sortOrder: (i * 11) % 5,
        workingHours: closed ? hours('18:00', '23:00') : hours('10:00', '22:00'),
      });
    }

    const browse = await insertLocality(db, {
      partnerId: partner.id,
      code: 'browse',
      center: CENTER,
      lang: 'en',
    });
    const category = async (name: string, parentId: string | null, ar: string) => {
      const row = await insertCategory(db, {
        localityId: browse.id,
        name,
        nameI18n: { en: name, ar },
        parentId,
      });
      categoryIds[name] = row.id;
      return row.id;
    };
    const food = await category('Food', null, 'طعام');
    await category('Pizza', food, 'بيتزا');
    await category('Burgers', food, 'برجر');
    await category('Sushi', food, 'سوشي');

    const vendor = async (
      name: string,
      input: Omit<Parameters<typeof insertVendor>[1], 'localityId'> = {},
    ) => {
      const row = await insertVendor(db, {
        localityId: browse.id,
        name,
        nameI18n: { en: name },
        latitude: CENTER[0],
        longitude: CENTER[1],
        deliveryZone: zonePolygon(CENTER, 5),
        ...input,
      });
      ids[name] = row.id;
    };
    await vendor('Pizza Place', {
      nameI18n: { en: 'Pizza Place', ar: 'مكان البيتزا' },
      categoryIds: [categoryIds.Pizza as string],
      rating: 4.5,
      receiptTypes: ['DELIVERY', 'TAKEAWAY'],
      minEstimatedDeliveryDuration: 20,
      maxEstimatedDeliveryDuration: 35,
      sortOrder: 1,
    });
    const north = offsetPoint(CENTER, 20, 0);
    await vendor('Burger Barn', {
      categoryIds: [categoryIds.Burgers as string],
      rating: 3.05,
      latitude: north[0],
      longitude: north[1],
      deliveryZone: zonePolygon(north, 3),
      sortOrder: 2,
    });
    const east = offsetPoint(CENTER, 0, 2);
    await vendor('Sushi Spot', {
      categoryIds: [categoryIds.Sushi as string],
      rating: 3.5,
      receiptTypes: ['TAKEAWAY'],
      latitude: east[0],
      longitude: east[1],
      sortOrder: 3,
    });
    // Overnight hours: open 18:00 to 02:00, so closed at noon.
    await vendor('Night Owl', {
      categoryIds: [categoryIds.Pizza as string],
      rating: 2.5,
      workingHours: hours('18:00', '02:00'),
      sortOrder: 0,
    });
    await vendor('Closed Wednesdays', {
      workingHours: hoursExcept('10:00', '22:00', ['WEDNESDAY']),
      sortOrder: 4,
    });
    const nightMenu = await insertSection(db, {
      vendorId: ids['Night Owl'] as string,
      name: 'Pizza',
    });
    await insertProduct(db, {
      vendorId: ids['Night Owl'] as string,
      sectionId: nightMenu.id,
      name: 'Pizza Margherita',
      nameI18n: { en: 'Pizza Margherita' },
      price: 900,
    });
    await vendor('Unrated', { rating: null, sortOrder: 5 });
    await vendor('Perfect', { rating: 5, sortOrder: 6 });
    await vendor('Ghost', { visible: false, rating: 4.5, sortOrder: 7 });
  });
  afterAll(() => t.close());

  describe('paging', () => {
    it('answers pages of 30 with page, totalPages and total, and no vendor twice', async () => {
      const first = await vendorsAt('paging', '');
      const second = await vendorsAt('paging', '?page=2');
      const third = await vendorsAt('paging', '?page=3');
      expect(first).toMatchObject({ page: 1, totalPages: 2, total: 35 });
      expect(first.vendors).toHaveLength(30);
      expect(second).toMatchObject({ page: 2, totalPages: 2, total: 35 });
      expect(second.vendors).toHaveLength(5);
      expect(third.vendors).toEqual([]);
      const all = [...first.vendors, ...second.vendors].map((vendor) => vendor.id);
      expect(new Set(all).size).toBe(35);
    });

    it('puts open vendors first, then sort order, then id, the same on every call', async () => {
      const first = await vendorsAt('paging', '');
      const second = await vendorsAt('paging', '?page=2');
      const listed = [...first.vendors, ...second.vendors];
      expect(listed.slice(0, 30).every((vendor) => vendor.working)).toBe(true);
      expect(listed.slice(30).every((vendor) => !vendor.working)).toBe(true);
      for (const group of [listed.slice(0, 30), listed.slice(30)]) {
        const keys = group.map((vendor) => [vendor.sort, vendor.id] as const);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
        expect(keys).toEqual(sorted);
      }
      expect((await vendorsAt('paging', '')).vendors.map((v) => v.id)).toEqual(
        first.vendors.map((v) => v.id),
      );
    });

    async function vendorsAt(code: string, query: string) {
      const res = await t.get(`/api/public/localities/${code}/vendors${query}`);
      expect(res.statusCode).toBe(200);
      return vendorsPageSchema.parse(res.json());
    }
  });

  it('never lists hidden vendors', async () => {
    const page = await vendors();
    expect(names(page)).not.toContain('Ghost');
    expect(page.total).toBe(7);
  });

  it('matches any picked category, a picked parent meaning any of its children', async () => {
    const pizza = await vendors(`?categories=${categoryIds.Pizza}`);
    expect(names(pizza).sort()).toEqual(['Night Owl', 'Pizza Place']);
    const two = await vendors(`?categories=${categoryIds.Pizza},${categoryIds.Sushi}`);
    expect(names(two).sort()).toEqual(['Night Owl', 'Pizza Place', 'Sushi Spot']);
    const repeated = await vendors(
      `?categories=${categoryIds.Sushi}&categories=${categoryIds.Burgers}`,
    );
    expect(names(repeated).sort()).toEqual(['Burger Barn', 'Sushi Spot']);
    const food = await vendors(`?categories=${categoryIds.Food}`);
    expect(names(food).sort()).toEqual(['Burger Barn', 'Night Owl', 'Pizza Place', 'Sushi Spot']);
  });

  it('keeps only vendors whose delivery zone contains the point, with the distance to it', async () => {
    const page = await vendors(`?latitude=${CENTER[0]}&longitude=${CENTER[1]}`);
    expect(names(page)).not.toContain('Burger Barn');
    expect(page.total).toBe(6);
    const pizza = page.vendors.find((vendor) => vendor.name === 'Pizza Place');
    const sushi = page.vendors.find((vendor) => vendor.name === 'Sushi Spot');
    expect(pizza?.distanceToCustomer).toBe(0);
    expect(sushi?.distanceToCustomer).toBeCloseTo(2, 1);
    // Without a point there is no distance.
    expect((await vendors()).vendors[0]?.distanceToCustomer).toBeNull();
    const north = offsetPoint(CENTER, 20, 0);
    expect(names(await vendors(`?latitude=${north[0]}&longitude=${north[1]}`))).toEqual([
      'Burger Barn',
    ]);
  });

  it.each([
    // Spec 1 §5: "all (above 0 to below 5), good (above 0 to below 3), best (above 3.1 to
    // below 4), the-best (above 4.1 to below 5)".
    ['all', ['Burger Barn', 'Night Owl', 'Pizza Place', 'Sushi Spot']],
    ['good', ['Night Owl']],
    ['best', ['Sushi Spot']],
    ['the-best', ['Pizza Place']],
  ])('filters rating=%s by the bounds of spec 1 §5', async (rating, expected) => {
    expect(names(await vendors(`?rating=${rating}`)).sort()).toEqual(expected);
  });

  it('filters by receipt type', async () => {
    expect(names(await vendors('?receiptType=TAKEAWAY')).sort()).toEqual([
      'Pizza Place',
      'Sushi Spot',
    ]);
    expect(names(await vendors('?receiptType=DELIVERY'))).not.toContain('Sushi Spot');
  });

  it('searches vendor names in the request language, ignoring case', async () => {
    expect(names(await vendors('?searchString=PLACE'))).toEqual(['Pizza Place']);
    const arabic = await vendors(`?searchString=${encodeURIComponent('البيتزا')}`, {
      'accept-language': 'ar',
    });
    // Night Owl is in the Pizza category ("بيتزا"): vendors match by category too (issue 15).
    expect(names(arabic)).toEqual(['مكان البيتزا', 'Night Owl']);
    expect((await vendors('?searchString=nothing-like-it')).total).toBe(0);
  });

  it('lists, for a typed query, the vendors the typo-tolerant search finds by name or dish', async () => {
    // "margarita" is in no vendor's name; Night Owl sells "Pizza Margherita".
    expect(names(await vendors('?searchString=margarita'))).toEqual(['Night Owl']);
    expect(names(await vendors('?searchString=pizza%20plase'))).toContain('Pizza Place');
    const main = await t.get('/api/public/localities/browse/main-page/v2?searchString=margarita');
    expect(names(mainPageResponseSchema.parse(main.json()).vendors)).toEqual(['Night Owl']);
  });

  it('resolves names for Accept-Language, falling back to English', async () => {
    const page = await vendors(`?categories=${categoryIds.Pizza}`, { 'accept-language': 'ar' });
    const pizza = page.vendors.find((vendor) => vendor.id === ids['Pizza Place']);
    expect(pizza?.name).toBe('مكان البيتزا');
    expect(pizza?.categories).toEqual([{ id: categoryIds.Pizza, name: 'بيتزا' }]);
    // No Arabic name: English.
    expect(page.vendors.find((vendor) => vendor.id === ids['Night Owl'])?.name).toBe('Night Owl');
  });

  it('tells when a closed vendor opens next, at the pinned clock', async () => {
    const page = await vendors();
    const byName = new Map(page.vendors.map((vendor) => [vendor.name, vendor]));
    expect(byName.get('Pizza Place')).toMatchObject({
      working: true,
      timeAvailability: { available: true, nextOpeningAt: null },
    });
    expect(byName.get('Night Owl')).toMatchObject({
      working: false,
      timeAvailability: {
        available: false,
        nextOpeningAt: '2026-11-25T16:00:00.000Z',
        nearestDelivery: { kind: 'today', time: '18:00' },
      },
    });
    expect(byName.get('Closed Wednesdays')?.timeAvailability).toEqual({
      available: false,
      nextOpeningAt: '2026-11-26T08:00:00.000Z',
      nearestDelivery: { kind: 'tomorrow', time: '10:00' },
    });
    // Closed vendors come after every open one, whatever their sort order.
    expect(names(page).slice(-2).sort()).toEqual(['Closed Wednesdays', 'Night Owl']);
  });

  it('shows delivery time as a range or the 60-minute default, and the locality minimum', async () => {
    const page = await vendors();
    const byName = new Map(page.vendors.map((vendor) => [vendor.name, vendor]));
    expect(byName.get('Pizza Place')).toMatchObject({
      minEstimatedDeliveryDuration: 20,
      maxEstimatedDeliveryDuration: 35,
      deliveryTime: { kind: 'range', min: 20, max: 35 },
    });
    // Spec 1 §9: "Default estimated delivery duration 60 minutes."
    expect(byName.get('Unrated')).toMatchObject({
      minEstimatedDeliveryDuration: 60,
      maxEstimatedDeliveryDuration: 60,
      deliveryTime: { kind: 'value', minutes: 60 },
      minOrderPrice: 0,
    });
  });

  it('evaluates availability at the preorder time, in the locality time zone', async () => {
    // 19:00 on Wednesday: everyone open but the vendor closed on Wednesdays.
    const evening = await vendors('?preorderDateTime=2026-11-25T19:00:00');
    expect(names(evening)).not.toContain('Closed Wednesdays');
    expect(evening.vendors.find((v) => v.name === 'Night Owl')?.working).toBe(true);
    // 01:00 on Thursday: only the overnight hours carried over from Wednesday.
    expect(names(await vendors('?preorderDateTime=2026-11-26T01:00'))).toEqual(['Night Owl']);
    // A trailing Z is tolerated and means the same local time (spec 1 §5).
    expect(names(await vendors('?preorderDateTime=2026-11-26T01:00:00Z'))).toEqual(['Night Owl']);
  });

  it.each([
    ['latitude=200&longitude=24', 'latitude'],
    ['latitude=56.9', 'longitude'],
    ['longitude=24.1', 'latitude'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['categories=not-a-uuid', 'categories.0'],
    ['rating=great', 'rating'],
    ['receiptType=DRONE', 'receiptType'],
    ['preorderDateTime=tomorrow', 'preorderDateTime'],
    ['preorderDateTime=2026-02-30T10:00', 'preorderDateTime'],
    ['preorderDateTime=2026-11-25T24:30', 'preorderDateTime'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/public/localities/browse/vendors?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'ValidationException',
      errorCode: 'validation_failed',
    });
    expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 404 LocalityNotFoundException for an unknown or foreign locality', async () => {
    for (const code of ['atlantis', 'elsewhere']) {
      const res = await t.get(`/api/public/localities/${code}/vendors`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'LocalityNotFoundException',
        errorCode: 'locality_not_found',
      });
    }
  });
});
