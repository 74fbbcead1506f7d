import { publicInfoSchema, searchResponseSchema } from '@souk/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import { ApiRequestError, serverApi } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function contextAnswering(response: Response): SoukLoadContext {
  return {
    apiFetch: vi.fn(async () => response),
    partnerCode: 'souk',
    buildVersion: 'test',
    clientConfig: {
      partnerCode: 'souk',
      buildVersion: 'test',
      baseUrl: 'http://localhost',
      suspendedDemoUrl: 'https://example.com/demo-over',
      suspendedProdUrl: 'https://example.com/paused',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '',
      errorReportingDsn: null,
    },
  };
}

const errorBody = (statusCode: number, type: string, errorCode: string, extra = {}) => ({
  statusCode,
  type,
  errorCode,
  message: type,
  ...extra,
});

describe('serverApi', () => {
  it('turns a suspended partner into a 302 to the configured URL', async () => {
    const body = errorBody(423, 'PartnerSuspendedException', 'partner_suspended', {
      partnerType: 'PROD',
    });
    const api = serverApi(contextAnswering(json(423, body)));
    const thrown = await api.get('/api/public/partner/info', publicInfoSchema).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('https://example.com/paused');
  });

  it('throws a typed error carrying status and body', async () => {
    const body = errorBody(404, 'LocalityNotFoundException', 'locality_not_found');
    const api = serverApi(contextAnswering(json(404, body)));
    const thrown = await api
      .get('/api/public/localities/x/params', publicInfoSchema)
      .catch((e) => e);
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect((thrown as ApiRequestError).status).toBe(404);
    expect((thrown as ApiRequestError).body?.type).toBe('LocalityNotFoundException');
  });

  it('keeps a non-JSON failure as an error without body', async () => {
    const api = serverApi(contextAnswering(new Response('boom', { status: 502 })));
    const thrown = await api.get('/api/public/localities', publicInfoSchema).catch((e) => e);
    expect(thrown).toMatchObject({ status: 502, body: null });
  });
});

describe('request headers and bodies', () => {
  const recordingContext = () => {
    const context = contextAnswering(json(200, { vendors: [], products: [] }));
    return { context, calls: vi.mocked(context.apiFetch).mock.calls };
  };

  it('sends the active locale as Accept-Language', async () => {
    const { context, calls } = recordingContext();
    await serverApi(context, 'ar').get('/api/public/localities/x/search', searchResponseSchema);
    const init = calls[0]?.[1];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
    expect(init?.method).toBe('GET');
  });

  it('keeps an Accept-Language the caller set', async () => {
    const { context, calls } = recordingContext();
    await serverApi(context, 'ar').get('/api/public/localities', searchResponseSchema, {
      headers: { 'Accept-Language': 'lv' },
    });
    expect(new Headers(calls[0]?.[1]?.headers).get('Accept-Language')).toBe('lv');
  });

  it('posts JSON and parses the answer with the schema', async () => {
    const { context, calls } = recordingContext();
    const result = await serverApi(context, 'en').post(
      '/api/public/localities/riga/search',
      { keyword: 'margarita' },
      searchResponseSchema,
    );
    expect(result).toEqual({ vendors: [], products: [] });
    const init = calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"keyword":"margarita"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('serverApi writes', () => {
  it('sends PUT/PATCH bodies as JSON and reads a 204 as undefined', async () => {
    const context = contextAnswering(new Response(null, { status: 204 }));
    const api = serverApi(context);
    const none = { parse: (input: unknown) => input };
    await expect(api.delete('/api/customer/me/addresses/x', none)).resolves.toBeUndefined();
    const fetcher = vi.mocked(context.apiFetch);
    expect(fetcher.mock.calls[0]?.[1]?.method).toBe('DELETE');

    const saved = contextAnswering(json(200, { ok: true }));
    await serverApi(saved).put('/api/customer/me/addresses/x', { name: 'Home' }, none);
    const init = vi.mocked(saved.apiFetch).mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Home"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});
