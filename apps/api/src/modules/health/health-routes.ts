import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, notReadySchema, readySchema } from '@souk/contracts';
import type { ReadinessDependencies } from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import type { PaymentGatewayProbe } from './payment-gateway-probe.ts';

export interface HealthRoutesOptions {
  database: Database;
  paymentGateway: PaymentGatewayProbe;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, paymentGateway },
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
        summary: 'Readiness: the database and the card gateway answer',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      const [databaseUp, gatewayUp] = await Promise.all([database.ping(), paymentGateway.isUp()]);
      const dependencies: ReadinessDependencies = {
        database: { status: databaseUp ? 'up' : 'down', kind: database.kind },
        paymentGateway: { status: gatewayUp ? 'up' : 'down', gateway: paymentGateway.gateway },
      };
      if (databaseUp && gatewayUp) return { status: 'ready' as const, dependencies };
      const down = Object.entries(dependencies)
        .filter(([, dependency]) => dependency.status === 'down')
        .map(([name]) => name);
      return reply.code(503).send({
        statusCode: 503,
        type: 'NotReadyException',
        errorCode: 'not_ready',
        message: `Not ready: ${down.join(', ')} down`,
        status: 'not_ready' as const,
        dependencies,
      });
    },
  );
};
