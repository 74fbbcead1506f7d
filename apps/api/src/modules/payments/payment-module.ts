/**
 * The payments module's routes in one plugin, so the app's wiring list names it once: the
 * customer's payment calls, payment methods and card binding, the gateway callback, and the
 * sandbox's hosted pages when the sandbox is the gateway.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import type { CardRepository } from '#api/modules/cards/card-repository.ts';
import { PAYMENT_WEBHOOK_ROUTE, createPaymentGateway } from './create-payment-gateway.ts';
import { paymentMethodRoutes } from './payment-method-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { PaymentService } from './payment-service.ts';
import { paymentWebhookRoutes } from './payment-webhook-routes.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';

export interface PaymentModuleOptions {
  config: AppConfig;
  db: Db;
  now: () => Date;
  cards: CardRepository;
}

export const paymentModule: FastifyPluginAsync<PaymentModuleOptions> = async (
  api,
  { config, db, now, cards },
) => {
  const { gateway, sandbox } = createPaymentGateway(config, db, now, api.log);
  await api.register(paymentRoutes, { payments: new PaymentService({ db, now, gateway }) });
  await api.register(paymentMethodRoutes, { db, now, gateway, cards });
  await api.register(paymentWebhookRoutes, { db, now, gateway });
  if (sandbox) {
    await api.register(sandboxRoutes, {
      sandbox,
      webhookPath: `/api${PAYMENT_WEBHOOK_ROUTE}`,
      now,
    });
  }
};
