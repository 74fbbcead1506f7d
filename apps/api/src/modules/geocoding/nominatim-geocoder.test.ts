import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocoderFailedError } from './geocoder.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';

/** A local stand-in for a Nominatim server: records requests, answers what the test sets. */
let server: Server;
let baseUrl: string;
let requests: { url: URL; userAgent: string | undefined }[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

const json =
  (body: unknown, status = 200) =>
  (_: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const brivibas = {
  place_id: 123,
  osm_type: 'way',
  osm_id: 456,
  lat: '56.9565',
  lon: '24.1216',
  display_name: 'Brīvības iela 45, Centrs, Rīga, LV-1010, Latvija',
  category: 'building',
  type: 'house',
  address: {
    house_number: '45',
    road: 'Brīvības iela',
    suburb: 'Centrs',
    city: 'Rīga',
    state: 'Rīga',
    'ISO3166-2-lvl4': 'LV-RIX',
    postcode: 'LV-1010',
    country: 'Latvija',
    country_code: 'lv',
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      userAgent: request.headers['user-agent'],
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const geocoder = (timeoutMs = 2_000) =>
  new NominatimGeocoder({ baseUrl, userAgent: 'Souk/test (http://localhost)', timeoutMs });

const searchRequest = {
  partnerId: 'p',
  text: 'Brīvības 45',
  lang: 'lv',
  near: [56.95, 24.1] as const,
  countryCode: 'LV',
  limit: 5,
};

describe('NominatimGeocoder against a local fake server', () => {
  it('searches with the Nominatim parameters and maps places to address locations', async () => {
    answer = json([brivibas]);
    const results = await geocoder().search(searchRequest);
    const [sent] = requests;
    expect(sent?.url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      q: 'Brīvības 45',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      'accept-language': 'lv',
      countrycodes: 'lv',
      viewbox: '23.6,57.45,24.6,56.45',
    });
    expect(sent?.userAgent).toBe('Souk/test (http://localhost)');
    expect(results).toEqual([
      {
        latitude: 56.9565,
        longitude: 24.1216,
        formattedAddress: 'Brīvības iela 45, Centrs, Rīga, LV-1010, Latvija',
        shortAddress: 'Brīvības iela 45',
        shortAddressExt: 'Rīga, Latvija',
        addressComponents: {
          externalSource: 'web_onde',
          externalId: 'osm:way:456',
          plusCode: null,
          formattedAddress: 'Brīvības iela 45, Centrs, Rīga, LV-1010, Latvija',
          shortAddress: 'Brīvības iela 45',
          shortAddressExt: 'Rīga, Latvija',
          countryName: 'Latvija',
          countryCodeISO2: 'LV',
          adminArea: 'Rīga',
          adminAreaCode: 'LV-RIX',
          subAdminArea: null,
          locality: 'Rīga',
          subLocality: 'Centrs',
          street: 'Brīvības iela',
          streetNumber: '45',
          premise: null,
          postalCode: 'LV-1010',
          postalCodeSuffix: null,
        },
      },
    ]);
  });

  it('an empty list is "No results found", not a failure', async () => {
    answer = json([]);
    await expect(geocoder().search(searchRequest)).resolves.toEqual([]);
  });

  it('reverse keeps the pin and takes the words of the place found', async () => {
    answer = json(brivibas);
    const result = await geocoder().reverse({
      partnerId: 'p',
      point: [56.95651, 24.12159],
      lang: 'en',
    });
    const [sent] = requests;
    expect(sent?.url.pathname).toBe('/nominatim/reverse');
    expect(sent?.url.searchParams.get('lat')).toBe('56.95651');
    expect(sent?.url.searchParams.get('lon')).toBe('24.12159');
    expect(sent?.url.searchParams.get('format')).toBe('jsonv2');
    expect(result).toMatchObject({
      latitude: 56.95651,
      longitude: 24.12159,
      shortAddress: 'Brīvības iela 45',
    });
  });

  it('reverse "Unable to geocode" is no result', async () => {
    answer = json({ error: 'Unable to geocode' });
    await expect(
      geocoder().reverse({ partnerId: 'p', point: [0, 0], lang: 'en' }),
    ).resolves.toBeNull();
  });

  describe('"Geocoder failed": every answer that is not a well-formed one', () => {
    const cases: [string, (request: IncomingMessage, response: ServerResponse) => void][] = [
      ['a 500', json({ message: 'boom' }, 500)],
      ['a 429 (rate limited by the server)', json({}, 429)],
      [
        'a body that is not JSON',
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html>maintenance</html>');
        },
      ],
      ['JSON of another shape', json({ results: 'nope' })],
      ['places without coordinates', json([{ display_name: 'x' }])],
    ];
    it.each(cases)('%s', async (_name, handler) => {
      answer = handler;
      await expect(geocoder().search(searchRequest)).rejects.toBeInstanceOf(GeocoderFailedError);
    });

    it('a server that does not answer in time', async () => {
      answer = () => {
        // Never answers; the geocoder's timeout ends the wait.
      };
      await expect(geocoder(200).search(searchRequest)).rejects.toBeInstanceOf(GeocoderFailedError);
    });

    it('a server that is not there', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const gone = new NominatimGeocoder({
        baseUrl: `http://127.0.0.1:${port}`,
        userAgent: 'Souk/test',
        timeoutMs: 1_000,
      });
      await expect(
        gone.reverse({ partnerId: 'p', point: [1, 1], lang: 'en' }),
      ).rejects.toBeInstanceOf(GeocoderFailedError);
    });
  });
});
