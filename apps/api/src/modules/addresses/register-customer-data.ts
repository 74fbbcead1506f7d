/**
 * The customer's own data (saved addresses, favourites, cards) and the geocoding the address
 * form searches with, registered in one place so app.ts stays a list of areas.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import { CardRepository } from '#api/modules/cards/card-repository.ts';
import { cardRoutes } from '#api/modules/cards/card-routes.ts';
import { devCardRoutes } from '#api/modules/cards/dev-card-routes.ts';
import type { CatalogService } from '#api/modules/catalog/catalog-service.ts';
import { FavouriteRepository } from '#api/modules/favourites/favourite-repository.ts';
import { favouriteRoutes } from '#api/modules/favourites/favourite-routes.ts';
import { createGeocoder } from '#api/modules/geocoding/create-geocoder.ts';
import type { Geocoder } from '#api/modules/geocoding/geocoder.ts';
import { geocodingRoutes } from '#api/modules/geocoding/geocoding-routes.ts';
import type { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { AddressRepository } from './address-repository.ts';
import { addressRoutes } from './address-routes.ts';

export interface CustomerDataOptions {
  config: AppConfig;
  db: Db;
  catalog: CatalogService;
  localities: LocalityRepository;
  /** Tests may pass their own; else the one GEOCODER names. */
  geocoder?: Geocoder;
}

export async function registerCustomerData(
  api: FastifyInstance,
  options: CustomerDataOptions,
): Promise<void> {
  const { config, db } = options;
  const cards = new CardRepository(db);
  await api.register(addressRoutes, { addresses: new AddressRepository(db) });
  await api.register(geocodingRoutes, {
    geocoder: options.geocoder ?? createGeocoder(config, db),
    localities: options.localities,
    requestsPerMinute: config.GEOCODER_REQUESTS_PER_MINUTE,
  });
  await api.register(favouriteRoutes, {
    favourites: new FavouriteRepository(db),
    catalog: options.catalog,
  });
  await api.register(cardRoutes, { cards });
  if (config.NODE_ENV !== 'production') await api.register(devCardRoutes, { cards });
}
