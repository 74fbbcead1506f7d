import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import type { SoukLoadContext } from './load-context.ts';
import { keepPersonalAnswersPrivate } from '#api/http/personal-answers.ts';
import { newNonce } from '#api/http/content-security-policy.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import { serviceWorkerRoute } from './service-worker.ts';

export interface WebSsrOptions {
  buildDir: string;
  createLoadContext(requestHeaders: Headers, cspNonce: string): SoukLoadContext;
  /** This deployment's page Content-Security-Policy for a given nonce. */
  contentSecurityPolicy(nonce: string): string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built storefront: hashed assets with a one-year cache, other public files briefly,
 * and every remaining path through React Router's SSR handler.
 */
export async function registerWebSsr(app: FastifyInstance, options: WebSsrOptions): Promise<void> {
  const serverEntry = pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(serviceWorkerRoute, { build });
  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    // Files are fixed after a build: one route per file, so the SSR catch-all below stays free.
    wildcard: false,
    index: false,
    // The build writes a Brotli and a gzip copy of every text file (apps/web/precompress-assets.ts):
    // sent as they are, where compressing each script again on every request kept a page's first
    // burst of scripts waiting on the server's one thread.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    // A signed-in page carries the customer's name and phone number.
    keepPersonalAnswersPrivate(scope);
    // React Router reads the raw body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const fetchRequest = toFetchRequest(request, reply);
        // A fresh nonce per page: the policy allows exactly the inline scripts of this answer.
        const nonce = newNonce();
        reply.header('content-security-policy', options.contentSecurityPolicy(nonce));
        const response = await handle(
          fetchRequest,
          options.createLoadContext(fetchRequest.headers, nonce),
        );
        return sendFetchResponse(reply, response);
      },
    });
  });
}
