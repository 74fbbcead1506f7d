import type { FastifyInstance } from 'fastify';
import type { SoukLoadContext } from '@souk/contracts';
import { BUILD_VERSION_HEADER, PARTNER_HEADER } from '@souk/contracts';
import { clientConfigOf } from '#api/config/client-config.ts';
import type { AppConfig } from '#api/config/config.ts';

export type { SoukLoadContext };

/**
 * Headers of the page request that API calls made during SSR pass on. Sec-Fetch-Site goes along
 * with the cookie so a write the page's action makes is refused when the page request itself
 * came from another site (see modules/sessions/origin-guard.ts).
 */
const FORWARDED_HEADERS = [
  'accept-language',
  'cookie',
  'authorization',
  'user-agent',
  'sec-fetch-site',
];

/**
 * In one process, loaders reach the API through `inject` (no socket, same pipeline); with
 * API_INTERNAL_URL set the web tier calls a separate API process over HTTP instead.
 */
export function loadContextFactory(app: FastifyInstance, config: AppConfig) {
  const clientConfig = clientConfigOf(config);

  return (pageHeaders: Headers, cspNonce: string): SoukLoadContext => ({
    partnerCode: config.PARTNER_CODE,
    buildVersion: config.BUILD_VERSION,
    clientConfig,
    cspNonce,
    apiFetch: async (apiPath, init = {}) => {
      const headers = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = pageHeaders.get(name);
        if (value && !headers.has(name)) headers.set(name, value);
      }
      headers.set(PARTNER_HEADER, config.PARTNER_CODE);
      headers.set(BUILD_VERSION_HEADER, config.BUILD_VERSION);
      if (config.API_INTERNAL_URL) {
        return fetch(new URL(apiPath, config.API_INTERNAL_URL), { ...init, headers });
      }
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: apiPath,
        headers: Object.fromEntries(headers),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
        else if (value !== undefined) responseHeaders.set(name, String(value));
      }
      // Compression is for the browser; inside the process the body is plain.
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
      const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
      return new Response(hasBody ? response.rawPayload : null, {
        status: response.statusCode,
        headers: responseHeaders,
      });
    },
  });
}
