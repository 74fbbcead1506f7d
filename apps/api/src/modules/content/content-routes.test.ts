import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSchema, contentPagesResponseSchema } from '@souk/contracts';
import { insertContentPage } from '#api/seed/factories.ts';
import { insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('content pages on %s', (target) => {
  let t: TestApp;
  let aboutId = '';

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    const { db } = t.database;
    const partner = await insertPartner(db, { code: TEST_PARTNER });
    const about = await insertContentPage(db, {
      partnerId: partner.id,
      slug: 'about_us',
      titleI18n: { en: 'About us', ar: 'من نحن' },
      bodyI18n: {
        en: 'We deliver.\r\n\r\nEvery day.\n\n\n\nAll night.',
        ar: 'نحن نوصل.\n\nكل يوم.',
      },
      sortOrder: 0,
    });
    aboutId = about.id;
    await insertContentPage(db, {
      partnerId: partner.id,
      slug: 'courier_info',
      bodyI18n: { en: 'Ride with us.' },
      sortOrder: 1,
    });
    const other = await insertPartner(db, { code: 'other' });
    await insertContentPage(db, {
      partnerId: other.id,
      slug: 'secret_page',
      titleI18n: { en: 'Not yours' },
    });
  });
  afterAll(() => t.close());

  it("lists the partner's pages in order, titles in the request language", async () => {
    const res = await t.get('/api/content-pages', { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    const { pages } = contentPagesResponseSchema.parse(res.json());
    expect(pages).toEqual([
      { id: aboutId, slug: 'about_us', title: 'من نحن' },
      // No title at all: the slug with underscores as spaces.
      { id: expect.any(String), slug: 'courier_info', title: 'courier info' },
    ]);
  });

  it('opens a page by slug or by id, paragraphs separated by one blank line', async () => {
    const bySlug = contentPageSchema.parse((await t.get('/api/content-pages/about_us')).json());
    expect(bySlug).toEqual({
      id: aboutId,
      slug: 'about_us',
      title: 'About us',
      body: 'We deliver.\n\nEvery day.\n\nAll night.',
    });
    const byId = await t.get(`/api/content-pages/${aboutId}`, { 'accept-language': 'ar' });
    expect(byId.json()).toMatchObject({ title: 'من نحن', body: 'نحن نوصل.\n\nكل يوم.' });
  });

  it('falls back to English for a language the page lacks', async () => {
    const res = await t.get('/api/content-pages/courier_info', { 'accept-language': 'lv' });
    expect(res.json().body).toBe('Ride with us.');
  });

  it.each(['no_such_page', 'secret_page', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 ContentPageNotFoundException for %s',
    async (key) => {
      const res = await t.get(`/api/content-pages/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'ContentPageNotFoundException',
        errorCode: 'content_page_not_found',
      });
    },
  );

  it('answers an over-long id with a JSON 404, never a 500', async () => {
    // Fastify matches no route for a parameter over 100 characters.
    const res = await t.get(`/api/content-pages/${'a'.repeat(121)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().type).toBe('NotFoundException');
  });
});
