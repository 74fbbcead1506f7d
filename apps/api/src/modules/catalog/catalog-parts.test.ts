import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PART_PRODUCTS, catalogResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import { buildProduct, buildSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { partitionSections } from './catalog-parts.ts';

const sized = (...counts: number[]) =>
  counts.map((count, index) => ({ index, products: Array.from({ length: count }) }));
const indexes = (parts: { index: number }[][]) => parts.map((part) => part.map((s) => s.index));

describe('partitionSections', () => {
  it('packs whole sections in order up to the limit', () => {
    expect(indexes(partitionSections(sized(50, 50, 50, 50, 50), 120))).toEqual([
      [0, 1],
      [2, 3],
      [4],
    ]);
  });

  it('gives a section larger than the limit a part of its own', () => {
    expect(indexes(partitionSections(sized(10, 300, 10, 10), 120))).toEqual([[0], [1], [2, 3]]);
  });

  it('keeps a small menu in one part, and an empty one in none', () => {
    expect(indexes(partitionSections(sized(3, 4, 5), 120))).toEqual([[0, 1, 2]]);
    expect(partitionSections([], 120)).toEqual([]);
  });
});

describe.each(testTargets)('catalogue parts on %s', (target) => {
  let t: TestApp;
  let vendorId = '';
  const SECTION_SIZES = [50, 50, 50, 50, 130, 5];

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const locality = await insertLocality(db, {
      partnerId: partner.id,
      code: 'big-menu',
      center: [56.95, 24.1],
    });
    const vendor = await insertVendor(db, { localityId: locality.id, code: 'hypermarket' });
    vendorId = vendor.id;
    for (const [index, size] of SECTION_SIZES.entries()) {
      const section = buildSection({
        vendorId,
        name: `Aisle ${index + 1}`,
        nameI18n: { en: `Aisle ${index + 1}`, ar: `الممر ${index + 1}` },
        sortOrder: index,
      });
      await db.insert(schema.sections).values(section);
      await db.insert(schema.products).values(
        Array.from({ length: size }, (_, n) =>
          buildProduct({
            vendorId,
            sectionId: section.id,
            name: `Item ${index}-${n}`,
            sortOrder: n,
          }),
        ),
      );
    }
  });
  afterAll(() => t.close());

  async function part(n: number, headers: Record<string, string> = {}) {
    const res = await t.get(`/api/vendors/${vendorId}/catalogue?part=${n}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return catalogResponseSchema.parse(res.json());
  }

  it('sends a long menu in parts that together hold every product once', async () => {
    expect(CATALOGUE_PART_PRODUCTS).toBe(120);
    const first = await part(1);
    expect(first.parts).toMatchObject({ part: 1, totalParts: 4 });
    expect(first.parts?.outline.map((s) => [s.name, s.productCount, s.part])).toEqual([
      ['Aisle 1', 50, 1],
      ['Aisle 2', 50, 1],
      ['Aisle 3', 50, 2],
      ['Aisle 4', 50, 2],
      ['Aisle 5', 130, 3],
      ['Aisle 6', 5, 4],
    ]);
    const all = [first, await part(2), await part(3), await part(4)];
    expect(all.map((p) => p.sections.map((s) => s.name))).toEqual([
      ['Aisle 1', 'Aisle 2'],
      ['Aisle 3', 'Aisle 4'],
      ['Aisle 5'],
      ['Aisle 6'],
    ]);
    const ids = all.flatMap((p) => p.sections.flatMap((s) => s.products.map((x) => x.id)));
    expect(new Set(ids).size).toBe(335);
    expect(all.every((p) => p.vendor.id === vendorId)).toBe(true);
  });

  it('names outline sections in the request language', async () => {
    const first = await part(1, { 'accept-language': 'ar' });
    expect(first.parts?.outline[0]?.name).toBe('الممر 1');
  });

  it('answers the whole menu without parts when no part is asked for', async () => {
    const res = await t.get(`/api/vendors/${vendorId}/catalogue`);
    const whole = catalogResponseSchema.parse(res.json());
    expect(whole.parts).toBeNull();
    expect(whole.sections.reduce((sum, s) => sum + s.products.length, 0)).toBe(335);
  });

  it('refuses a part past the last, and a part that is not a positive number', async () => {
    for (const bad of ['5', '0', '-1', 'x']) {
      const res = await t.get(`/api/vendors/${vendorId}/catalogue?part=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ type: 'ValidationException' });
      expect(res.json().fieldErrors[0].field).toBe('part');
    }
  });
});
