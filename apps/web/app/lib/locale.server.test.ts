import { describe, expect, it, vi } from 'vitest';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import {
  keepChosenLocale,
  preferredLocale,
  redirectToPreferredLocale,
  requireLocale,
} from './locale.server.ts';

/** The API is down: the partner's default is unknown, so English is the last resort. */
function fakeContext(): SoukLoadContext {
  return {
    apiFetch: vi.fn(async () => new Response('{}', { status: 500 })),
    partnerCode: 'souk',
    buildVersion: 'test',
    clientConfig: {
      partnerCode: 'souk',
      buildVersion: 'test',
      baseUrl: '',
      suspendedDemoUrl: 'https://example.com/demo',
      suspendedProdUrl: 'https://example.com/prod',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '',
      errorReportingDsn: null,
    },
  };
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe('preferredLocale', () => {
  it('takes the lang cookie first, then Accept-Language', async () => {
    const context = fakeContext();
    const both = request('/', { Cookie: 'a=1; lang=uk', 'Accept-Language': 'fr' });
    expect(await preferredLocale(both, context)).toBe('uk');
    const header = request('/', { Cookie: 'lang=zz', 'Accept-Language': 'pt-BR,pt;q=0.9' });
    expect(await preferredLocale(header, context)).toBe('pt');
    expect(context.apiFetch).not.toHaveBeenCalled();
  });

  it('falls back to English when the partner record is unavailable', async () => {
    expect(await preferredLocale(request('/', { 'Accept-Language': 'zz' }), fakeContext())).toBe(
      'en',
    );
  });
});

describe('locale redirects', () => {
  it('keeps the path and the query and is not cached across languages', async () => {
    const response = await redirectToPreferredLocale(
      request('/xx/riga?x=1', { 'Accept-Language': 'ar' }),
      fakeContext(),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/ar/xx/riga?x=1');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('lets a supported lang through and redirects any other', async () => {
    const context = fakeContext();
    const ok = { params: { lang: 'bg' }, request: request('/bg'), context };
    expect(await requireLocale(ok)).toBe('bg');
    const bad = { params: { lang: 'EN' }, request: request('/EN/riga'), context };
    const thrown = await requireLocale(bad).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/en/EN/riga');
  });
});

describe('a language chosen before the page code loaded', () => {
  it('is remembered in the lang cookie and the marker leaves the URL', () => {
    const response = keepChosenLocale(request('/ar/riga?x=1&languageChosen=1'));
    expect(response?.status).toBe(303);
    expect(response?.headers.get('Location')).toBe('/ar/riga?x=1');
    const cookie = response?.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lang=ar; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('is Secure over HTTPS; without the marker or a locale nothing happens', () => {
    const secure = keepChosenLocale(new Request('https://shop.example/uk?languageChosen=1'));
    expect(secure?.headers.get('Set-Cookie')).toMatch(/; Secure$/);
    expect(secure?.headers.get('Location')).toBe('/uk');
    expect(keepChosenLocale(request('/ar/riga?x=1'))).toBeNull();
    expect(keepChosenLocale(request('/riga?languageChosen=1'))).toBeNull();
  });
});
