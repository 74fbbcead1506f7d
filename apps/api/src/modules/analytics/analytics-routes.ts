/** Spec 2 §7: POST /public/analytics/onde/event, no sign-in needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventRequestSchema, apiErrorSchema } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { analyticsEvents } from '#api/db/schema/index.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/public/analytics/onde/event',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Records one storefront event (begin_checkout, order_placed, …) for the partner',
        description:
          'Answers 204 at once; the storefront never waits on it. Params are a flat map of at ' +
          'most 30 short strings, numbers or booleans.',
        body: analyticsEventRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const at = now();
      await db.insert(analyticsEvents).values({
        id: uuidV7(at),
        partnerId: partner.id,
        event: request.body.event,
        params: request.body.params,
        createdAt: at,
      });
      return reply.code(204).send(null);
    },
  );
};
