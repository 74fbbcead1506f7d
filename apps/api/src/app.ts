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
import { installErrorReporting } from './http/error-reporting.ts';
import { answerLoopbackOnly } from './http/loopback-only.ts';
import { keepPersonalAnswersPrivate } from './http/personal-answers.ts';
import { pageContentSecurityPolicy } from './http/content-security-policy.ts';
import { installNativeAppCors } from './http/native-app-cors.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { notFound } from './http/not-found.ts';
import { loggableUrl } from './ops/loggable-url.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { paymentGatewayProbe } from './modules/health/payment-gateway-probe.ts';
import { CatalogRepository } from './modules/catalog/catalog-repository.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { CatalogFreshness } from './modules/catalog/catalog-freshness.ts';
import { CatalogService } from './modules/catalog/catalog-service.ts';
import { CatalogSnapshots } from './modules/catalog/catalog-snapshots.ts';
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
import { AddressRepository } from './modules/addresses/address-repository.ts';
import { addressRoutes } from './modules/addresses/address-routes.ts';
import { authSecretLoader } from './modules/auth/auth-secret.ts';
import { courierAuthRoutes } from './modules/auth/courier-auth-routes.ts';
import { CourierRepository } from './modules/auth/courier-repository.ts';
import { customerAuthRoutes } from './modules/auth/customer-auth-routes.ts';
import { PhoneConfirmations } from './modules/auth/phone-confirmations.ts';
import { pruneSignInData } from './modules/auth/prune-sign-in-data.ts';
import { RateCounter } from './modules/auth/rate-counter.ts';
import { tokenLoginRoutes } from './modules/auth/token-login-routes.ts';
import { TokenVerifiers } from './modules/auth/token-verifiers.ts';
import { CardRepository } from './modules/cards/card-repository.ts';
import { cardRoutes } from './modules/cards/card-routes.ts';
import { devCardRoutes } from './modules/cards/dev-card-routes.ts';
import { CartCatalogCache } from './modules/carts/cart-catalog-cache.ts';
import { CartReader } from './modules/carts/cart-reader.ts';
import { courierAppRoutes } from './modules/couriers/courier-app-routes.ts';
import { CourierWork } from './modules/couriers/courier-work.ts';
import { Dispatcher, scheduleDispatch } from './modules/couriers/dispatcher.ts';
import { courierOrderRoutes } from './modules/orders/courier-order-routes.ts';
import { devOrderRoutes } from './modules/orders/dev-order-routes.ts';
import { pruneIdempotencyKeys } from './modules/orders/idempotency.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { reorderRoutes } from './modules/orders/reorder-routes.ts';
import { OrderService } from './modules/orders/order-service.ts';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.ts';
import { paymentModule } from './modules/payments/payment-module.ts';
import { PaymentSettlement } from './modules/payments/payment-settlement.ts';
import { cartRoutes } from './modules/carts/cart-routes.ts';
import { devClockRoutes } from './modules/carts/dev-clock-routes.ts';
import { createAccountDeletionJob } from './modules/customers/account-deletion.ts';
import { CustomerRepository } from './modules/customers/customer-repository.ts';
import { customerRoutes } from './modules/customers/customer-routes.ts';
import { FavouriteRepository } from './modules/favourites/favourite-repository.ts';
import { favouriteRoutes } from './modules/favourites/favourite-routes.ts';
import { createGeocoder } from './modules/geocoding/create-geocoder.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding-routes.ts';
import { installPartnerContext } from './modules/partners/partner-context.ts';
import { partnerConfigRoutes } from './modules/partners/partner-config-routes.ts';
import { PartnerRepository } from './modules/partners/partner-repository.ts';
import { partnerRoutes } from './modules/partners/partner-routes.ts';
import { promoCodeRoutes } from './modules/promo-codes/promo-code-routes.ts';
import { ReviewService } from './modules/reviews/review-service.ts';
import { reviewRoutes } from './modules/reviews/review-routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics-routes.ts';
import { devMailOutboxRoutes } from './modules/invoices/dev-mail-outbox-routes.ts';
import { invoiceRoutes } from './modules/invoices/invoice-routes.ts';
import { InvoiceService } from './modules/invoices/invoice-service.ts';
import { createMailTransport } from './modules/invoices/mail-transport.ts';
import { referralRoutes } from './modules/promo-codes/referral-routes.ts';
import { installSessionContext } from './modules/sessions/session-context.ts';
import { SessionStore } from './modules/sessions/session-store.ts';
import { createSmsProvider } from './modules/sms/create-sms-provider.ts';
import { devOutboxRoutes } from './modules/sms/dev-outbox-routes.ts';
import { createPushNotifier } from './modules/notifications/create-push-notifier.ts';
import { devPushOutboxRoutes } from './modules/notifications/dev-push-outbox-routes.ts';
import { PushWorker, schedulePushWorker } from './modules/notifications/push-worker.ts';
import { keptCartRows } from './modules/carts/kept-cart-rows.ts';
import { RefundRetries, scheduleRefundRetries } from './modules/vendor-console/refund-retries.ts';
import { DemoSimulator, scheduleDemoSimulator } from './modules/simulator/demo-simulator.ts';
import { demoSimulatorOn } from './config/push-config.ts';
import { AppClock } from './lib/clock.ts';
import { scheduleHourly } from './lib/hourly-task.ts';
import { loadContextFactory } from './web/load-context.ts';
import { trackingRoutes } from './modules/tracking/tracking-routes.ts';
import { vendorConsoleModule } from './modules/vendor-console/vendor-console-module.ts';
import { registerWebDev } from './web/web-dev.ts';
import { registerWebSsr } from './web/web-ssr.ts';
import { pwaRoutes } from './web/pwa-routes.ts';
import { updateRoutes } from './web/update-routes.ts';

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
  const { db } = database;
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
  installErrorReporting(app, config);
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
        url: loggableUrl(request.url),
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

  installNativeAppCors(app, config.NATIVE_APP_ORIGINS);

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

  const partners = new PartnerRepository(db);
  const localityRepository = new LocalityRepository(db);
  const localities = new LocalityService(localityRepository);
  const catalogRepository = new CatalogRepository(database.db);
  // One clock for schedules, sessions and carts; /api/dev/clock moves it outside production.
  const clock = new AppClock(options.now);
  // Browsing and search answer from the same snapshots, kept per catalogue version (decision 013).
  const catalogFreshness = new CatalogFreshness(database.db);
  const catalogSnapshots = new CatalogSnapshots(catalogRepository, localityRepository);
  const search = new SearchService({
    search: new SearchRepository(database.db),
    snapshots: catalogSnapshots,
    freshness: catalogFreshness,
    catalogRepository,
    baseUrl: config.imageBaseUrl,
    now: clock.now,
    holdLinks: database.kind === 'postgres',
    onPostingsError: (error, localityId) =>
      app.log.error({ err: error, localityId }, 'reading the search links into memory failed'),
    onPostingsHeld: (read) =>
      app.log.info({ ...read, ms: Math.round(read.ms) }, 'search links held in memory'),
  });
  const catalog = new CatalogService({
    snapshots: catalogSnapshots,
    freshness: catalogFreshness,
    repository: catalogRepository,
    baseUrl: config.imageBaseUrl,
    now: clock.now,
    vendorFinder: search,
  });
  const { now } = clock;
  const sessions = new SessionStore(db);
  const customers = new CustomerRepository(db);
  const sms = createSmsProvider(config, app.log, now);
  const mail = createMailTransport(config, app.log, now);
  const confirmations = new PhoneConfirmations({
    db,
    sms,
    secret: authSecretLoader(db, config.AUTH_SECRET),
    counters: new RateCounter(db),
    now,
    limits: {
      smsPerPhonePerHour: config.AUTH_SMS_PER_PHONE_PER_HOUR,
      smsPerIpPerHour: config.AUTH_SMS_PER_IP_PER_HOUR,
      loginsPerIpPerHour: config.AUTH_LOGINS_PER_IP_PER_HOUR,
      loginFailuresPerPhonePerDay: config.AUTH_LOGIN_FAILURES_PER_PHONE_PER_DAY,
    },
  });
  const accountDeletion = createAccountDeletionJob(db, now);
  const cards = new CardRepository(db);
  // One in-memory copy of the catalogue rows carts read, shared by cart writes and reads.
  const cartCatalog = new CartCatalogCache();
  // The rows of carts read or written lately, for cart reads and adds alike.
  const keptCarts = keptCartRows();
  const cartDeps = {
    kept: keptCarts,
    db,
    now,
    relaxedDurability: database.kind === 'postgres',
    catalog: cartCatalog,
  };
  const cartReader = new CartReader({
    kept: keptCarts,
    db,
    catalog,
    cartCatalog,
    baseUrl: config.imageBaseUrl,
    now,
  });
  const paymentGateway = createPaymentGateway(config, db, now, app.log);
  const settlement = new PaymentSettlement({
    db,
    now,
    gateway: paymentGateway.gateway,
    log: app.log,
  });
  const orders = new OrderService({
    db,
    now,
    cartDeps,
    reader: cartReader,
    baseUrl: config.imageBaseUrl,
    payments: settlement,
  });
  const isProduction = config.NODE_ENV === 'production';
  // Status changes queue push notifications (order-events.ts); every process drains them.
  const pushNotifier = createPushNotifier(config, app.log);
  schedulePushWorker(
    app,
    new PushWorker({
      db,
      notifier: pushNotifier,
      maxAttempts: config.PUSH_MAX_ATTEMPTS,
      retryBaseMs: config.PUSH_RETRY_BASE_MS,
      log: app.log,
    }),
    config.PUSH_POLL_MS,
  );
  // Part refunds of edited orders the gateway refused are tried again; every process may.
  scheduleRefundRetries(
    app,
    new RefundRetries({
      db,
      refunds: settlement,
      maxAttempts: config.REFUND_MAX_ATTEMPTS,
      retryBaseMs: config.REFUND_RETRY_BASE_MS,
      now,
      log: app.log,
    }),
    config.REFUND_RETRY_POLL_MS,
  );
  if (demoSimulatorOn(config)) {
    const simulator = new DemoSimulator({
      db,
      orders,
      stepMs: config.DEMO_SIMULATOR_STEP_MS,
      positionMs: config.DEMO_SIMULATOR_POSITION_MS,
      speedKmh: config.DEMO_SIMULATOR_SPEED_KMH,
      log: app.log,
    });
    const tickMs = Math.min(500, config.DEMO_SIMULATOR_STEP_MS, config.DEMO_SIMULATOR_POSITION_MS);
    scheduleDemoSimulator(app, simulator, Math.max(10, Math.floor(tickMs / 2)));
  }
  const dispatcher = new Dispatcher({
    db,
    now,
    offerTimeoutMs: config.DISPATCH_OFFER_TIMEOUT_MS,
  });
  app.decorate('dispatcher', dispatcher);

  // Every module's routes, in one list. The partner and session hooks come first so that every
  // route of the /api scope sees `request.partner` and `request.auth`; dev-only routes exist
  // only outside production.
  await app.register(
    async (api) => {
      installPartnerContext(api, partners);
      installSessionContext(api, { sessions, baseUrl: config.BASE_URL, now });
      keepPersonalAnswersPrivate(api);
      await api.register(customerAuthRoutes, { sessions, customers, confirmations, now });
      await api.register(tokenLoginRoutes, {
        db,
        sessions,
        customers,
        now,
        verifiers: new TokenVerifiers(config, now),
      });
      await api.register(customerRoutes, { customers, sessions, now });
      api.decorate('accountDeletion', accountDeletion);
      scheduleHourly(api, 'account deletion', () => accountDeletion.run());
      scheduleHourly(api, 'sign-in data pruning', () => pruneSignInData(db, now()));
      await api.register(courierAuthRoutes, {
        couriers: new CourierRepository(db),
        sessions,
        confirmations,
        now,
      });
      await api.register(healthRoutes, {
        database,
        paymentGateway: paymentGatewayProbe(config),
      });
      await api.register(partnerRoutes, { baseUrl: config.imageBaseUrl });
      await api.register(localityRoutes, { localities });
      await api.register(catalogRoutes, { catalog });
      await api.register(searchRoutes, { search });
      await api.register(contentRoutes, { content: new ContentRepository(db) });
      await api.register(addressRoutes, { addresses: new AddressRepository(db) });
      await api.register(geocodingRoutes, {
        geocoder: createGeocoder(config, db),
        localities: localityRepository,
        requestsPerMinute: config.GEOCODER_REQUESTS_PER_MINUTE,
        now,
      });
      await api.register(favouriteRoutes, { favourites: new FavouriteRepository(db), catalog });
      await api.register(cardRoutes, { cards });
      await api.register(cartRoutes, {
        deps: cartDeps,
        reader: cartReader,
        trustedResponses: isProduction,
      });
      await api.register(promoCodeRoutes, { db, now });
      await api.register(referralRoutes, { db });
      await api.register(orderRoutes, { orders });
      await api.register(trackingRoutes, {
        orders,
        database,
        partners,
        sessions,
        baseUrl: config.BASE_URL,
        now,
        heartbeatMs: config.TRACKING_HEARTBEAT_MS,
      });
      await api.register(courierOrderRoutes, { db });
      await api.register(vendorConsoleModule, {
        db,
        now,
        baseUrl: config.BASE_URL,
        confirmations,
        orders,
        refunds: settlement,
        dispatch: dispatcher,
      });
      await api.register(courierAppRoutes, {
        work: new CourierWork({ db, now, orders, dispatcher }),
      });
      scheduleDispatch(api, dispatcher, config.DISPATCH_TICK_MS);
      await api.register(reorderRoutes, { cartDeps, reader: cartReader });
      scheduleHourly(api, 'idempotency key pruning', () => pruneIdempotencyKeys(db, now()));
      await api.register(reviewRoutes, { reviews: new ReviewService({ db, now }) });
      await api.register(invoiceRoutes, { invoices: new InvoiceService({ db, mail }) });
      await api.register(paymentModule, { db, now, cards, ...paymentGateway, settlement });
      await api.register(analyticsRoutes, { db, now });
      if (!isProduction) {
        await api.register(async (dev) => {
          answerLoopbackOnly(dev);
          await dev.register(devOutboxRoutes, { sms });
          await dev.register(devPushOutboxRoutes, { notifier: pushNotifier });
          await dev.register(devMailOutboxRoutes, { mail });
          await dev.register(devCardRoutes, { cards });
          await dev.register(devClockRoutes, { clock });
          await dev.register(devOrderRoutes, { orders, db });
        });
      }
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
    repository: new SeoRepository(db),
    partnerCode: config.PARTNER_CODE,
    baseUrl: config.BASE_URL,
  });
  await app.register(pwaRoutes, { db, partners, partnerCode: config.PARTNER_CODE });
  // With no updates bucket configured, Souk serves the native app's bundles itself.
  if (!config.UPDATES_BUCKET_URL) {
    await app.register(updateRoutes, {
      updatesDir: path.join(config.dataDir, 'updates'),
      partnerCode: config.PARTNER_CODE,
    });
  }
  await app.register(imageRoutes, {
    db,
    cacheDir: path.join(config.dataDir, 'images'),
  });

  if (options.webDevRoot) {
    await registerWebDev(app, {
      webRoot: options.webDevRoot,
      createLoadContext: loadContextFactory(app, config),
      contentSecurityPolicy: pageContentSecurityPolicy(config),
    });
  } else if (options.webBuildDir) {
    await registerWebSsr(app, {
      buildDir: options.webBuildDir,
      createLoadContext: loadContextFactory(app, config),
      contentSecurityPolicy: pageContentSecurityPolicy(config),
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
