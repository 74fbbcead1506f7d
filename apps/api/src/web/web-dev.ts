import fastifyMiddie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import type { SoukLoadContext } from './load-context.ts';
import { newNonce } from '#api/http/content-security-policy.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

export interface WebDevOptions {
  webRoot: string;
  createLoadContext(requestHeaders: Headers, cspNonce: string): SoukLoadContext;
  /** This deployment's page Content-Security-Policy for a given nonce. */
  contentSecurityPolicy(nonce: string): string;
}

/**
 * `npm run dev`: Vite in middleware mode serves modules with hot reload, and every page request
 * loads the current server build from Vite, so edits show without a rebuild.
 *
 * The dev script restarts the process on changes to the server's source folders only
 * (`--watch-path`): plain `node --watch` also watches every file the process imports, among
 * them the bundled config Vite writes to node_modules/.vite-temp, imports and then deletes, and
 * that deletion restarted the server before it ever listened.
 */
export async function registerWebDev(app: FastifyInstance, options: WebDevOptions): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.webRoot,
    // The HMR WebSocket shares Fastify's port instead of Vite's fixed 24678, so the browser
    // reaches it through whatever address serves the page, and two dev servers never clash.
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  await app.register(fastifyMiddie);
  app.use(vite.middlewares);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const build = (await vite.ssrLoadModule(
          'virtual:react-router/server-build',
        )) as ServerBuild;
        const fetchRequest = toFetchRequest(request, reply);
        // A fresh nonce per page: the policy allows exactly the inline scripts of this answer.
        const nonce = newNonce();
        reply.header('content-security-policy', options.contentSecurityPolicy(nonce));
        const handle = createRequestHandler(build, 'development');
        const response = await handle(
          fetchRequest,
          options.createLoadContext(fetchRequest.headers, nonce),
        );
        return sendFetchResponse(reply, response);
      },
    });
  });
}
