import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, geocodingResultsSchema } from '@souk/contracts';
import { vendors } from '#api/db/schema/index.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('geocoding routes on %s (offline gazetteer)', (target) => {
  let t: TestApp;
  let milano: { latitude: number; longitude: number };

  beforeAll(async () => {
    t = await createTestApp({ target });
    const [row] = await t.database.db
      .select({ latitude: vendors.latitude, longitude: vendors.longitude })
      .from(vendors)
      .where(eq(vendors.code, 'pizzeria-milano'));
    if (!row) throw new Error('demo vendor pizzeria-milano missing');
    milano = row;
    const other = await insertPartner(t.database.db, { code: 'elsewhere' });
    await insertLocality(t.database.db, {
      partnerId: other.id,
      code: 'lisbon-other',
      name: 'Lisbon',
      countryCode: 'PT',
      center: [38.72, -9.14],
    });
  });
  afterAll(() => t.close());

  const results = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return geocodingResultsSchema.parse(res.json()).results;
  };

  it("finds the seeded vendors' street addresses by text, typed without accents", async () => {
    const found = await results('/api/geocoding/search?q=brivibas%2045');
    expect(found[0]).toMatchObject({
      latitude: milano.latitude,
      longitude: milano.longitude,
      shortAddress: 'Brīvības iela 45',
      addressComponents: { countryCodeISO2: 'LV', street: 'Brīvības iela', streetNumber: '45' },
    });
  });

  it('finds localities and names them in the Accept-Language language', async () => {
    const [riga] = await results('/api/geocoding/search?q=riga&limit=1', {
      'accept-language': 'ru',
    });
    expect(riga?.shortAddress).toBe('Рига');
  });

  it("keeps to the locality's country with localityCode", async () => {
    const inKuwait = await results('/api/geocoding/search?q=riga&localityCode=kuwait-city');
    expect(inKuwait).toEqual([]);
  });

  it('an unknown text is an empty list: "No results found"', async () => {
    expect(await results('/api/geocoding/search?q=zzzqqq')).toEqual([]);
  });

  it("knows only this partner's places", async () => {
    expect(
      await results('/api/geocoding/search?q=riga', { 'x-partner-code': 'elsewhere' }),
    ).toEqual([]);
    const [lisbon] = await results('/api/geocoding/search?q=lisbon', {
      'x-partner-code': 'elsewhere',
    });
    expect(lisbon?.addressComponents.countryCodeISO2).toBe('PT');
  });

  it('reverse: a pin at a vendor gives its address, located at the pin', async () => {
    const [found] = await results(
      `/api/geocoding/reverse?lat=${milano.latitude}&lng=${milano.longitude}`,
    );
    expect(found).toMatchObject({ shortAddress: 'Brīvības iela 45', latitude: milano.latitude });
  });

  it('reverse: a pin in the sea is an empty list', async () => {
    expect(await results('/api/geocoding/reverse?lat=0&lng=-30')).toEqual([]);
  });

  describe('malformed queries: 400 with field errors', () => {
    it.each([
      ['/api/geocoding/search', 'q'],
      ['/api/geocoding/search?q=', 'q'],
      [`/api/geocoding/search?q=${'x'.repeat(201)}`, 'q'],
      ['/api/geocoding/search?q=riga&lat=56.9', 'lng'],
      ['/api/geocoding/search?q=riga&lat=abc&lng=24', 'lat'],
      ['/api/geocoding/search?q=riga&limit=11', 'limit'],
      ['/api/geocoding/reverse?lat=91&lng=24', 'lat'],
      ['/api/geocoding/reverse?lat=56&lng=181', 'lng'],
      ['/api/geocoding/reverse?lat=&lng=24', 'lat'],
      ['/api/geocoding/reverse?lng=24', 'lat'],
    ])('%s', async (url, field) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.type).toBe('ValidationException');
      expect(error.fieldErrors?.map((item) => item.field)).toContain(field);
    });
  });

  it('documents the geocoding, address, favourite and card calls in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<
      string,
      Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>
    >;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/geocoding/search',
        '/api/geocoding/reverse',
        '/api/customer/me/addresses',
        '/api/customer/me/addresses/{id}',
        '/api/customer/me/favourites',
        '/api/customer/me/favourites/vendors',
        '/api/customer/me/favourites/vendors/{id}',
        '/api/customer/me/favourites/products/{id}',
        '/api/customer/me/cards',
        '/api/customer/me/cards/{id}/default',
        '/api/customer/me/cards/{id}/unbind',
      ]),
    );
    const search = paths['/api/geocoding/search']?.get;
    expect(search?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'lat', 'lng', 'localityCode', 'limit']),
    );
    expect(Object.keys(search?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '502']),
    );
  });

  it('an unknown localityCode: 404 LocalityNotFoundException', async () => {
    const res = await t.get('/api/geocoding/search?q=riga&localityCode=atlantis');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).type).toBe('LocalityNotFoundException');
  });
});

describe('geocoding request limit', () => {
  it('answers 429 TooManyRequestsException past GEOCODER_REQUESTS_PER_MINUTE for one client', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: { GEOCODER_REQUESTS_PER_MINUTE: '3' },
      // One fixed minute: the four requests never straddle two windows.
      now: () => new Date('2026-11-27T12:00:30Z'),
    });
    try {
      await insertPartner(t.database.db, { code: 'souk' });
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await t.get('/api/geocoding/search?q=riga', from('10.0.0.1'))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await t.get('/api/geocoding/reverse?lat=1&lng=2', from('10.0.0.1'));
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({
        statusCode: 429,
        type: 'TooManyRequestsException',
      });
      // Another client is not held back, nor are other routes.
      expect((await t.get('/api/geocoding/search?q=riga', from('10.0.0.2'))).statusCode).toBe(200);
      expect((await t.get('/api/public/localities', from('10.0.0.1'))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('geocoding routes with GEOCODER=nominatim', () => {
  let t: TestApp;
  let server: Server;
  let status = 200;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '[]' : '{"error":"overloaded"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: { GEOCODER: 'nominatim', GEOCODER_URL: `http://127.0.0.1:${port}` },
    });
    await insertPartner(t.database.db, { code: 'souk' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('an empty answer is 200 with no results ("No results found")', async () => {
    status = 200;
    const res = await t.get('/api/geocoding/search?q=nowhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
  });

  it('a failing geocoder is 502 GeocoderFailedException ("Geocoder failed")', async () => {
    status = 503;
    for (const url of ['/api/geocoding/search?q=riga', '/api/geocoding/reverse?lat=1&lng=2']) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({
        type: 'GeocoderFailedException',
        errorCode: 'geocoder_failed',
        message: 'Geocoder failed',
      });
    }
  });
});
