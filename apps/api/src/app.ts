import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/not-found.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { imageRoutes } from './modules/images/image-routes.ts';
import { LocalityRepository } from './modules/localities/locality-repository.ts';
import { localityRoutes } from './modules/localities/locality-routes.ts';
import { LocalityService } from './modules/localities/locality-service.ts';
import { installPartnerContext } from './modules/partners/partner-context.ts';
import { partnerConfigRoutes } from './modules/partners/partner-config-routes.ts';
import { PartnerRepository } from './modules/partners/partner-repository.ts';
import { partnerRoutes } from './modules/partners/partner-routes.ts';
import { loadContextFactory } from './web/load-context.ts';
import { registerWebDev } from './web/web-dev.ts';
import { registerWebSsr } from './web/web-ssr.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the storefront's production build; null serves the API alone. */
  webBuildDir?: string | null;
  /** The storefront's source folder, served through Vite with hot reload (`npm run dev`). */
  webDevRoot?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, responses to in-flight requests end their keep-alive connection, so
  // close() does not wait for idle sockets to time out.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (shuttingDown) reply.header('connection', 'close');
    return payload;
  });

  // External plugins first, then the app's own.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router inlines its hydration data and the theme is an inline style.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Souk API', version: config.BUILD_VERSION },
      components: {
        securitySchemes: {
          partnerCode: { type: 'apiKey', in: 'header', name: 'X-Partner-Code' },
        },
      },
      security: [{ partnerCode: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const partners = new PartnerRepository(database.db);
  const localities = new LocalityService(new LocalityRepository(database.db));

  await app.register(
    async (api) => {
      installPartnerContext(api, partners);
      await api.register(healthRoutes, { database });
      await api.register(partnerRoutes, { baseUrl: config.BASE_URL });
      await api.register(localityRoutes, { localities });
      // Unknown API paths answer JSON, never the storefront's HTML.
      api.all('/*', { config: { partnerOptional: true }, schema: { hide: true } }, async () => {
        throw notFound('No such API route');
      });
    },
    { prefix: '/api' },
  );

  // The docs live beside the partner scope: a browser opening them sends no partner header.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(partnerConfigRoutes, { config });
  await app.register(imageRoutes, {
    db: database.db,
    cacheDir: path.join(config.dataDir, 'images'),
  });

  if (options.webDevRoot) {
    await registerWebDev(app, {
      webRoot: options.webDevRoot,
      createLoadContext: loadContextFactory(app, config),
    });
  } else if (options.webBuildDir) {
    await registerWebSsr(app, {
      buildDir: options.webBuildDir,
      createLoadContext: loadContextFactory(app, config),
    });
  } else {
    app.setNotFoundHandler(async () => {
      throw notFound();
    });
  }

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
