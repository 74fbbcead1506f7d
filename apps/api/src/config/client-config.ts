import type { ClientConfig } from '@souk/contracts';
import type { AppConfig } from './config.ts';

/**
 * What of the deployment's configuration the storefront's page may see: handed to the pages the
 * server renders, and served to the native app's own build, which has no server to hand it over.
 */
export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    partnerCode: config.PARTNER_CODE,
    buildVersion: config.BUILD_VERSION,
    baseUrl: config.BASE_URL,
    suspendedDemoUrl: config.SUSPENDED_DEMO_URL,
    suspendedProdUrl: config.SUSPENDED_PROD_URL,
    mapTileUrl: config.MAP_TILE_URL,
    mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
    errorReportingDsn: config.SENTRY_BROWSER_DSN,
  };
}
