/**
 * Address search for the address form (not in the spec, which leaves geocoding to a maps
 * service): text → places, map pin → address. Both answer `{results}`; an empty list is
 * "No results found", a 502 GeocoderFailedException is "Geocoder failed" (spec 1 §8).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  geocodingResultsSchema,
  geocodingReverseQuerySchema,
  geocodingSearchQuerySchema,
} from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import type { LocalityRepository } from '#api/modules/localities/locality-repository.ts';
import { localityNotFound } from '#api/modules/localities/locality-service.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import type { Geocoder } from './geocoder.ts';
import { GeocoderFailedError, geocoderFailed } from './geocoder.ts';
import { RequestWindow } from './request-window.ts';

export interface GeocodingRoutesOptions {
  geocoder: Geocoder;
  localities: LocalityRepository;
  /** Requests per client and minute (GEOCODER_REQUESTS_PER_MINUTE). */
  requestsPerMinute: number;
  /** The API's clock, so a test can hold every request inside one window. */
  now: () => Date;
}

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

export const geocodingRoutes: FastifyPluginAsyncZod<GeocodingRoutesOptions> = async (
  app,
  { geocoder, localities, requestsPerMinute, now },
) => {
  const window = new RequestWindow(requestsPerMinute, 60_000, () => now().getTime());
  // Only this plugin's routes: the hook is encapsulated with them.
  app.addHook('onRequest', async (request) => {
    if (!window.allow(request.ip ?? 'unknown')) {
      throw new ApiError(429, 'rateLimited', 'Too many address searches; try again in a minute');
    }
  });
  app.get(
    '/geocoding/search',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'Places matching the typed text, best first',
        description:
          "Results near lat/lng rank first; localityCode keeps them inside that locality's country. " +
          'An empty list means "No results found"; 502 GeocoderFailedException means "Geocoder failed".',
        querystring: geocodingSearchQuerySchema,
        response: { 200: geocodingResultsSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const { q, lat, lng, localityCode, limit } = request.query;
      if ((lat === undefined) !== (lng === undefined)) {
        const missing = lat === undefined ? 'lat' : 'lng';
        throw new ApiError(400, 'validation', 'lat and lng go together', {
          fieldErrors: [{ field: missing, message: 'Required with the other coordinate' }],
        });
      }
      let countryCode: string | null = null;
      if (localityCode) {
        const locality = await localities.findByCode(partner.id, localityCode);
        if (!locality) throw localityNotFound(localityCode);
        countryCode = locality.countryCode.toUpperCase();
      }
      const results = await answer(request.log, () =>
        geocoder.search({
          partnerId: partner.id,
          text: q,
          lang: requestLanguage(request),
          near: lat !== undefined && lng !== undefined ? [lat, lng] : null,
          countryCode,
          limit,
        }),
      );
      return { results };
    },
  );

  app.get(
    '/geocoding/reverse',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'The address at a map pin',
        description:
          'At most one result, located at the pin. An empty list means "No results found"; ' +
          '502 GeocoderFailedException means "Geocoder failed".',
        querystring: geocodingReverseQuerySchema,
        response: { 200: geocodingResultsSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const result = await answer(request.log, () =>
        geocoder.reverse({
          partnerId: partner.id,
          point: [request.query.lat, request.query.lng],
          lang: requestLanguage(request),
        }),
      );
      return { results: result ? [result] : [] };
    },
  );
};

/** A geocoder that failed is the geocoder's fault, told apart from an empty answer. */
async function answer<T>(log: FastifyBaseLogger, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof GeocoderFailedError)) throw error;
    log.warn({ err: error }, 'geocoder failed');
    throw geocoderFailed();
  }
}
