import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainPageResponseSchema } from '@souk/contracts';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';

describe("the native app's cross-origin calls (NATIVE_APP_ORIGINS, spec 1 §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      target: 'pglite',
      env: { NATIVE_APP_ORIGINS: `${IOS}, ${ANDROID}`, BASE_URL: 'https://souk.example' },
    });
  });
  afterAll(() => t.close());

  it.each([IOS, ANDROID])(
    'answers a listed app origin (%s) on the API, without credentials',
    async (origin) => {
      const res = await t.get('/api/public/localities', { origin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    },
  );

  it('answers the preflight of a signed call with the headers the app sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/customer/me/session/fcm-token',
      headers: {
        origin: IOS,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,x-platform',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(IOS);
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    const allowedHeaders = String(res.headers['access-control-allow-headers']).toLowerCase();
    // The anonymous cart's credential and the checkout's retry key travel as headers too.
    for (const header of [
      'authorization',
      'content-type',
      'x-platform',
      'accept-language',
      'x-guest-token',
      'idempotency-key',
    ]) {
      expect(allowedHeaders).toContain(header);
    }
  });

  it('answers the partner and client configurations and the update metadata paths for the app', async () => {
    const config = await t.get('/branded/partner_config.json', { origin: ANDROID });
    expect(config.headers['access-control-allow-origin']).toBe(ANDROID);
    const client = await t.get('/branded/client_config.json', { origin: ANDROID });
    expect(client.headers['access-control-allow-origin']).toBe(ANDROID);
    // Nothing is published here: the 404 is readable by the app all the same.
    const metadata = await t.get(`/updates/${t.config.PARTNER_CODE}/customer/metadata.json`, {
      origin: ANDROID,
    });
    expect(metadata.headers['access-control-allow-origin']).toBe(ANDROID);
  });

  it('gives any other origin nothing: no allow header and no preflight answer', async () => {
    for (const origin of ['https://evil.example', 'capacitor://evil', 'http://localhost']) {
      const res = await t.get('/api/public/localities', { origin });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/public/localities',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).not.toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('leaves the storefront pages same-origin, even for a listed origin', async () => {
    const res = await t.get('/manifest.webmanifest', { origin: IOS });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets the app's pages draw the catalogue's pictures (fetched without CORS)", async () => {
    const picture = await t.get(await firstBannerPicture(t));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('pictures without a native app', () => {
  it('stay same-origin when no app origin is listed', async () => {
    const t = await createTestApp({ target: 'pglite' });
    try {
      const picture = await t.get(await firstBannerPicture(t));
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await t.close();
    }
  });
});

/** The path of a seeded picture: Riga's first banner's. */
async function firstBannerPicture(t: TestApp): Promise<string> {
  const page = await t.get('/api/public/localities/riga/main-page/v2');
  const image = mainPageResponseSchema.parse(page.json()).banners[0]?.image;
  const variant = image?.variants[0];
  if (!image || !variant) throw new Error('The demo seed has no banner picture in Riga');
  return new URL(`${image.basePath}/${variant.n}`, 'http://souk.test').pathname;
}

describe('NATIVE_APP_ORIGINS', () => {
  it('is empty when unset: no cross-origin call is answered', () => {
    expect(loadConfig({}).NATIVE_APP_ORIGINS).toEqual([]);
  });

  it.each(['capacitor://localhost/app', 'file://localhost', 'localhost', 'https://a.example/x'])(
    'refuses %s at start-up',
    (value) => {
      expect(() =>
        loadConfig({ NATIVE_APP_ORIGINS: value, BASE_URL: 'https://souk.example' }),
      ).toThrow(ConfigError);
    },
  );

  it('keeps the listed origins, lower-cased', () => {
    expect(
      loadConfig({
        NATIVE_APP_ORIGINS: 'Capacitor://LocalHost,http://localhost:8100',
        BASE_URL: 'https://souk.example',
      }).NATIVE_APP_ORIGINS,
    ).toEqual(['capacitor://localhost', 'http://localhost:8100']);
  });

  it("needs BASE_URL: the app's pages load the pictures from the device otherwise", () => {
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: 'capacitor://localhost' })).toThrow(
      /BASE_URL: required when NATIVE_APP_ORIGINS is set/,
    );
  });
});
