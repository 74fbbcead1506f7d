import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { notFound } from './http/not-found.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { CatalogRepository } from './modules/catalog/catalog-repository.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { CatalogService } from './modules/catalog/catalog-service.ts';
import { ContentRepository } from './modules/content/content-repository.ts';
import { contentRoutes } from './modules/content/content-routes.ts';
import { SearchRepository } from './modules/search/search-repository.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { SearchService } from './modules/search/search-service.ts';
import { SeoRepository } from './modules/seo/seo-repository.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { imageRoutes } from './modules/images/image-routes.ts';
import { LocalityRepository } from './modules/localities/locality-repository.ts';
import { localityRoutes } from './modules/localities/locality-routes.ts';
import { LocalityService } from './modules/localities/locality-service.ts';
import { installAuth } from './modules/auth/install-auth.ts';
import { registerCustomerData } from './modules/addresses/register-customer-data.ts';
import { installPartnerContext } from './modules/partners/partner-context.ts';
import { partnerConfigRoutes } from './modules/partners/partner-config-routes.ts';
import { PartnerRepository } from './modules/partners/partner-repository.ts';
import { partnerRoutes } from './modules/partners/partner-routes.ts';
import { AppClock } from './lib/clock.ts';
import { registerCarts } from './modules/carts/register-carts.ts';
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
  /** The clock schedules are evaluated against; tests pin it. */
  now?: () => Date;
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
    trustProxy: config.TRUST_PROXY,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Callback-style hooks: these run on every request, and skip a promise per call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
  // While shutting down, keep-alive sockets whose request has finished are closed as they go
  // idle, so close() waits for in-flight requests only, not for idle sockets to time out.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(idleSweep);
    done();
  });

  // External plugins first, then the app's own.
  await app.register(fastifyCookie);
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
  const localityRepository = new LocalityRepository(database.db);
  const localities = new LocalityService(localityRepository);
  const catalogRepository = new CatalogRepository(database.db);
  // One clock for schedules, sessions and carts; /api/dev/clock moves it outside production.
  const clock = new AppClock(options.now);
  const catalog = new CatalogService({
    repository: catalogRepository,
    localities: localityRepository,
    baseUrl: config.BASE_URL,
    now: clock.now,
    onRefreshError: (error) => app.log.warn({ err: error }, 'catalogue cache reload failed'),
  });

  await app.register(
    async (api) => {
      installPartnerContext(api, partners);
      await installAuth(api, {
        config,
        db: database.db,
        now: clock.now,
      });
      await api.register(healthRoutes, { database });
      await api.register(partnerRoutes, { baseUrl: config.BASE_URL });
      await api.register(localityRoutes, { localities });
      await api.register(catalogRoutes, { catalog });
      const search = new SearchService({
        search: new SearchRepository(database.db),
        catalog,
        catalogRepository,
      });
      catalog.useVendorSearch((snapshot, keyword, lang) =>
        search.vendorIds(snapshot, keyword, lang),
      );
      await api.register(searchRoutes, { search });
      await api.register(contentRoutes, { content: new ContentRepository(database.db) });
      await registerCustomerData(api, {
        config,
        db: database.db,
        catalog,
        localities: localityRepository,
      });
      await registerCarts(api, {
        config,
        db: database.db,
        catalog,
        clock,
        databaseKind: database.kind,
      });
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
  await app.register(seoRoutes, {
    repository: new SeoRepository(database.db),
    partnerCode: config.PARTNER_CODE,
    baseUrl: config.BASE_URL,
  });
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
