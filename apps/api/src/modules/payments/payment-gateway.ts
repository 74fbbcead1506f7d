/**
 * What Souk needs from a card gateway, whichever it is: the built-in sandbox (the default, no
 * network) or a Stripe-style service. Every call takes Souk's own payment id as `reference`,
 * and the gateway treats the same reference as the same payment, so a retried call never
 * charges twice.
 */
export type GatewayName = 'sandbox' | 'stripe';
type GatewayPaymentStatus = 'PENDING' | 'AUTHORIZED' | 'FAILED' | 'ERROR' | 'CANCELED';

interface GatewayCard {
  /** The gateway's token to charge the card again; kept, never shown. */
  token: string;
  /** Stars and the last four digits. */
  maskedNumber: string;
}

/** Where a payment or a card binding stands at the gateway. */
export interface GatewayPayment {
  gatewayReference: string;
  status: GatewayPaymentStatus;
  /** A page for the payer: the card form or a 3-D Secure challenge. */
  formUrl: string | null;
  clientSecret: string | null;
  failureCode: string | null;
  /** The card used, once the gateway has one. */
  card: GatewayCard | null;
}

export interface StartPayment {
  reference: string;
  /** Minor units. */
  amount: number;
  currencyCode: string;
  /** A stored card's token; null opens the hosted form for a new card. */
  cardToken: string | null;
  language: string;
}

export interface StartBinding {
  reference: string;
  currencyCode: string;
  language: string;
}

/** A verified callback: which payment it is about (by gateway reference) and where it stands. */
export interface GatewayEvent {
  eventId: string;
  payment: GatewayPayment;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  startPayment(request: StartPayment): Promise<GatewayPayment>;
  startBinding(request: StartBinding): Promise<GatewayPayment>;
  getPayment(gatewayReference: string): Promise<GatewayPayment>;
  cancelPayment(gatewayReference: string): Promise<GatewayPayment>;
  /**
   * Held money after authorisation. Each resolves once the gateway has done it (or had done it
   * before: a repeat is harmless), throws GatewayRefusedError when the gateway says no and
   * GatewayUnavailableError when it cannot be asked. `reference` is Souk's payment id, from
   * which each call makes its own idempotency key.
   */
  /** Takes the authorised amount: the vendor accepted the order. */
  capturePayment(gatewayReference: string, reference: string): Promise<void>;
  /** Releases an authorisation that was never captured. */
  voidPayment(gatewayReference: string, reference: string): Promise<void>;
  /** Gives a captured amount back in full. */
  refundPayment(gatewayReference: string, reference: string): Promise<void>;
  /**
   * Gives `amount` (minor units) of a captured payment back and keeps the rest taken: the vendor
   * made the order smaller. `key` names this one refund, so a repeat never pays out twice.
   */
  refundPartOfPayment(gatewayReference: string, key: string, amount: number): Promise<void>;
  /** Checks the signature and the timestamp; throws WebhookRefusedError when they fail. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayEvent;
}

/** The gateway did not answer, or not sensibly: the payment method is "temporarily unavailable". */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** The gateway answered, and said no (e.g. an authorisation that has expired). */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError';
  constructor(readonly failureCode: string) {
    super(`gateway refused: ${failureCode}`);
  }
}

export class WebhookRefusedError extends Error {
  override name = 'WebhookRefusedError';
}
