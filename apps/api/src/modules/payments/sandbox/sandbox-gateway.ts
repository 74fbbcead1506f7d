/**
 * The built-in sandbox gateway: it behaves like an outside card gateway with a hosted form, test
 * cards, a 3-D Secure challenge and signed callbacks, but runs in this process and keeps its
 * records in its own tables. Souk's payment code talks to it only through PaymentGateway, so
 * swapping in the Stripe-style adapter changes nothing else.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#api/db/client.ts';
import type { SandboxSessionStatus } from '#api/db/schema/index.ts';
import { sandboxCards, sandboxSessions } from '#api/db/schema/index.ts';
import type {
  GatewayEvent,
  GatewayPayment,
  PaymentGateway,
  StartBinding,
  StartPayment,
} from '../payment-gateway.ts';
import { GatewayRefusedError, WebhookRefusedError } from '../payment-gateway.ts';
import { signWebhook, verifyWebhookSignature } from '../webhook-signature.ts';
import type { CardBehaviour } from './sandbox-cards.ts';
import { behaviourOf, failureOf } from './sandbox-cards.ts';

export type SandboxSession = typeof sandboxSessions.$inferSelect;

/** The header the sandbox signs its callbacks in. */
export const SANDBOX_SIGNATURE_HEADER = 'souk-sandbox-signature';
/** Where the hosted pages live, inside the /api scope and as a full path. */
export const SANDBOX_ROUTE = '/payment-sandbox';
export const SANDBOX_PATH = `/api${SANDBOX_ROUTE}`;

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment.updated'),
  data: z.object({
    gatewayReference: z.string().min(1).max(100),
    status: z.enum(['PENDING', 'AUTHORIZED', 'FAILED', 'ERROR', 'CANCELED']),
    failureCode: z.string().max(100).nullable(),
    card: z.object({ token: z.string().max(100), maskedNumber: z.string().max(32) }).nullable(),
  }),
});

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export interface SandboxOptions {
  db: Db;
  now: () => Date;
  baseUrl: string;
  webhookSecret: string;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxOptions) {}

  startPayment(request: StartPayment): Promise<GatewayPayment> {
    return this.open(request.reference, 'PAYMENT', request, request.cardToken);
  }

  startBinding(request: StartBinding): Promise<GatewayPayment> {
    return this.open(request.reference, 'BINDING', { ...request, amount: 0 }, null);
  }

  async getPayment(gatewayReference: string): Promise<GatewayPayment> {
    const session = await this.session(gatewayReference);
    if (!session) throw new Error(`sandbox session ${gatewayReference} does not exist`);
    return this.view(session);
  }

  async cancelPayment(gatewayReference: string): Promise<GatewayPayment> {
    await this.moveSession(gatewayReference, ['OPEN', 'CHALLENGE'], {
      status: 'CANCELED',
      failureCode: null,
    });
    return this.getPayment(gatewayReference);
  }

  async capturePayment(gatewayReference: string): Promise<void> {
    const session = await this.session(gatewayReference);
    const card = session?.cardToken ? await this.card(session.cardToken) : null;
    if (session?.status === 'SUCCEEDED' && card?.behaviour === 'capture_refused') {
      throw new GatewayRefusedError('authorization_expired');
    }
    await this.settle(gatewayReference, 'SUCCEEDED', 'CAPTURED');
  }

  voidPayment(gatewayReference: string): Promise<void> {
    return this.settle(gatewayReference, 'SUCCEEDED', 'CANCELED');
  }

  refundPayment(gatewayReference: string): Promise<void> {
    return this.settle(gatewayReference, 'CAPTURED', 'REFUNDED');
  }

  /**
   * The sandbox keeps one status per session, so a part refund leaves it CAPTURED; it refuses
   * what a real gateway would: no captured money, or more than was taken.
   */
  async refundPartOfPayment(gatewayReference: string, _key: string, amount: number): Promise<void> {
    const session = await this.session(gatewayReference);
    if (session?.status !== 'CAPTURED') {
      throw new GatewayRefusedError(`payment_${session?.status.toLowerCase() ?? 'missing'}`);
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > session.amount) {
      throw new GatewayRefusedError('amount_too_large');
    }
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayEvent {
    const { webhookSecret, now } = this.options;
    verifyWebhookSignature(webhookSecret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], now());
    let parsed: z.infer<typeof eventSchema>;
    try {
      parsed = eventSchema.parse(JSON.parse(rawBody));
    } catch {
      throw new WebhookRefusedError('malformed event');
    }
    const { data } = parsed;
    return {
      eventId: parsed.id,
      payment: { ...data, formUrl: null, clientSecret: null },
    };
  }

  /** The session behind a form URL, or null. */
  async session(id: string): Promise<SandboxSession | null> {
    const [row] = await this.options.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, id));
    return row ?? null;
  }

  /**
   * A card typed into the hosted form (already checked against the card rules): tokenised, then
   * approved, refused or challenged as the test card says. Null when the session was not open.
   */
  async submitCard(sessionId: string, cardNumber: string): Promise<SandboxSession | null> {
    const digits = cardNumber.replace(/ /g, '');
    const behaviour = behaviourOf(digits);
    const token = randomId('tok');
    await this.options.db
      .insert(sandboxCards)
      .values({ token, last4: digits.slice(-4), behaviour });
    return this.moveSession(sessionId, ['OPEN'], { cardToken: token, ...outcome(behaviour) });
  }

  /** The payer's answer on the 3-D Secure page. Null when no challenge was waiting. */
  answerChallenge(sessionId: string, approved: boolean): Promise<SandboxSession | null> {
    return this.moveSession(
      sessionId,
      ['CHALLENGE'],
      approved
        ? { status: 'SUCCEEDED', failureCode: null }
        : { status: 'FAILED', failureCode: 'authentication_failed' },
    );
  }

  /** The signed callback announcing where the session now stands. */
  async event(session: SandboxSession): Promise<{ body: string; signature: string }> {
    const payment = await this.view(session);
    const body = JSON.stringify({
      id: randomId('evt'),
      type: 'payment.updated',
      data: {
        gatewayReference: payment.gatewayReference,
        status: payment.status,
        failureCode: payment.failureCode,
        card: payment.card,
      },
    });
    return { body, signature: signWebhook(this.options.webhookSecret, body, this.options.now()) };
  }

  private async open(
    reference: string,
    mode: 'PAYMENT' | 'BINDING',
    request: { amount: number; currencyCode: string; language: string },
    cardToken: string | null,
  ): Promise<GatewayPayment> {
    const { db } = this.options;
    const card = cardToken ? await this.card(cardToken) : null;
    // A stored card is charged at once; a new one waits for the form. An unknown token is an
    // error of the merchant's, not a decline.
    const state = cardToken
      ? card
        ? outcome(card.behaviour as CardBehaviour)
        : { status: 'FAILED' as const, failureCode: 'processing_error' }
      : { status: 'OPEN' as const, failureCode: null };
    // The same reference is the same session, however many times it is asked for.
    await db
      .insert(sandboxSessions)
      .values({
        id: randomId('sbx'),
        reference,
        mode,
        amount: request.amount,
        currencyCode: request.currencyCode,
        language: request.language,
        cardToken,
        ...state,
      })
      .onConflictDoNothing({ target: sandboxSessions.reference });
    const [session] = await db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.reference, reference));
    if (!session) throw new Error(`sandbox session for ${reference} vanished`);
    return this.view(session);
  }

  private async moveSession(
    id: string,
    from: SandboxSessionStatus[],
    change: Partial<Pick<SandboxSession, 'status' | 'failureCode' | 'cardToken'>>,
  ): Promise<SandboxSession | null> {
    const [row] = await this.options.db
      .update(sandboxSessions)
      .set({ ...change, updatedAt: this.options.now() })
      .where(and(eq(sandboxSessions.id, id), inArray(sandboxSessions.status, from)))
      .returning();
    return row ?? null;
  }

  /** Moves a session on from `from`; a session already at `to` is a repeat and fine. */
  private async settle(
    id: string,
    from: SandboxSessionStatus,
    to: SandboxSessionStatus,
  ): Promise<void> {
    if (await this.moveSession(id, [from], { status: to })) return;
    const session = await this.session(id);
    if (session?.status !== to) {
      throw new GatewayRefusedError(`payment_${session?.status.toLowerCase() ?? 'missing'}`);
    }
  }

  private async card(token: string) {
    const [row] = await this.options.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.token, token));
    return row ?? null;
  }

  private async view(session: SandboxSession): Promise<GatewayPayment> {
    const card = session.cardToken ? await this.card(session.cardToken) : null;
    const page =
      session.status === 'OPEN' ? 'form' : session.status === 'CHALLENGE' ? 'challenge' : null;
    return {
      gatewayReference: session.id,
      status: statusOf(session),
      formUrl: page ? `${this.options.baseUrl}${SANDBOX_PATH}/${page}/${session.id}` : null,
      clientSecret: `${session.id}_secret`,
      failureCode: session.failureCode,
      card: card ? { token: card.token, maskedNumber: `************${card.last4}` } : null,
    };
  }
}

function outcome(behaviour: CardBehaviour): {
  status: SandboxSessionStatus;
  failureCode: string | null;
} {
  if (behaviour === 'challenge') return { status: 'CHALLENGE', failureCode: null };
  const failureCode = failureOf(behaviour);
  return failureCode ? { status: 'FAILED', failureCode } : { status: 'SUCCEEDED', failureCode };
}

function statusOf(session: SandboxSession): GatewayPayment['status'] {
  switch (session.status) {
    // What happened to held money afterwards is Souk's to record; to a reader it was paid.
    case 'SUCCEEDED':
    case 'CAPTURED':
    case 'REFUNDED':
      return 'AUTHORIZED';
    case 'FAILED':
      // A processing error is the gateway's trouble, not the card's refusal.
      return session.failureCode === 'processing_error' ? 'ERROR' : 'FAILED';
    case 'CANCELED':
      return 'CANCELED';
    default:
      return 'PENDING';
  }
}
