/**
 * A locality's name → product links held in memory answer exactly as the database's statements
 * do (issue 15 part 2: a new keyword at city scale without a statement per name), and they are
 * used only while they are as fresh as the request (decision 013).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { localities, products, sections, vendors } from '#api/db/schema/index.ts';
import { CatalogFreshness } from '#api/modules/catalog/catalog-freshness.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { LocalityPostings } from './locality-postings.ts';
import { SearchRepository } from './search-repository.ts';
import { TermPostings } from './term-postings.ts';

/** The batch sizes and per-name limits the search asks for, and a few it never does. */
const BATCHES = [1, 4, 25, 90, 300];
const LIMITS = [1, 3, 49, 50];

describe.each(testTargets)('name → product links in memory on %s', (target) => {
  let database: Database;
  let repository: SearchRepository;
  const localityIds: Record<string, string> = {};

  const version = () => new CatalogFreshness(database.db).version();

  /** Every batch of the locality's names, in rank order and shuffled, asked both ways. */
  async function expectSameAnswers(code: string): Promise<number> {
    const localityId = localityIds[code] as string;
    const postings = await TermPostings.parse(await repository.postingsSource(localityId));
    const termIds = (await repository.productTerms(localityId)).map((term) => term.id);
    // Names out of id order too, as a ranking sends them.
    const shuffled = termIds.map((id, i) => termIds[(i * 7919) % termIds.length] ?? id);
    // The database's sellers' lookup leaves hidden vendors to the caller, which lists only the
    // vendors of its snapshot; the links never hold them.
    const shownVendors = new Set(
      (
        await database.db
          .select({ id: vendors.id })
          .from(vendors)
          .where(and(eq(vendors.localityId, localityId), eq(vendors.visible, true)))
      ).map((vendor) => vendor.id),
    );
    let compared = 0;
    for (const list of [termIds, shuffled]) {
      for (const size of BATCHES) {
        for (let start = 0; start < list.length; start += size * 3) {
          const batch = list.slice(start, start + size);
          const limit = LIMITS[(start / size) % LIMITS.length] as number;
          expect(postings.productsForTerms(batch, limit)).toEqual(
            await repository.productsForTerms(batch, limit),
          );
          const sellers = await repository.vendorsSelling(batch);
          expect(postings.vendorsSelling(batch)).toEqual(
            sellers.filter((seller) => shownVendors.has(seller.vendorId)),
          );
          compared += 1;
        }
      }
    }
    return compared;
  }

  beforeAll(async () => {
    database = await createTestDatabase(target, 'demo');
    repository = new SearchRepository(database.db);
    for (const row of await database.db
      .select({ id: localities.id, code: localities.code })
      .from(localities)) {
      localityIds[row.code] = row.id;
    }
  });
  afterAll(() => database.close());

  it('follow every batch of names to the same products and sellers as the database', async () => {
    expect(await expectSameAnswers('riga')).toBeGreaterThan(50);
    expect(await expectSameAnswers('kuwait-city')).toBeGreaterThan(20);
  });

  it('hold no hidden product, product of a hidden section or product of a hidden vendor', async () => {
    const riga = localityIds.riga as string;
    const [vendor, other] = await database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.localityId, riga))
      .orderBy(vendors.sortOrder, vendors.id)
      .limit(2);
    const [section] = await database.db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.vendorId, other?.id as string))
      .limit(1);
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendorId, other?.id as string))
      .limit(1);
    const sectionProducts = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sectionId, section?.id as string))
    ).map((row) => row.id);
    const show = async (visible: boolean) => {
      await database.db
        .update(vendors)
        .set({ visible })
        .where(eq(vendors.id, vendor?.id as string));
      await database.db
        .update(sections)
        .set({ visible })
        .where(eq(sections.id, section?.id as string));
      await database.db
        .update(products)
        .set({ visible })
        .where(eq(products.id, product?.id as string));
    };
    const before = await TermPostings.parse(await repository.postingsSource(riga));
    await show(false);
    try {
      const after = await TermPostings.parse(await repository.postingsSource(riga));
      expect(after.productCount).toBeLessThan(before.productCount);
      expect(after.version).toBeGreaterThan(before.version);
      expect(await expectSameAnswers('riga')).toBeGreaterThan(50);
      const termIds = (await repository.productTerms(riga)).map((term) => term.id);
      const sellers = after.vendorsSelling(termIds).map((seller) => seller.vendorId);
      expect(sellers).not.toContain(vendor?.id);
      expect(sellers).toContain(other?.id);
      const shown = after.productsForTerms(termIds, 100_000).map((hit) => hit.productId);
      expect(sectionProducts.length).toBeGreaterThan(0);
      for (const hidden of [product?.id, ...sectionProducts]) expect(shown).not.toContain(hidden);
    } finally {
      await show(true);
    }
  });

  it('are used only while as fresh as the request, and read again once the searches that waited paid for a read and a pause has passed', async () => {
    const riga = localityIds.riga as string;
    let clock = 0;
    let reads = 0;
    const held = new LocalityPostings({
      read: (localityId) => {
        reads += 1;
        // Each read takes 200 ms by this clock: the next may start 1.8 s after it ends, once
        // 20 searches (at 10 ms each) went to the database.
        clock += 200;
        return repository.postingsSource(localityId);
      },
      now: () => clock,
    });
    const first = await version();
    expect(held.current(riga, first)).toBeNull();
    // One read at a time.
    expect(held.current(riga, first)).toBeNull();
    await held.settled(riga);
    expect(reads).toBe(1);
    expect(held.current(riga, first)?.version).toBe(first);

    const second = await writeToCatalogue(riga, 1234);
    expect(second).toBeGreaterThan(first);
    // Older than the request: never used, and not read again before the pause is over.
    for (let search = 1; search <= 25; search += 1) {
      expect(held.current(riga, second)).toBeNull();
    }
    clock += 1_799;
    expect(held.current(riga, second)).toBeNull();
    expect(reads).toBe(1);
    clock += 1;
    expect(held.current(riga, second)).toBeNull();
    await held.settled(riga);
    expect(reads).toBe(2);
    expect(held.current(riga, second)?.version).toBe(second);
    // After the pause, a read also waits for 20 searches of the database since the last.
    const third = await writeToCatalogue(riga, 1235);
    clock += 1_800;
    for (let search = 1; search <= 19; search += 1) {
      expect(held.current(riga, third)).toBeNull();
    }
    expect(reads).toBe(2);
    expect(held.current(riga, third)).toBeNull();
    await held.settled(riga);
    expect(reads).toBe(3);
    expect(held.current(riga, third)?.version).toBe(third);
    // A request that read an older version may use newer links.
    expect(held.current(riga, first)?.version).toBe(third);
  });

  it('keep answering from the database when a read fails, say so, and wait a second to retry', async () => {
    const failures: unknown[] = [];
    let clock = 0;
    let reads = 0;
    const held = new LocalityPostings({
      read: () => {
        reads += 1;
        return Promise.reject(new Error('connection lost'));
      },
      onError: (error) => failures.push(error),
      now: () => clock,
    });
    expect(held.current('some-locality', 1)).toBeNull();
    await held.settled('some-locality');
    expect(failures).toHaveLength(1);
    clock += 999;
    expect(held.current('some-locality', 1)).toBeNull();
    expect(reads).toBe(1);
    clock += 1;
    expect(held.current('some-locality', 1)).toBeNull();
    await held.settled('some-locality');
    expect(reads).toBe(2);
    expect(failures).toHaveLength(2);
  });

  /** A price change in the locality: the catalogue's next version, which it returns. */
  async function writeToCatalogue(localityId: string, price: number): Promise<number> {
    const [vendor] = await database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.localityId, localityId))
      .limit(1);
    await database.db
      .update(products)
      .set({ price })
      .where(eq(products.vendorId, vendor?.id as string));
    return version();
  }
});
