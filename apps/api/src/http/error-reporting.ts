/**
 * Error reporting (spec 2 §8): with SENTRY_DSN set, every failed request is sent to a
 * Sentry-compatible service, except the answers of normal use that packages/core's
 * error-reporting.ts names (shared with the storefront's own reporting).
 */
import type { FastifyInstance } from 'fastify';
import { isReported, isReportedClose } from '@souk/core';
import { NodeClient, Scope, defaultStackParser, makeNodeTransport } from '@sentry/node';
import type { AppConfig } from '#api/config/config.ts';
import { toApiError } from './error-handler.ts';

/** A live socket that closed, as its route saw it. */
interface SocketClose {
  code: number;
  reason: string;
  /** The route pattern: no ids or query values. */
  route: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports a socket's close unless its code is a normal one (isReportedClose). */
    reportSocketClose(close: SocketClose): void;
  }
}

/**
 * One client per app rather than Sentry's global `init`: tests build several apps in one
 * process, and the app closing flushes what is still queued. Without a DSN nothing is set up.
 */
export function installErrorReporting(
  app: FastifyInstance,
  config: Pick<AppConfig, 'SENTRY_DSN' | 'NODE_ENV' | 'BUILD_VERSION'>,
): void {
  const dsn = config.SENTRY_DSN;
  if (!dsn) {
    app.decorate('reportSocketClose', () => undefined);
    return;
  }
  const client = new NodeClient({
    dsn,
    environment: config.NODE_ENV,
    release: config.BUILD_VERSION,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // Requests carry phone numbers and session cookies: none of it leaves with a report.
    sendDefaultPii: false,
  });
  client.init();

  app.addHook('onError', (request, _reply, error, done) => {
    const { statusCode, type } = toApiError(error);
    if (isReported(statusCode, type)) {
      const scope = new Scope();
      scope.setTag('status', String(statusCode));
      scope.setTag('type', type);
      // The route pattern, not the URL: ids and query values stay out of the report.
      scope.setContext('request', {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        requestId: request.id,
      });
      client.captureException(error, undefined, scope);
    }
    done();
  });
  app.decorate('reportSocketClose', ({ code, reason, route }: SocketClose) => {
    if (!isReportedClose(code)) return;
    const scope = new Scope();
    scope.setTag('closeCode', String(code));
    scope.setContext('socket', { route, reason: reason.slice(0, 123) });
    client.captureMessage(`socket closed with ${code}`, 'warning', undefined, scope);
  });
  app.addHook('onClose', async () => {
    await client.close(2_000);
  });
}
