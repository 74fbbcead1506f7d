import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  localityCodeParamsSchema,
  localityListSchema,
  localityParamsSchema,
  nearestLocalityQuerySchema,
  nearestLocalitySchema,
  apiErrorSchema,
} from '@souk/contracts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import type { LocalityService } from './locality-service.ts';

export interface LocalityRoutesOptions {
  localities: LocalityService;
}

export const localityRoutes: FastifyPluginAsyncZod<LocalityRoutesOptions> = async (
  app,
  { localities },
) => {
  app.get(
    '/public/localities',
    {
      schema: {
        tags: ['localities'],
        summary: 'Localities of the partner',
        response: { 200: localityListSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      return { localities: await localities.list(partner.id, requestLanguage(request)) };
    },
  );

  app.get(
    '/public/localities/nearest',
    {
      schema: {
        tags: ['localities'],
        summary: 'The locality whose delivery zone contains the point, else the closest one',
        querystring: nearestLocalityQuerySchema,
        response: { 200: nearestLocalitySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const { lat, lng } = request.query;
      const point = lat !== undefined && lng !== undefined ? ([lat, lng] as const) : null;
      return localities.nearest(partner.id, point, requestLanguage(request));
    },
  );

  app.get(
    '/public/localities/:code/params',
    {
      schema: {
        tags: ['localities'],
        summary: 'Parameters of a locality (spec 1 §3)',
        params: localityCodeParamsSchema,
        response: { 200: localityParamsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const body = await localities.paramsJson(partner.id, request.params.code);
      // Already validated and serialised once per cache period; Fastify sends strings as they are.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
