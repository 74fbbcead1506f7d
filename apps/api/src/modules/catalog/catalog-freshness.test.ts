import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { products } from '#api/db/schema/index.ts';
import { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { CatalogRepository } from './catalog-repository.ts';
import { CatalogService } from './catalog-service.ts';

const TTL_MS = 20;
const english = () => 'en';

/** Polls until `check` passes: reloads run in the background after the TTL. */
async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, TTL_MS));
    }
  }
}

describe.each(testTargets)('catalogue caches on %s', (target) => {
  let database: Database;
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
    service = new CatalogService({
      repository: new CatalogRepository(database.db),
      localities: new LocalityRepository(database.db),
      baseUrl: 'http://localhost:3000',
      cacheTtlMs: TTL_MS,
    });
  });
  afterAll(() => database.close());

  it('keeps the loaded snapshot while nothing changed, and reloads once something did', async () => {
    const first = await service.localitySnapshot(partnerId, 'fresh-town');
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 3));
    await service.localitySnapshot(partnerId, 'fresh-town');
    // The background check found the same fingerprint: the very same snapshot stays.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 3));
    expect(await service.localitySnapshot(partnerId, 'fresh-town')).toBe(first);

    await insertVendor(database.db, { localityId, name: 'Second' });
    await eventually(async () => {
      const snapshot = await service.localitySnapshot(partnerId, 'fresh-town');
      expect(snapshot.vendors.map((vendor) => vendor.record.name).sort()).toEqual([
        'First',
        'Second',
      ]);
    });
  });

  it('drops a product from the cached catalogue once it is hidden', async () => {
    const vendor = await insertVendor(database.db, { localityId, name: 'Menu' });
    const section = await insertSection(database.db, { vendorId: vendor.id });
    const product = await insertProduct(database.db, {
      vendorId: vendor.id,
      sectionId: section.id,
    });
    expect((await service.product(partnerId, product.id, english)).id).toBe(product.id);
    await database.db.update(products).set({ visible: false }).where(eq(products.id, product.id));
    await eventually(async () => {
      await expect(service.product(partnerId, product.id, english)).rejects.toMatchObject({
        statusCode: 404,
        type: 'ProductNotFoundException',
      });
    });
  });
});
