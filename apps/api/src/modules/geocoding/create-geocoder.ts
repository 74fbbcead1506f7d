import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import { GazetteerGeocoder } from './gazetteer-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';

/** The geocoder the configuration names (GEOCODER), the offline gazetteer by default. */
export function createGeocoder(config: AppConfig, db: Db): Geocoder {
  if (config.GEOCODER === 'nominatim' && config.GEOCODER_URL) {
    return new NominatimGeocoder({
      baseUrl: config.GEOCODER_URL,
      userAgent: `Souk/${config.BUILD_VERSION} (${config.BASE_URL})`,
      timeoutMs: config.GEOCODER_TIMEOUT_MS,
    });
  }
  return new GazetteerGeocoder(db);
}
