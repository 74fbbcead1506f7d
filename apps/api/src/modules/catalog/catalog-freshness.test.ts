/**
 * The catalogue's one freshness rule (decision 013): what is kept in memory is kept for one
 * `catalog_version`, read once per request, so a change made directly in SQL shows on the very
 * next call.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { catalogVersion, products, vendors } from '#api/db/schema/index.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { CatalogFreshness } from './catalog-freshness.ts';
import { CatalogRepository } from './catalog-repository.ts';
import { CatalogService } from './catalog-service.ts';
import { CatalogSnapshots } from './catalog-snapshots.ts';

const english = () => 'en';

describe.each(testTargets)('catalogue freshness on %s', (target) => {
  let database: Database;
  let freshness: CatalogFreshness;
  let service: CatalogService;
  let partnerId = '';
  let localityId = '';

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const partner = await insertPartner(database.db, { code: 'fresh' });
    partnerId = partner.id;
    const locality = await insertLocality(database.db, {
      partnerId,
      code: 'fresh-town',
      center: [56.95, 24.1],
    });
    localityId = locality.id;
    await insertVendor(database.db, { localityId, name: 'First' });
    const repository = new CatalogRepository(database.db);
    freshness = new CatalogFreshness(database.db);
    service = new CatalogService({
      snapshots: new CatalogSnapshots(repository, new LocalityRepository(database.db)),
      freshness,
      repository,
      baseUrl: 'http://localhost:3000',
    });
  });
  afterAll(() => database.close());

  it('reads the version the triggers keep', async () => {
    const before = await freshness.version();
    await database.db
      .update(vendors)
      .set({ rating: 4.5 })
      .where(eq(vendors.localityId, localityId));
    expect(await freshness.version()).toBeGreaterThan(before);
    const [row] = await database.db.select().from(catalogVersion);
    expect(await freshness.version()).toBe(row?.version);
  });

  it('lets concurrent callers share reads, each one sent after the caller asked', async () => {
    const before = await freshness.version();
    const first = freshness.version();
    // Asked while the first read is on its way: a write committed meanwhile must show.
    await database.db.execute(sql`update vendors set rating = rating where id is null`);
    const [second, third] = await Promise.all([freshness.version(), freshness.version()]);
    expect(await first).toBeGreaterThanOrEqual(before);
    expect(second).toBeGreaterThan(before);
    expect(third).toBe(second);
  });

  it('keeps the loaded snapshot while nothing changed, and reloads on the next call after a change', async () => {
    const first = await service.localitySnapshot(partnerId, 'fresh-town');
    expect(await service.localitySnapshot(partnerId, 'fresh-town')).toBe(first);

    await insertVendor(database.db, { localityId, name: 'Second' });
    const snapshot = await service.localitySnapshot(partnerId, 'fresh-town');
    expect(snapshot.vendors.map((vendor) => vendor.record.name).sort()).toEqual([
      'First',
      'Second',
    ]);
  });

  it('drops a product from the loaded catalogue on the next call after it is hidden', async () => {
    const vendor = await insertVendor(database.db, { localityId, name: 'Menu' });
    const section = await insertSection(database.db, { vendorId: vendor.id });
    const product = await insertProduct(database.db, {
      vendorId: vendor.id,
      sectionId: section.id,
    });
    expect((await service.product(partnerId, product.id, english)).id).toBe(product.id);
    await database.db.update(products).set({ visible: false }).where(eq(products.id, product.id));
    await expect(service.product(partnerId, product.id, english)).rejects.toMatchObject({
      statusCode: 404,
      type: 'ProductNotFoundException',
    });
  });
});
