/** Spec 2 §7: POST /public/analytics/onde/event, no sign-in needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventRequestSchema, apiErrorSchema } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { analyticsEvents } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import { RateCounter } from '#api/modules/auth/rate-counter.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';

/**
 * Anyone may send events without signing in, and each one is a stored row: a flood from one
 * address is cut off as sign-in attempts are (the same database counters, so the limit holds
 * across restarts and processes). A storefront sends a handful per checkout.
 */
export const ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;
/** The largest valid event (30 params of 64-character names and 200-character values) is ~8 kB. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const counters = new RateCounter(db);
  app.post(
    '/public/analytics/onde/event',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      schema: {
        tags: ['analytics'],
        summary: 'Records one storefront event (begin_checkout, order_placed, …) for the partner',
        description:
          'Answers 204 at once; the storefront never waits on it. Params are a flat map of at ' +
          'most 30 short strings, numbers or booleans.',
        body: analyticsEventRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const at = now();
      const sent = await counters.hit(`analytics:ip:${request.ip}`, MINUTE_MS, at);
      if (sent > ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE) {
        throw new ApiError(429, 'rateLimited', 'Too many events from this address, try later');
      }
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
