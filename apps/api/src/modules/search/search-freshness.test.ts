/**
 * How fresh a search answer is: the catalogue's rule (decision 013). A repeated search is
 * answered from memory while the catalogue stands still; the next search after a catalogue write,
 * made here directly in SQL as a vendor tool would, sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SearchResponse } from '@souk/contracts';
import { searchResponseSchema } from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import { products, sections, vendors } from '#api/db/schema/index.ts';
import { CatalogFreshness } from '#api/modules/catalog/catalog-freshness.ts';
import { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import { CatalogSnapshots } from '#api/modules/catalog/catalog-snapshots.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertPartner, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { SearchRepository } from './search-repository.ts';
import { SearchService } from './search-service.ts';

describe.each(testTargets)('search answers and their age on %s', (target) => {
  let database: Database;
  let service: SearchService;
  let partnerId: string;
  let vendorId: string;
  let townId: string;
  const ids: Record<string, string> = {};
  let clock = new Date();

  async function search(keyword: string): Promise<SearchResponse> {
    const body = await searchBody(keyword);
    return searchResponseSchema.parse(JSON.parse(body.json));
  }
  const searchBody = (keyword: string) =>
    service.search(partnerId, 'freshtown', { keyword }, () => 'en');
  const names = (body: SearchResponse) => body.products.map((product) => product.name);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const db = database.db;
    const partner = await insertPartner(db, { code: 'fresh-market' });
    partnerId = partner.id;
    const town = await insertLocality(db, { partnerId, code: 'freshtown', center: [48, 2] });
    townId = town.id;
    const vendor = await insertVendor(db, { localityId: town.id, name: 'Fresh Kitchen' });
    vendorId = vendor.id;
    const section = await insertSection(db, { vendorId, name: 'Drinks' });
    for (const [key, name] of [
      ['lemonade', 'Lemonade'],
      ['tea', 'Iced Tea'],
      ['juice', 'Orange Juice'],
      ['kvass', 'Kvass'],
      ['lassi', 'Mango Lassi'],
    ] as const) {
      ids[key] = (
        await insertProduct(db, { vendorId, sectionId: section.id, name, price: 300 })
      ).id;
    }
    const catalogRepository = new CatalogRepository(db);
    service = new SearchService({
      search: new SearchRepository(db),
      snapshots: new CatalogSnapshots(catalogRepository, new LocalityRepository(db)),
      freshness: new CatalogFreshness(db),
      catalogRepository,
      baseUrl: 'http://localhost',
      now: () => clock,
    });
  });
  afterAll(() => database.close());

  it('answers a repeated search from memory until the catalogue changes, then afresh', async () => {
    const first = await searchBody('lemonade');
    expect(await searchBody('lemonade')).toBe(first);
    await database.db
      .update(products)
      .set({ price: 390 })
      .where(eq(products.id, ids.lemonade as string));
    expect((await search('lemonade')).products[0]?.price).toBe(390);
  });

  it('stops showing a hidden product on the next search', async () => {
    expect(names(await search('iced tea'))).toEqual(['Iced Tea']);
    await database.db
      .update(products)
      .set({ visible: false })
      .where(eq(products.id, ids.tea as string));
    expect(names(await search('iced tea'))).toEqual([]);
  });

  it('stops showing a hidden vendor and its products on the next search', async () => {
    const found = await search('kvass');
    expect(names(found)).toEqual(['Kvass']);
    expect((await search('fresh kitchen')).vendors.map((vendor) => vendor.id)).toEqual([vendorId]);
    await database.db.update(vendors).set({ visible: false }).where(eq(vendors.id, vendorId));
    try {
      expect(names(await search('kvass'))).toEqual([]);
      expect((await search('fresh kitchen')).vendors).toEqual([]);
    } finally {
      await database.db.update(vendors).set({ visible: true }).where(eq(vendors.id, vendorId));
    }
  });

  it('lists a product added under a known name on the next search while the name links held in memory are older', async () => {
    const heldAt = await new CatalogFreshness(database.db).version();
    // Searching starts reading the locality's links into memory; once read, new keywords
    // follow names there.
    expect(names(await search('mango lassi'))).toEqual(['Mango Lassi']);
    await expect
      .poll(() => service.postings?.current(townId, heldAt) != null, { timeout: 10_000 })
      .toBe(true);
    expect(names(await search('mango lasi'))).toEqual(['Mango Lassi']);
    // A second product of the same name: the links held know only the first.
    const [section] = await database.db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.vendorId, vendorId));
    await insertProduct(database.db, {
      vendorId,
      sectionId: section?.id as string,
      name: 'Mango Lassi',
      price: 450,
    });
    // Those links are of the version before the write: the database answers instead.
    expect(names(await search('mango lassy'))).toEqual(['Mango Lassi', 'Mango Lassi']);
  });

  it('finds a renamed product by its new name on the next search', async () => {
    expect(names(await search('orange'))).toEqual(['Orange Juice']);
    await database.db
      .update(products)
      .set({ name: 'Blood Orange Juice', nameI18n: { en: 'Blood Orange Juice' } })
      .where(eq(products.id, ids.juice as string));
    expect(names(await search('blood'))).toEqual(['Blood Orange Juice']);
    expect(names(await search('blood orange juice'))).toEqual(['Blood Orange Juice']);
  });

  it('says whether a product can be ordered as of the minute asked, not as of the first answer (issue 15 part 2)', async () => {
    // The kitchen is open 10:00-22:00: of two moments twelve hours apart, exactly one is open.
    const before = (await search('kvass')).products[0]?.timeAvailabilityInfo.available;
    clock = new Date(clock.getTime() + 12 * 3_600_000);
    try {
      const after = (await search('kvass')).products[0]?.timeAvailabilityInfo.available;
      expect(typeof before).toBe('boolean');
      expect(after).toBe(!before);
    } finally {
      clock = new Date();
    }
  });
});
