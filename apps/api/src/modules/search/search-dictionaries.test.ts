import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { CatalogFreshness } from '#api/modules/catalog/catalog-freshness.ts';
import { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import { CatalogSnapshots } from '#api/modules/catalog/catalog-snapshots.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertPartner, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { SearchDictionaries } from './search-dictionaries.ts';
import { SearchRepository } from './search-repository.ts';

describe.each(testTargets)('search dictionaries on %s', (target) => {
  let database: Database;
  let dictionaries: SearchDictionaries;
  let snapshots: CatalogSnapshots;
  let freshness: CatalogFreshness;
  let partnerId: string;
  let localityId: string;
  let vendorId: string;
  let sectionId: string;

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
    dictionaries = new SearchDictionaries(new SearchRepository(db));
    snapshots = new CatalogSnapshots(new CatalogRepository(db), new LocalityRepository(db));
    freshness = new CatalogFreshness(db);
  });
  afterAll(() => database.close());

  it('keeps a locality’s product names for a catalogue version, and builds them again only when they changed', async () => {
    const version = await freshness.version();
    const first = await dictionaries.productNames(localityId, version);
    expect(first.size).toBe(1);
    expect(await dictionaries.productNames(localityId, version)).toBe(first);
    // A catalogue write that leaves the names as they were: the same dictionary.
    await insertVendor(database.db, { localityId, name: 'Noodle Bar' });
    expect(await dictionaries.productNames(localityId, await freshness.version())).toBe(first);
    await insertProduct(database.db, { vendorId, sectionId, name: 'Sweet and Sour Soup' });
    const second = await dictionaries.productNames(localityId, await freshness.version());
    expect(second).not.toBe(first);
    expect(second.rank('sour soup')).toHaveLength(1);
  });

  it('groups vendors by each of their names, in every language, in menu order (issue 15 part 2: every language)', async () => {
    const snapshot = await snapshots.locality(partnerId, 'dicttown', await freshness.version());
    const vendors = dictionaries.vendorNames(snapshot);
    const english = vendors.rank('golden dragn');
    expect(english).toHaveLength(1);
    // Both are called "Golden Dragon": one name, the vendor first in menu order first.
    expect(english[0]?.map((vendor) => vendor.record.sortOrder)).toEqual([0, 1]);
    // The Ukrainian name finds its vendor whatever language the customer reads.
    expect(
      vendors
        .rank('золотий')
        .flat()
        .map((vendor) => vendor.record.id),
    ).toEqual([vendorId]);
    expect(dictionaries.vendorNames(snapshot)).toBe(vendors);
  });
});
