/**
 * POST /api/payments/webhook: the configured gateway's signed callbacks. The body is read as the
 * exact bytes sent, because the signature covers them; parsing JSON first would lose that.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { PAYMENT_WEBHOOK_ROUTE } from './create-payment-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { takeGatewayEvent } from './payment-webhook.ts';

export const paymentWebhookRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
}> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    PAYMENT_WEBHOOK_ROUTE,
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['payments'],
        summary: 'Gateway callbacks, signed (HMAC-SHA256 over "timestamp.body")',
        description:
          'Refused and ignored: a bad or stale signature (400 PaymentWebhookRefusedException), ' +
          'an event id already taken (409 PaymentWebhookReplayedException).',
      },
    },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      await takeGatewayEvent(deps, rawBody, request.headers);
      return reply.code(200).send({ received: true });
    },
  );
};
