/**
 * Takes a gateway callback: the signature and timestamp must hold (else 400), the event id must
 * be new (else 409), and the payment must be known (else 404, so the gateway tries again later).
 * Every refusal rolls back, so a forged, altered or replayed callback changes nothing.
 */
import type { Db } from '#api/db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { WebhookRefusedError } from './payment-gateway.ts';
import { paymentNotFound, webhookRefused, webhookReplayed } from './payment-errors.ts';
import { claimEvent, findByGatewayReference } from './payment-repository.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { recordGatewayResult } from './record-gateway-result.ts';

export async function takeGatewayEvent(
  deps: { db: Db; now: () => Date; gateway: PaymentGateway; settlement: PaymentSettlement },
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const { db, now, gateway } = deps;
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRefusedError) throw webhookRefused(error.message);
    throw error;
  }
  const recorded = await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, gateway.name, event.eventId))) throw webhookReplayed();
    const payment = await findByGatewayReference(tx, gateway.name, event.payment.gatewayReference);
    if (!payment) throw paymentNotFound();
    return recordGatewayResult(tx, payment.id, event.payment, now());
  });
  // An authorisation that arrives after its order was cancelled is voided at once.
  if (recorded.status === 'AUTHORIZED' && recorded.orderId) {
    await deps.settlement.releaseHeld(recorded.orderId);
  }
}
