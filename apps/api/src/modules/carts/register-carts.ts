/** Wires the cart and promo-code calls into the /api scope (after the session context). */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import type { AppClock } from '#api/lib/clock.ts';
import type { CatalogService } from '#api/modules/catalog/catalog-service.ts';
import { promoCodeRoutes } from '#api/modules/promo-codes/promo-code-routes.ts';
import { referralRoutes } from '#api/modules/promo-codes/referral-routes.ts';
import { CartCatalogCache } from './cart-catalog-cache.ts';
import { CartReader } from './cart-reader.ts';
import { cartRoutes } from './cart-routes.ts';
import { devClockRoutes } from './dev-clock-routes.ts';

export interface RegisterCartsOptions {
  config: AppConfig;
  db: Db;
  catalog: CatalogService;
  clock: AppClock;
  databaseKind: 'pglite' | 'postgres';
}

export async function registerCarts(api: FastifyInstance, options: RegisterCartsOptions) {
  const { config, db, catalog, clock } = options;
  const catalogue = new CartCatalogCache();
  const deps = {
    db,
    now: clock.now,
    relaxedDurability: options.databaseKind === 'postgres',
    catalogue,
  };
  const reader = new CartReader({
    db,
    catalog,
    catalogue,
    baseUrl: config.BASE_URL,
    now: clock.now,
  });
  await api.register(cartRoutes, {
    deps,
    reader,
    trustedResponses: config.NODE_ENV === 'production',
  });
  await api.register(promoCodeRoutes, { db, now: clock.now });
  await api.register(referralRoutes, { db });
  if (config.NODE_ENV !== 'production') await api.register(devClockRoutes, { clock });
}
