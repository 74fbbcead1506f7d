/** Spec 1 §7: "POST /public/localities/{code}/search with keyword and vendorId." */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  localityCodeParamsSchema,
  searchRequestSchema,
  searchResponseSchema,
  vendorSearchResponseSchema,
} from '@souk/contracts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { sendSearchBody } from './search-body.ts';
import type { SearchService } from './search-service.ts';

export interface SearchRoutesOptions {
  search: SearchService;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { search }) => {
  app.post(
    '/public/localities/:code/search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Vendors and products whose name, in any language of the locality, matches the keyword (accents, case and typos forgiven; vendors also by category and by what they sell; products that cannot be ordered now last), named in the request language, products without their option groups; with vendorId, that vendor’s products only, whole',
        params: localityCodeParamsSchema,
        body: searchRequestSchema,
        // Across the locality, products come without their option groups; within one vendor
        // (`vendorId`), whole.
        response: {
          200: searchResponseSchema.or(vendorSearchResponseSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const body = await search.search(partner.id, request.params.code, request.body, (lang) =>
        requestLanguage(request, lang),
      );
      // Serialised once per cache period (the schema above documents it); sent as it is.
      return sendSearchBody(request, reply, body);
    },
  );
};
