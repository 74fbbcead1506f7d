/**
 * Dev-only clock control (never registered in production): end-to-end tests move the server's
 * "now" — the one schedules, carts and promo codes read — to see a preorder time pass or a
 * vendor close without waiting.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devClockRequestSchema, devClockResponseSchema } from '@souk/contracts';
import type { AppClock } from '#api/lib/clock.ts';

export const devClockRoutes: FastifyPluginAsyncZod<{ clock: AppClock }> = async (
  app,
  { clock },
) => {
  const state = () => ({ now: clock.now().toISOString(), offsetMinutes: clock.offsetMinutes() });
  const config = { partnerOptional: true };

  app.get(
    '/dev/clock',
    { config, schema: { tags: ['dev'], response: { 200: devClockResponseSchema } } },
    async () => state(),
  );

  app.post(
    '/dev/clock',
    {
      config,
      schema: {
        tags: ['dev'],
        summary: 'Shift ({offsetMinutes}), fix ({now}) or reset ({reset: true}) the server clock',
        body: devClockRequestSchema,
        response: { 200: devClockResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if ('offsetMinutes' in body) clock.shift(body.offsetMinutes);
      else if ('now' in body) clock.fix(new Date(body.now));
      else clock.reset();
      return state();
    },
  );
};
