import fastifyMiddie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import type { SoukLoadContext } from './load-context.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

export interface WebDevOptions {
  webRoot: string;
  createLoadContext(requestHeaders: Headers): SoukLoadContext;
}

/**
 * `npm run dev`: Vite in middleware mode serves modules with hot reload, and every page request
 * loads the current server build from Vite, so edits show without a rebuild.
 */
export async function registerWebDev(app: FastifyInstance, options: WebDevOptions): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.webRoot,
    server: { middlewareMode: true },
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
        const handle = createRequestHandler(build, 'development');
        const response = await handle(
          fetchRequest,
          options.createLoadContext(fetchRequest.headers),
        );
        return sendFetchResponse(reply, response);
      },
    });
  });
}
