import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import { CatalogService } from '#api/modules/catalog/catalog-service.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertPartner, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { SearchDictionaries } from './search-dictionaries.ts';
import { SearchRepository } from './search-repository.ts';

const TTL = 5_000;

describe.each(testTargets)('search dictionaries on %s', (target) => {
  let database: Database;
  let dictionaries: SearchDictionaries;
  let catalog: CatalogService;
  let partnerId: string;
  let localityId: string;
  let vendorId: string;
  let sectionId: string;
  const clock = { now: 1_000_000 };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const db = database.db;
    partnerId = (await insertPartner(db, { code: 'dict-market' })).id;
    localityId = (await insertLocality(db, { partnerId, code: 'dicttown', center: [40, 20] })).id;
    vendorId = (
      await insertVendor(db, {
        localityId,
        name: 'Golden Dragon',
        nameI18n: { en: 'Golden Dragon', uk: 'Золотий дракон' },
        sortOrder: 1,
      })
    ).id;
    await insertVendor(db, { localityId, name: 'Golden Dragon', sortOrder: 0 });
    sectionId = (await insertSection(db, { vendorId, name: 'Menu' })).id;
    await insertProduct(db, { vendorId, sectionId, name: 'Spring Rolls' });
    dictionaries = new SearchDictionaries(new SearchRepository(db), {
      ttlMs: TTL,
      clock: () => clock.now,
    });
    catalog = new CatalogService({
      repository: new CatalogRepository(db),
      localities: new LocalityRepository(db),
      baseUrl: 'http://localhost',
    });
  });
  afterAll(() => database.close());

  it('keeps a locality’s product names until they change, then loads the new ones', async () => {
    const first = await dictionaries.productNames(localityId);
    expect(first.size).toBe(1);
    clock.now += 2 * TTL;
    // Reloaded, but the same names: the same dictionary, not rebuilt.
    expect(await dictionaries.productNames(localityId)).toBe(first);
    await insertProduct(database.db, { vendorId, sectionId, name: 'Sweet and Sour Soup' });
    expect(await dictionaries.productNames(localityId)).toBe(first);
    clock.now += 2 * TTL;
    const second = await dictionaries.productNames(localityId);
    expect(second).not.toBe(first);
    expect(second.rank('sour soup')).toHaveLength(1);
  });

  it('groups vendors by the name they show in the language, in menu order', async () => {
    const snapshot = await catalog.localitySnapshot(partnerId, 'dicttown');
    const english = dictionaries.vendorNames(snapshot, 'en').rank('golden dragn');
    expect(english).toHaveLength(1);
    // Both show "Golden Dragon" in English: one name, the vendor first in menu order first.
    expect(english[0]?.map((vendor) => vendor.record.sortOrder)).toEqual([0, 1]);
    const ukrainian = dictionaries.vendorNames(snapshot, 'uk');
    expect(
      ukrainian
        .rank('золотий')
        .flat()
        .map((vendor) => vendor.record.id),
    ).toEqual([vendorId]);
    // In Ukrainian one of them shows its translation, so the English name finds only the other.
    expect(ukrainian.rank('golden dragon').flat()).toHaveLength(1);
    expect(dictionaries.vendorNames(snapshot, 'uk')).toBe(ukrainian);
  });
});
