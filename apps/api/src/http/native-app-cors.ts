/**
 * Cross-origin calls from Souk's native app (spec 1 §7, issue 16 part 1): the app's web view
 * serves the storefront from its own origin (`capacitor://localhost` on iOS, `https://localhost`
 * on Android) and calls the API by absolute URL. Only the origins the operator lists in
 * NATIVE_APP_ORIGINS are answered, and only on what the app calls: the API, the partner and
 * client configurations and the update metadata. No cookies cross: the app sends its session as an
 * Authorization header, so credentials are never allowed.
 */
import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept-Language, X-Platform, X-Build-Version, X-Partner-Code, ' +
  'X-Guest-Token, Idempotency-Key';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

function callableByTheApp(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path.startsWith('/api/') ||
    path === '/branded/partner_config.json' ||
    path === '/branded/client_config.json' ||
    path.startsWith('/updates/')
  );
}

export function installNativeAppCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    // The app's pages show the catalogue's pictures from the API's origin. A picture is fetched
    // without CORS (and without an Origin header), so only this header lets another origin's
    // page draw it; they are the public pictures any storefront visitor sees.
    if (request.url.startsWith('/images/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    const origin = request.headers.origin;
    if (!origin || !callableByTheApp(request.url)) return done();
    // The answer depends on the caller's origin: caches must keep them apart.
    reply.header('vary', 'Origin');
    if (!allowed.has(origin)) return done();
    reply.header('access-control-allow-origin', origin);
    const preflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return done();
    void reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .send();
  });
}
