import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { StripeGateway } from './stripe/stripe-gateway.ts';

/** Souk's callback for gateway events, under the /api scope. */
export const PAYMENT_WEBHOOK_ROUTE = '/payments/webhook';

/**
 * PAYMENT_GATEWAY picks the adapter. The sandbox comes with its hosted pages, which app.ts
 * registers alongside; in production it approves test cards, so it is loudly reported.
 */
export function createPaymentGateway(
  config: AppConfig,
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
): { gateway: PaymentGateway; sandbox: SandboxGateway | null } {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    const gateway = new StripeGateway({
      apiUrl: config.STRIPE_API_URL,
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.PAYMENT_WEBHOOK_SECRET ?? '',
      returnUrl: config.BASE_URL,
      now,
    });
    return { gateway, sandbox: null };
  }
  if (config.NODE_ENV === 'production') {
    log.warn('PAYMENT_GATEWAY=sandbox in production: test cards pay for real orders');
  }
  const sandbox = new SandboxGateway({
    db,
    now,
    baseUrl: config.BASE_URL,
    // Unset, the sandbox signs and Souk verifies with a key only this process knows.
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  });
  return { gateway: sandbox, sandbox };
}
