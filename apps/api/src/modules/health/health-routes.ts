import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthSchema, readySchema } from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import { ApiError } from '#api/http/api-error.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { partnerOptional: true },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: apiErrorSchema },
      },
    },
    async () => {
      if (!(await database.ping())) {
        throw new ApiError(
          503,
          { type: 'DatabaseUnavailableException', errorCode: 'database_unavailable' },
          'The database does not answer',
        );
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  );
};
