import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigSchema, partnerConfigSchema, publicInfoSchema } from '@souk/contracts';
import { partners } from '#api/db/schema/index.ts';
import { insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('partners (white-label tenants) on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      target,
      seed: 'none',
      env: { SUSPENDED_DEMO_URL: 'https://demo.example/suspended', PARTNER_CODE: 'souk' },
    });
    await insertPartner(t.database.db, {
      code: 'souk',
      platformName: 'Souk',
      officialName: 'Souk Marketplace SIA',
      officialAddress: 'Brivibas iela 1, Riga',
      certificate: 'Reg. No. 40000000000',
      supportEmail: 'help@souk.example',
      languages: [
        { code: 'en', mandatory: true },
        { code: 'ar', mandatory: false },
        { code: 'xx', mandatory: false },
      ],
      workingHours: [{ day: 'MONDAY', from: '08:00:00', until: '23:00:00' }],
    });
    await insertPartner(t.database.db, {
      code: 'frozen-demo',
      status: 'SUSPENDED',
      partnerType: 'DEMO',
    });
    await insertPartner(t.database.db, {
      code: 'frozen-prod',
      status: 'SUSPENDED',
      partnerType: 'PROD',
    });
  });
  afterAll(() => t.close());

  it('answers the public info of the partner from the database', async () => {
    const res = await t.get('/api/public/partner/info');
    expect(res.statusCode).toBe(200);
    const info = publicInfoSchema.parse(res.json());
    expect(info).toMatchObject({
      platformName: 'Souk',
      partnerOfficialName: 'Souk Marketplace SIA',
      partnerOfficialAddress: 'Brivibas iela 1, Riga',
      partnerCertificate: 'Reg. No. 40000000000',
      supportEmail: 'help@souk.example',
      textLogo: true,
    });
    // A language code this build does not know is dropped, not passed on.
    expect(info.languages.map((l) => l.code)).toEqual(['en', 'ar']);
  });

  it('sends the legal text in every language the partner wrote it in (issue 17 item 9)', async () => {
    await insertPartner(t.database.db, {
      code: 'multilingual',
      certificate: 'Reg. No. 40000000000',
      certificateI18n: { ar: 'رقم التسجيل 40000000000', lv: 'Reģ. Nr. 40000000000', xx: 'unknown' },
    });
    const res = await t.get('/api/public/partner/info', { 'x-partner-code': 'multilingual' });
    expect(res.statusCode).toBe(200);
    const info = publicInfoSchema.parse(res.json());
    expect(info.partnerCertificate).toBe('Reg. No. 40000000000');
    // A language code this build does not know is left out.
    expect(info.partnerCertificateI18n).toEqual({
      ar: 'رقم التسجيل 40000000000',
      lv: 'Reģ. Nr. 40000000000',
    });
  });

  it('answers each partner its own data', async () => {
    await insertPartner(t.database.db, { code: 'other', platformName: 'Other Market' });
    const res = await t.get('/api/public/partner/info', { 'x-partner-code': 'other' });
    expect(res.json().platformName).toBe('Other Market');
  });

  it('refuses a call without X-Partner-Code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/localities' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'partner_code_missing' });
  });

  it('refuses an unknown partner code with 400 partner_unknown', async () => {
    const res = await t.get('/api/public/localities', { 'x-partner-code': 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'partner_unknown',
      type: 'PartnerNotFoundException',
    });
  });

  it.each([
    ['frozen-demo', 'DEMO'],
    ['frozen-prod', 'PROD'],
  ])('answers 423 partner_suspended for %s with partnerType %s', async (code, partnerType) => {
    const res = await t.get('/api/public/localities', { 'x-partner-code': code });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ errorCode: 'partner_suspended', partnerType });
  });

  it('notices a suspension within the partner cache period', async () => {
    await insertPartner(t.database.db, { code: 'soon-frozen' });
    expect(
      (await t.get('/api/public/partner/info', { 'x-partner-code': 'soon-frozen' })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(partners)
      .set({ status: 'SUSPENDED' })
      .where(eq(partners.code, 'soon-frozen'));
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(
      (await t.get('/api/public/partner/info', { 'x-partner-code': 'soon-frozen' })).statusCode,
    ).toBe(423);
  });

  it('serves /branded/partner_config.json from the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/branded/partner_config.json' });
    expect(res.statusCode).toBe(200);
    const config = partnerConfigSchema.parse(res.json());
    expect(config.PARTNER_CODE).toBe('souk');
    expect(config.SUSPENDED_DEMO_URL).toBe('https://demo.example/suspended');
    expect(Object.keys(config).sort()).toEqual(
      [
        'BASE_URL',
        'PARTNER_CODE',
        'SINGLE_BACKEND_DOMAIN',
        'SUSPENDED_DEMO_URL',
        'SUSPENDED_PROD_URL',
        'GMAP_KEY',
        'GTAG_KEY',
        'FPIXEL_KEY',
        'FCM_PROJECT_ID',
        'UPDATES_BUCKET_URL',
      ].sort(),
    );
  });

  it("serves /branded/client_config.json: what the storefront's page may see (the native app's build)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/branded/client_config.json' });
    expect(res.statusCode).toBe(200);
    const config = clientConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      partnerCode: 'souk',
      buildVersion: t.config.BUILD_VERSION,
      baseUrl: t.config.BASE_URL,
      suspendedDemoUrl: 'https://demo.example/suspended',
      mapTileUrl: t.config.MAP_TILE_URL,
      errorReportingDsn: null,
    });
    // Never a secret of the server's: the answer is exactly the page's values.
    expect(Object.keys(res.json() as object).sort()).toEqual(
      Object.keys(clientConfigSchema.shape).sort(),
    );
  });
});
