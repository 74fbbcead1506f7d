import type { FastifyRequest } from 'fastify';
import { ApiError } from '#api/http/api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser attaches the session cookie wherever the request comes from, so a write that the
 * cookie authenticates must come from the storefront itself. Browsers say where a request comes
 * from in `Origin` (every cross-origin and every POST) and `Sec-Fetch-Site`; a client that sends
 * neither is not a browser, and a cookie it holds was given to it, not ridden.
 */
export function refuseCrossOriginCookieWrite(request: FastifyRequest, ownOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === ownOrigin || origin === `${request.protocol}://${request.host}`) return;
    throw refused();
  }
  const site = request.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return;
  throw refused();
}

const refused = () =>
  new ApiError(403, 'crossOriginRefused', 'Requests from other sites cannot use this session');
