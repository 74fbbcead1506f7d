import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  addressListSchema,
  addressSchema,
  apiErrorSchema,
} from '@souk/contracts';
import type { AddressInput } from '@souk/contracts';
import { insertPartner } from '#api/test/fixtures.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

const home: AddressInput = {
  id: null,
  name: 'Home',
  apartmentNumber: '12',
  comment: 'Ring twice',
  entrance: '2',
  floor: '3',
  intercom: '12K',
  location: {
    latitude: 56.9565,
    longitude: 24.1216,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: 'osm:way:1',
      formattedAddress: 'Brīvības iela 45, Rīga, Latvia',
      shortAddress: 'Brīvības iela 45',
      shortAddressExt: 'Rīga, Latvia',
      countryName: 'Latvia',
      countryCodeISO2: 'lv',
      locality: 'Rīga',
      street: 'Brīvības iela',
      streetNumber: '45',
      postalCode: 'LV-1010',
    },
  },
};

describe.each(testTargets)('saved addresses on %s', (target) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ target });
    alice = (await signInCustomer(t)).headers;
    bob = (await signInCustomer(t)).headers;
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.request({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('POST saves the full Address of spec 1 §3 and answers it with its new id', async () => {
    const res = await send('POST', '/api/customer/me/addresses', alice, home);
    expect(res.statusCode).toBe(201);
    const address = addressSchema.parse(res.json());
    expect(address.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(address).toMatchObject({
      name: 'Home',
      apartmentNumber: '12',
      comment: 'Ring twice',
      entrance: '2',
      floor: '3',
      intercom: '12K',
      location: {
        latitude: 56.9565,
        longitude: 24.1216,
        formattedAddress: 'Brīvības iela 45, Rīga, Latvia',
        shortAddress: 'Brīvības iela 45',
        shortAddressExt: 'Rīga, Latvia',
        addressComponents: {
          externalSource: 'web_onde',
          countryCodeISO2: 'LV',
          street: 'Brīvības iela',
          streetNumber: '45',
          postalCode: 'LV-1010',
          premise: null,
        },
      },
    });

    const list = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', alice)).json(),
    );
    expect(list.find((item) => item.id === address.id)).toEqual(address);
  });

  it('ignores an id in the POST body: the server makes the id', async () => {
    const chosen = '00000000-0000-4000-8000-000000000001';
    const res = await send('POST', '/api/customer/me/addresses', alice, { ...home, id: chosen });
    expect(res.statusCode).toBe(201);
    expect(addressSchema.parse(res.json()).id).not.toBe(chosen);
  });

  it('fills the short address from the formatted one and blanks become null', async () => {
    const res = await send('POST', '/api/customer/me/addresses', alice, {
      name: '  ',
      location: {
        latitude: 56.95,
        longitude: 24.1,
        formattedAddress: 'Tērbatas iela 14, Rīga',
      },
    });
    expect(res.statusCode).toBe(201);
    const address = addressSchema.parse(res.json());
    expect(address.name).toBeNull();
    expect(address.apartmentNumber).toBeNull();
    expect(address.location.shortAddress).toBe('Tērbatas iela 14');
    expect(address.location.addressComponents.externalSource).toBeNull();
  });

  it('lists newest first', async () => {
    const first = addressSchema.parse(
      (await send('POST', '/api/customer/me/addresses', bob, { ...home, name: 'First' })).json(),
    );
    const second = addressSchema.parse(
      (await send('POST', '/api/customer/me/addresses', bob, { ...home, name: 'Second' })).json(),
    );
    const list = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', bob)).json(),
    );
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('PUT replaces the address; DELETE removes it', async () => {
    const created = addressSchema.parse(
      (await send('POST', '/api/customer/me/addresses', alice, home)).json(),
    );
    const res = await send('PUT', `/api/customer/me/addresses/${created.id}`, alice, {
      ...home,
      name: 'Office',
      floor: null,
      location: { ...home.location, latitude: 56.96 },
    });
    expect(res.statusCode).toBe(200);
    const updated = addressSchema.parse(res.json());
    expect(updated).toMatchObject({ id: created.id, name: 'Office', floor: null });
    expect(updated.location.latitude).toBe(56.96);

    const gone = await send('DELETE', `/api/customer/me/addresses/${created.id}`, alice);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const list = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', alice)).json(),
    );
    expect(list.some((item) => item.id === created.id)).toBe(false);
    const again = await send('DELETE', `/api/customer/me/addresses/${created.id}`, alice);
    expect(again.statusCode).toBe(404);
  });

  it("never shows or changes another customer's address: 404, not 403", async () => {
    const mine = addressSchema.parse(
      (await send('POST', '/api/customer/me/addresses', alice, home)).json(),
    );
    const bobsList = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', bob)).json(),
    );
    expect(bobsList.some((item) => item.id === mine.id)).toBe(false);

    const put = await send('PUT', `/api/customer/me/addresses/${mine.id}`, bob, {
      ...home,
      name: 'Stolen',
    });
    expect(put.statusCode).toBe(404);
    expect(apiErrorSchema.parse(put.json())).toMatchObject({
      type: 'AddressNotFoundException',
      errorCode: 'address_not_found',
    });
    const del = await send('DELETE', `/api/customer/me/addresses/${mine.id}`, bob);
    expect(del.statusCode).toBe(404);

    const still = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', alice)).json(),
    );
    expect(still.find((item) => item.id === mine.id)?.name).toBe('Home');
  });

  it('is scoped to the partner: the same session under another partner code is refused', async () => {
    await insertPartner(t.database.db, { code: 'other-market' });
    const res = await send('GET', '/api/customer/me/addresses', {
      ...alice,
      'x-partner-code': 'other-market',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses cookie-authenticated writes from another site (403), and changes nothing', async () => {
    const before = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', alice)).json(),
    );
    const target = before[0];
    if (!target) throw new Error('alice has no address yet');
    for (const headers of [
      { ...alice, origin: 'https://evil.example' },
      { ...alice, 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await send('POST', '/api/customer/me/addresses', headers, home)).statusCode).toBe(
        403,
      );
      expect(
        (await send('DELETE', `/api/customer/me/addresses/${target.id}`, headers)).statusCode,
      ).toBe(403);
    }
    const after = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', alice)).json(),
    );
    expect(after).toEqual(before);
    // From the storefront's own origin the same write goes through.
    const own = await send(
      'POST',
      '/api/customer/me/addresses',
      {
        ...alice,
        origin: new URL(t.config.BASE_URL).origin,
      },
      home,
    );
    expect(own.statusCode).toBe(201);
  });

  it('refuses every call without a session: 401 UnauthorizedException', async () => {
    const id = '00000000-0000-4000-8000-000000000002';
    for (const [method, url, body] of [
      ['GET', '/api/customer/me/addresses', undefined],
      ['POST', '/api/customer/me/addresses', home],
      ['PUT', `/api/customer/me/addresses/${id}`, home],
      ['DELETE', `/api/customer/me/addresses/${id}`, undefined],
    ] as const) {
      const res = await send(method, url, {}, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(apiErrorSchema.parse(res.json()).type).toBe('UnauthorizedException');
    }
  });

  describe('malformed input: 400 with field errors, never a 500', () => {
    const cases: [string, unknown, string][] = [
      [
        'latitude above 90',
        { ...home, location: { ...home.location, latitude: 91 } },
        'location.latitude',
      ],
      [
        'longitude below -180',
        { ...home, location: { ...home.location, longitude: -180.5 } },
        'location.longitude',
      ],
      [
        'latitude as null',
        { ...home, location: { ...home.location, latitude: null } },
        'location.latitude',
      ],
      [
        'latitude as a string',
        { ...home, location: { ...home.location, latitude: '56.9' } },
        'location.latitude',
      ],
      ['no location', { name: 'Home' }, 'location'],
      [
        'no formatted address anywhere',
        { location: { latitude: 56.9, longitude: 24.1, addressComponents: {} } },
        'location.formattedAddress',
      ],
      ['a name over 50 characters', { ...home, name: 'x'.repeat(51) }, 'name'],
      ['a comment over 500 characters', { ...home, comment: 'x'.repeat(501) }, 'comment'],
      ['an intercom over 20 characters', { ...home, intercom: '1'.repeat(21) }, 'intercom'],
      ['a floor as a number', { ...home, floor: 3 }, 'floor'],
      [
        'an unknown external source',
        {
          ...home,
          location: { ...home.location, addressComponents: { externalSource: 'google' } },
        },
        'location.addressComponents.externalSource',
      ],
      [
        'a three-letter country code',
        { ...home, location: { ...home.location, addressComponents: { countryCodeISO2: 'LVA' } } },
        'location.addressComponents.countryCodeISO2',
      ],
    ];
    it.each(cases)('%s', async (_name, body, field) => {
      const res = await send('POST', '/api/customer/me/addresses', alice, body);
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.type).toBe('ValidationException');
      expect(error.fieldErrors?.map((item) => item.field)).toContain(field);
    });

    it('a body that is not JSON', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/customer/me/addresses',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).type).toBe('ValidationException');
    });

    it('an id that is not a UUID', async () => {
      const res = await send('PUT', '/api/customer/me/addresses/not-an-id', alice, home);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors?.[0]?.field).toBe('id');
    });

    it('an oversized body: 400 PayloadTooLargeException with a field error on body', async () => {
      const res = await send('POST', '/api/customer/me/addresses', alice, {
        ...home,
        comment: 'x'.repeat(300 * 1024),
      });
      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.type).toBe('PayloadTooLargeException');
      expect(body.fieldErrors).toEqual([{ field: 'body', message: 'Request body is too large' }]);
    });
  });

  it(`keeps at most ${ADDRESSES_PER_CUSTOMER_MAX} addresses per customer: 409 AddressesLimitException`, async () => {
    const carol = (await signInCustomer(t)).headers;
    const created = await Promise.all(
      Array.from({ length: ADDRESSES_PER_CUSTOMER_MAX + 3 }, () =>
        send('POST', '/api/customer/me/addresses', carol, home),
      ),
    );
    const statuses = created.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(ADDRESSES_PER_CUSTOMER_MAX);
    const refused = created.find((res) => res.statusCode === 409);
    expect(apiErrorSchema.parse(refused?.json())).toMatchObject({
      type: 'AddressesLimitException',
      errorCode: 'addresses_limit_reached',
    });
    const list = addressListSchema.parse(
      (await send('GET', '/api/customer/me/addresses', carol)).json(),
    );
    expect(list).toHaveLength(ADDRESSES_PER_CUSTOMER_MAX);
  });
});
