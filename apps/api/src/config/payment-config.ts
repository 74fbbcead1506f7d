/**
 * Card payment settings. The sandbox needs nothing: it signs its callbacks with
 * PAYMENT_WEBHOOK_SECRET, or with a random key made at start-up when that is unset (the sandbox
 * and the callback then live in the same process). The Stripe-style adapter needs its address,
 * its secret key and the webhook signing secret the gateway shares with us.
 */
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

export const paymentConfigShape = {
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: optional,
  PAYMENT_WEBHOOK_SECRET: optional.pipe(z.string().min(16, 'at least 16 characters').nullable()),
};

type PaymentConfig = {
  [K in keyof typeof paymentConfigShape]: z.infer<(typeof paymentConfigShape)[K]>;
};

/** The Stripe-style gateway cannot charge without its key nor trust callbacks without the secret. */
export function requireStripeSettings(config: PaymentConfig, ctx: z.RefinementCtx): void {
  if (config.PAYMENT_GATEWAY !== 'stripe') return;
  for (const name of ['STRIPE_SECRET_KEY', 'PAYMENT_WEBHOOK_SECRET'] as const) {
    if (!config[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'required when PAYMENT_GATEWAY=stripe',
      });
    }
  }
}
