/**
 * Stripe's PaymentIntent and SetupIntent objects, as much of them as Souk reads, and how their
 * states map onto spec 2's payment statuses.
 */
import { z } from 'zod';
import type { GatewayPayment } from '../payment-gateway.ts';

const paymentMethodSchema = z.union([
  z.string(),
  z.looseObject({ id: z.string(), card: z.looseObject({ last4: z.string() }).nullish() }),
]);

const lastErrorSchema = z.looseObject({
  code: z.string().nullish(),
  decline_code: z.string().nullish(),
});

export const intentSchema = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.string(),
  client_secret: z.string().nullish(),
  next_action: z
    .looseObject({ redirect_to_url: z.looseObject({ url: z.string() }).nullish() })
    .nullish(),
  last_payment_error: lastErrorSchema.nullish(),
  last_setup_error: lastErrorSchema.nullish(),
  payment_method: paymentMethodSchema.nullish(),
});
type Intent = z.infer<typeof intentSchema>;

/** A card error answer (HTTP 402) carries the intent it happened to. */
export const errorAnswerSchema = z.looseObject({
  error: z.looseObject({
    type: z.string().optional(),
    code: z.string().nullish(),
    decline_code: z.string().nullish(),
    payment_intent: intentSchema.nullish(),
    setup_intent: intentSchema.nullish(),
  }),
});

function card(intent: Intent): GatewayPayment['card'] {
  const method = intent.payment_method;
  if (!method || typeof method === 'string') return null;
  const last4 = method.card?.last4;
  return last4 ? { token: method.id, maskedNumber: `************${last4}` } : null;
}

export function fromIntent(intent: Intent): GatewayPayment {
  const error = intent.last_payment_error ?? intent.last_setup_error;
  const failureCode = error ? (error.decline_code ?? error.code ?? 'card_declined') : null;
  const base = {
    gatewayReference: intent.id,
    formUrl: null,
    clientSecret: intent.client_secret ?? null,
    failureCode: null,
    card: card(intent),
  };
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { ...base, status: 'AUTHORIZED' };
    case 'canceled':
      return { ...base, status: 'CANCELED' };
    case 'requires_action':
      return {
        ...base,
        status: 'PENDING',
        formUrl: intent.next_action?.redirect_to_url?.url ?? null,
      };
    case 'requires_payment_method':
      if (!failureCode) return { ...base, status: 'PENDING' };
      return {
        ...base,
        status: failureCode === 'processing_error' ? 'ERROR' : 'FAILED',
        failureCode,
      };
    default:
      return { ...base, status: 'PENDING' };
  }
}
