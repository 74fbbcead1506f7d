/**
 * The payments module's routes in one plugin, so the app's wiring list names it once: the
 * customer's payment calls, payment methods and card binding, the gateway callback, and the
 * sandbox's hosted pages when the sandbox is the gateway.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#api/db/client.ts';
import type { CardRepository } from '#api/modules/cards/card-repository.ts';
import { PAYMENT_WEBHOOK_ROUTE } from './create-payment-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentMethodRoutes } from './payment-method-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { PaymentService } from './payment-service.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { paymentWebhookRoutes } from './payment-webhook-routes.ts';
import type { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';

export interface PaymentModuleOptions {
  db: Db;
  now: () => Date;
  cards: CardRepository;
  /** From createPaymentGateway; the order moves share it through `settlement`. */
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
  settlement: PaymentSettlement;
}

export const paymentModule: FastifyPluginAsync<PaymentModuleOptions> = async (
  api,
  { db, now, cards, gateway, sandbox, settlement },
) => {
  await api.register(paymentRoutes, {
    payments: new PaymentService({ db, now, gateway, settlement }),
  });
  await api.register(paymentMethodRoutes, { db, now, gateway, cards });
  await api.register(paymentWebhookRoutes, { db, now, gateway, settlement });
  if (sandbox) {
    await api.register(sandboxRoutes, {
      sandbox,
      webhookPath: `/api${PAYMENT_WEBHOOK_ROUTE}`,
      now,
    });
  }
};
