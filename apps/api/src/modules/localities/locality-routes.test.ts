import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localityListSchema, localityParamsSchema } from '@souk/contracts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('public locality API on %s', (target) => {
  let t: TestApp;
  const acme = { 'x-partner-code': 'acme' };

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    const partner = await insertPartner(t.database.db, { code: 'acme' });
    await insertLocality(t.database.db, {
      partnerId: partner.id,
      code: 'riga',
      name: 'Riga',
      nameI18n: { en: 'Riga', lv: 'Rīga', ru: 'Рига' },
      center: [56.95, 24.1],
      sortOrder: 1,
    });
    await insertLocality(t.database.db, {
      partnerId: partner.id,
      code: 'kuwait-city',
      name: 'Kuwait City',
      nameI18n: { en: 'Kuwait City', ar: 'مدينة الكويت' },
      lang: 'ar',
      currencyCode: 'KWD',
      currencySymbol: 'د.ك',
      countryCode: 'KW',
      timeZone: 'Asia/Kuwait',
      center: [29.37, 47.98],
      sortOrder: 2,
      minOrderPrice: 2500,
      preorderPeriodType: 'DAYS',
      preorderPeriodValue: 4,
      receiptTypes: ['DELIVERY', 'TAKEAWAY'],
      tipSettings: { enabled: true, tipMax: 20, tipStep: 1, tipValues: [1, 2, 5] },
    });
    const other = await insertPartner(t.database.db, { code: 'other' });
    await insertLocality(t.database.db, {
      partnerId: other.id,
      code: 'lisbon',
      center: [38.72, -9.14],
    });
    await insertLocality(t.database.db, {
      partnerId: partner.id,
      code: 'hidden-town',
      center: [10, 10],
      isPublic: false,
    });
  });
  afterAll(() => t.close());

  describe('GET /api/public/localities', () => {
    it('lists the public localities of the partner in order, names in the request language', async () => {
      const res = await t.get('/api/public/localities', { ...acme, 'accept-language': 'ru' });
      expect(res.statusCode).toBe(200);
      const body = localityListSchema.parse(res.json());
      expect(body.localities.map((l) => l.code)).toEqual(['riga', 'kuwait-city']);
      expect(body.localities[0]?.name).toBe('Рига');
      // No Russian name: English is the fallback.
      expect(body.localities[1]?.name).toBe('Kuwait City');
      expect(body.localities[1]?.nameI18n.values.ar).toBe('مدينة الكويت');
    });

    it("never shows another partner's localities", async () => {
      const res = await t.get('/api/public/localities', { 'x-partner-code': 'other' });
      const codes = localityListSchema.parse(res.json()).localities.map((l) => l.code);
      expect(codes).toEqual(['lisbon']);
    });
  });

  describe('GET /api/public/localities/nearest', () => {
    it('picks the locality whose delivery zone contains the point', async () => {
      const res = await t.get('/api/public/localities/nearest?lat=29.38&lng=47.99', acme);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        locality: { code: 'kuwait-city' },
        insideDeliveryZone: true,
      });
    });

    it('falls back to the closest locality outside every zone', async () => {
      const res = await t.get('/api/public/localities/nearest?lat=59.43&lng=24.75', acme);
      expect(res.json()).toMatchObject({ locality: { code: 'riga' }, insideDeliveryZone: false });
      expect(res.json().distanceKm).toBeGreaterThan(250);
    });

    it('answers the first locality without coordinates', async () => {
      const res = await t.get('/api/public/localities/nearest', acme);
      expect(res.json()).toMatchObject({ locality: { code: 'riga' }, distanceKm: null });
    });

    it.each([
      ['lat=abc&lng=1', 'lat'],
      ['lat=91&lng=1', 'lat'],
      ['lat=1&lng=-181', 'lng'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const res = await t.get(`/api/public/localities/nearest?${query}`, acme);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: 'ValidationException',
        errorCode: 'validation_failed',
      });
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('GET /api/public/localities/{code}/params', () => {
    it('answers the full params shape with the locality settings', async () => {
      const res = await t.get('/api/public/localities/kuwait-city/params', acme);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const params = localityParamsSchema.parse(res.json());
      expect(params.locale).toEqual({
        lang: 'ar',
        currencyCode: 'KWD',
        currencySymbol: 'د.ك',
        countryCode: 'KW',
      });
      expect(params.delivery).toMatchObject({
        minOrderPrice: 2500,
        preOrderPeriod: { type: 'DAYS', value: 4 },
        receiptTypes: ['DELIVERY', 'TAKEAWAY'],
      });
      expect(params.delivery.deliveryZone.length).toBeGreaterThanOrEqual(3);
      expect(params.tipSettings).toEqual({
        enabled: true,
        tipMax: 20,
        tipStep: 1,
        tipValues: [1, 2, 5],
      });
    });

    it("applies the spec's defaults (spec 1 §9)", async () => {
      const params = localityParamsSchema.parse(
        (await t.get('/api/public/localities/riga/params', acme)).json(),
      );
      // "Default delivery params: minOrderPrice 0, preOrderPeriod type NONE value 0, receiptTypes delivery."
      expect(params.delivery).toMatchObject({
        minOrderPrice: 0,
        preOrderPeriod: { type: 'NONE', value: 0 },
        receiptTypes: ['DELIVERY'],
      });
      // "Default tip settings: disabled, tipMax 1000, tipStep 1, tipValues 1, 5, 10."
      expect(params.tipSettings).toEqual({
        enabled: false,
        tipMax: 1000,
        tipStep: 1,
        tipValues: [1, 5, 10],
      });
      // "Auth provider defaults to INTERNAL."
      expect(params.customerAuthOtpProvider).toBe('INTERNAL');
      expect(params.uiFlow).toBe('DEFAULT');
      expect(params.referralProgramSettings.enabled).toBe(false);
    });

    it('answers 404 LocalityNotFoundException for an unknown locality', async () => {
      const res = await t.get('/api/public/localities/atlantis/params', acme);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'LocalityNotFoundException' });
    });

    it("answers 404 for another partner's locality", async () => {
      const res = await t.get('/api/public/localities/riga/params', { 'x-partner-code': 'other' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'LocalityNotFoundException' });
    });

    it('refuses a malformed code with field errors', async () => {
      const res = await t.get('/api/public/localities/BAD%20CODE!/params', acme);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('code');
    });
  });
});
