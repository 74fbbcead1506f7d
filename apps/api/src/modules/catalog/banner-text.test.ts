import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersResponseSchema, mainPageResponseSchema } from '@souk/contracts';
import { insertBanner } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

/**
 * Issue 17 item 10: banners carry text per language; a language without one gets the
 * locality's language (a Latvian banner in Riga), then English, then whatever text there is.
 */
describe.each(testTargets)('banner text per language on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const riga = await insertLocality(db, {
      partnerId: partner.id,
      code: 'riga',
      lang: 'lv',
      center: [56.95, 24.1],
    });
    await insertBanner(db, {
      localityId: riga.id,
      titleI18n: { en: 'Free delivery', lv: 'Bezmaksas piegāde', ar: 'توصيل مجاني' },
      sortOrder: 0,
    });
    await insertBanner(db, {
      localityId: riga.id,
      titleI18n: { en: 'Invite a friend' },
      sortOrder: 1,
    });
    await insertBanner(db, { localityId: riga.id, titleI18n: { ru: 'Скидки' }, sortOrder: 2 });
  });
  afterAll(() => t.close());

  async function titles(lang: string): Promise<string[]> {
    const res = await t.get('/api/public/localities/riga/banners', { 'accept-language': lang });
    expect(res.statusCode, res.body).toBe(200);
    return bannersResponseSchema.parse(res.json()).banners.map((banner) => banner.title);
  }

  it('gives each language its own text', async () => {
    expect(await titles('en')).toEqual(['Free delivery', 'Invite a friend', 'Скидки']);
    expect(await titles('ar')).toEqual(['توصيل مجاني', 'Invite a friend', 'Скидки']);
  });

  it("falls back to the locality's language before English, then to any text", async () => {
    expect(await titles('fr')).toEqual(['Bezmaksas piegāde', 'Invite a friend', 'Скидки']);
  });

  it('the main page carries the same texts', async () => {
    const res = await t.get('/api/public/localities/riga/main-page/v2', {
      'accept-language': 'fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = mainPageResponseSchema.parse(res.json());
    expect(page.banners.map((banner) => banner.title)).toEqual([
      'Bezmaksas piegāde',
      'Invite a friend',
      'Скидки',
    ]);
  });
});
