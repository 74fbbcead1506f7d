/**
 * How stale a search answer may be: the service on a real database with a clock the tests move,
 * so every bound in search-service.ts is shown exactly at its edge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SearchResponse } from '@souk/contracts';
import { searchResponseSchema } from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import { products, vendors } from '#api/db/schema/index.ts';
import { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import { CatalogService } from '#api/modules/catalog/catalog-service.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertPartner, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { SearchRepository } from './search-repository.ts';
import { SEARCH_CACHE_TTL_MS, SearchService } from './search-service.ts';

const TTL = SEARCH_CACHE_TTL_MS;

describe.each(testTargets)('search answers and their age on %s', (target) => {
  let database: Database;
  let service: SearchService;
  let partnerId: string;
  let vendorId: string;
  const clock = { now: Date.UTC(2026, 0, 5, 12, 0, 0) };
  const ids: Record<string, string> = {};

  async function search(keyword: string): Promise<SearchResponse> {
    const body = await service.search(partnerId, 'freshtown', { keyword }, () => 'en');
    return searchResponseSchema.parse(JSON.parse(body.json));
  }
  const names = (body: SearchResponse) => body.products.map((product) => product.name);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const db = database.db;
    const partner = await insertPartner(db, { code: 'fresh-market' });
    partnerId = partner.id;
    const town = await insertLocality(db, { partnerId, code: 'freshtown', center: [48, 2] });
    const vendor = await insertVendor(db, { localityId: town.id, name: 'Fresh Kitchen' });
    vendorId = vendor.id;
    const section = await insertSection(db, { vendorId, name: 'Drinks' });
    for (const [key, name] of [
      ['lemonade', 'Lemonade'],
      ['tea', 'Iced Tea'],
      ['juice', 'Orange Juice'],
      ['kvass', 'Kvass'],
    ] as const) {
      ids[key] = (
        await insertProduct(db, { vendorId, sectionId: section.id, name, price: 300 })
      ).id;
    }
    const catalogRepository = new CatalogRepository(db);
    service = new SearchService({
      search: new SearchRepository(db),
      // The catalogue's own caches run on real time, as in the app.
      catalog: new CatalogService({
        repository: catalogRepository,
        localities: new LocalityRepository(db),
        baseUrl: 'http://localhost',
      }),
      catalogRepository,
      clock: () => clock.now,
    });
  });
  afterAll(() => database.close());

  it('answers a repeated search from its cache for less than the TTL, then afresh', async () => {
    expect((await search('lemonade')).products[0]?.price).toBe(300);
    await database.db
      .update(products)
      .set({ price: 390 })
      .where(eq(products.id, ids.lemonade as string));
    clock.now += TTL - 1;
    // Up to one TTL old: the price the first search saw.
    expect((await search('lemonade')).products[0]?.price).toBe(300);
    clock.now += 1;
    expect((await search('lemonade')).products[0]?.price).toBe(390);
  });

  it('stops showing a hidden product once the cached answer is a TTL old', async () => {
    expect(names(await search('iced tea'))).toEqual(['Iced Tea']);
    await database.db
      .update(products)
      .set({ visible: false })
      .where(eq(products.id, ids.tea as string));
    clock.now += TTL - 1;
    expect(names(await search('iced tea'))).toEqual(['Iced Tea']);
    clock.now += 1;
    expect(names(await search('iced tea'))).toEqual([]);
  });

  it('checks product visibility in the database, not in the catalogue’s cached snapshot', async () => {
    expect(names(await search('kvass'))).toEqual(['Kvass']);
    await database.db.update(vendors).set({ visible: false }).where(eq(vendors.id, vendorId));
    clock.now += TTL;
    // The snapshot (real time, a few seconds) still lists the vendor; its products are gone.
    expect(names(await search('kvass'))).toEqual([]);
    await database.db.update(vendors).set({ visible: true }).where(eq(vendors.id, vendorId));
  });

  it('finds a renamed product by its new name once the name dictionary is reloaded', async () => {
    // Long after the last search: this one loads the dictionary before answering.
    clock.now += 2 * TTL;
    expect(names(await search('orange'))).toEqual(['Orange Juice']);
    await database.db
      .update(products)
      .set({ name: 'Blood Orange Juice', nameI18n: { en: 'Blood Orange Juice' } })
      .where(eq(products.id, ids.juice as string));
    // The dictionary loaded for the first search does not know the name yet.
    expect(names(await search('blood'))).toEqual([]);
    // Past twice the TTL a search waits for the reload (sooner, a search reloads it in the
    // background and answers with the names it has).
    clock.now += 2 * TTL;
    expect(names(await search('blood'))).toEqual(['Blood Orange Juice']);
    expect(names(await search('blood orange juice'))).toEqual(['Blood Orange Juice']);
  });
});
