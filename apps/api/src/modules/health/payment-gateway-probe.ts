/**
 * Whether the configured card gateway can take a payment now. The sandbox lives in this process
 * and keeps its state in our own database, so it is up whenever the server is. A Stripe-style
 * gateway is asked over HTTP with our key (GET /v1/balance: cheap, read-only, and refused when
 * the key is wrong), so a revoked key shows as "down" as well as a network failure.
 *
 * Load balancers poll readiness every few seconds; one answer is kept for a few seconds and
 * shared by concurrent polls, so /api/ready cannot be turned into a flood of calls to the gateway.
 */
import type { AppConfig } from '#api/config/config.ts';

type ProbeConfig = Pick<AppConfig, 'PAYMENT_GATEWAY' | 'STRIPE_API_URL' | 'STRIPE_SECRET_KEY'>;

export interface PaymentGatewayProbe {
  gateway: AppConfig['PAYMENT_GATEWAY'];
  isUp(): Promise<boolean>;
}

const PROBE_TIMEOUT_MS = 2_000;
const ANSWER_KEPT_MS = 5_000;

export function paymentGatewayProbe(config: ProbeConfig): PaymentGatewayProbe {
  if (config.PAYMENT_GATEWAY === 'sandbox') {
    return { gateway: 'sandbox', isUp: () => Promise.resolve(true) };
  }
  const balanceUrl = new URL('/v1/balance', config.STRIPE_API_URL);
  const secretKey = config.STRIPE_SECRET_KEY ?? '';
  let kept: { answer: Promise<boolean>; at: number } | null = null;
  const ask = async (): Promise<boolean> => {
    try {
      const response = await fetch(balanceUrl, {
        headers: { authorization: `Bearer ${secretKey}` },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
  return {
    gateway: 'stripe',
    isUp: () => {
      const now = Date.now();
      if (!kept || now - kept.at > ANSWER_KEPT_MS) kept = { answer: ask(), at: now };
      return kept.answer;
    },
  };
}
