/**
 * A Stripe-style gateway over HTTP: PaymentIntents (authorised now, captured later, so an order
 * the vendor declines costs nothing) and SetupIntents for binding cards, with form-encoded bodies,
 * the secret key as a Bearer token and Souk's payment id as the Idempotency-Key, so a retried
 * call cannot charge twice. Webhooks arrive signed in `Stripe-Signature`.
 */
import { z } from 'zod';
import type {
  GatewayEvent,
  GatewayPayment,
  PaymentGateway,
  StartBinding,
  StartPayment,
} from '../payment-gateway.ts';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  WebhookRefusedError,
} from '../payment-gateway.ts';
import { verifyWebhookSignature } from '../webhook-signature.ts';
import { errorAnswerSchema, fromIntent, intentSchema } from './stripe-intent.ts';

export interface StripeOptions {
  /** e.g. https://api.stripe.com */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Where a 3-D Secure page sends the payer back to. */
  returnUrl: string;
  now: () => Date;
  timeoutMs?: number;
}

const eventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.looseObject({ object: intentSchema }),
});

const EXPAND = { 'expand[]': 'payment_method' };

/** A captured or cancelled intent, or a Refund: only its status matters here. */
const settledSchema = z.looseObject({
  status: z.string(),
  failure_reason: z.string().nullish(),
});

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';

  constructor(private readonly options: StripeOptions) {}

  startPayment(request: StartPayment): Promise<GatewayPayment> {
    const form: Record<string, string> = {
      amount: String(request.amount),
      currency: request.currencyCode.toLowerCase(),
      capture_method: 'manual',
      'payment_method_types[]': 'card',
      'metadata[reference]': request.reference,
      ...EXPAND,
    };
    if (request.cardToken) {
      Object.assign(form, {
        payment_method: request.cardToken,
        confirm: 'true',
        return_url: this.options.returnUrl,
      });
    }
    return this.call('POST', '/v1/payment_intents', form, request.reference);
  }

  startBinding(request: StartBinding): Promise<GatewayPayment> {
    return this.call(
      'POST',
      '/v1/setup_intents',
      {
        usage: 'off_session',
        'payment_method_types[]': 'card',
        'metadata[reference]': request.reference,
        ...EXPAND,
      },
      request.reference,
    );
  }

  getPayment(gatewayReference: string): Promise<GatewayPayment> {
    const query = new URLSearchParams(EXPAND).toString();
    return this.call('GET', `${this.collection(gatewayReference)}?${query}`);
  }

  cancelPayment(gatewayReference: string): Promise<GatewayPayment> {
    return this.call('POST', `${this.collection(gatewayReference)}/cancel`, EXPAND);
  }

  /** Captured intents end `succeeded`; the key keeps a retried capture from a second try. */
  capturePayment(gatewayReference: string, reference: string): Promise<void> {
    const path = `${this.collection(gatewayReference)}/capture`;
    return this.settle(path, {}, `${reference}:capture`, ['succeeded']);
  }

  voidPayment(gatewayReference: string, reference: string): Promise<void> {
    const path = `${this.collection(gatewayReference)}/cancel`;
    return this.settle(path, {}, `${reference}:void`, ['canceled']);
  }

  /**
   * A Refund of the whole captured amount (Stripe refunds in full when no amount is named); a
   * pending refund is on its way, which is all Souk needs to know.
   */
  refundPayment(gatewayReference: string, reference: string): Promise<void> {
    return this.settle('/v1/refunds', { payment_intent: gatewayReference }, `${reference}:refund`, [
      'succeeded',
      'pending',
    ]);
  }

  /** A Refund naming its amount: Stripe gives that much back and the rest stays captured. */
  refundPartOfPayment(gatewayReference: string, key: string, amount: number): Promise<void> {
    return this.settle(
      '/v1/refunds',
      { payment_intent: gatewayReference, amount: String(amount) },
      `${key}:refund-part`,
      ['succeeded', 'pending'],
    );
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayEvent {
    const { webhookSecret, now } = this.options;
    verifyWebhookSignature(webhookSecret, rawBody, headers['stripe-signature'], now());
    let event: z.infer<typeof eventSchema>;
    try {
      event = eventSchema.parse(JSON.parse(rawBody));
    } catch {
      throw new WebhookRefusedError('malformed event');
    }
    return { eventId: event.id, payment: fromIntent(event.data.object) };
  }

  private collection(id: string): string {
    const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    return `/v1/${kind}/${encodeURIComponent(id)}`;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<GatewayPayment> {
    const { status, answer } = await this.send(method, path, form, idempotencyKey);
    if (status >= 200 && status < 300) {
      const intent = intentSchema.safeParse(answer);
      if (intent.success) return fromIntent(intent.data);
    } else if (status === 402) {
      // A declined card: the answer names the intent, which now carries the decline.
      const refused = errorAnswerSchema.safeParse(answer);
      const intent = refused.success
        ? (refused.data.error.payment_intent ?? refused.data.error.setup_intent)
        : null;
      if (intent) return fromIntent(intent);
    }
    throw new GatewayUnavailableError(`gateway answered ${status} unexpectedly`);
  }

  /**
   * Capture, cancel or refund: done when the object reaches a `done` status; a 4xx answer with an error
   * is the gateway saying no; anything else means it could not be asked.
   */
  private async settle(
    path: string,
    form: Record<string, string>,
    idempotencyKey: string,
    done: readonly string[],
  ): Promise<void> {
    const { status, answer } = await this.send('POST', path, form, idempotencyKey);
    if (status >= 200 && status < 300) {
      const result = settledSchema.safeParse(answer);
      if (result.success && done.includes(result.data.status)) return;
      if (result.success && result.data.status === 'failed') {
        throw new GatewayRefusedError(result.data.failure_reason ?? 'refund_failed');
      }
    } else if (status >= 400 && status < 500) {
      const refused = errorAnswerSchema.safeParse(answer);
      if (refused.success) {
        throw new GatewayRefusedError(refused.data.error.code ?? 'request_refused');
      }
    }
    throw new GatewayUnavailableError(`gateway answered ${status} unexpectedly`);
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<{ status: number; answer: unknown }> {
    const { apiUrl, secretKey, timeoutMs = 10_000 } = this.options;
    try {
      const response = await fetch(new URL(path, apiUrl), {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form && method === 'POST' ? { body: new URLSearchParams(form) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, answer: await response.json() };
    } catch (error) {
      throw new GatewayUnavailableError(`gateway unreachable: ${(error as Error).name}`);
    }
  }
}
