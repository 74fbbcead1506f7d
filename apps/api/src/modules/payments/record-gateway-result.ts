/**
 * Writes what the gateway says about a payment, in the caller's transaction: the payment's
 * status, the order's payment status, and for an AUTHORIZED payment the order's move from
 * CREATED to WAITING_APPROVAL (as the actor "payment") and the card kept for later. A payment
 * that has left PENDING never changes again, so a late or repeated answer is harmless.
 */
import { eq } from 'drizzle-orm';
import { canMoveOrder, isOrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { orders } from '#api/db/schema/index.ts';
import { CardRepository } from '#api/modules/cards/card-repository.ts';
import { findOrder, setOrderStatus } from '#api/modules/orders/order-repository.ts';
import { publishStatusChange } from '#api/modules/tracking/order-events.ts';
import type { GatewayPayment } from './payment-gateway.ts';
import type { PaymentRow } from './payment-repository.ts';
import { findPayment, updatePayment } from './payment-repository.ts';

export async function recordGatewayResult(
  tx: Db,
  paymentId: string,
  result: GatewayPayment,
  now: Date,
): Promise<PaymentRow> {
  const peek = await findPayment(tx, paymentId);
  if (!peek) throw new Error(`payment ${paymentId} does not exist`);
  // The order first, then the payment: every writer takes the locks in this order.
  const order = peek.orderId ? await findOrder(tx, peek.orderId, { lock: true }) : null;
  const payment = await findPayment(tx, paymentId, { lock: true });
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  if (payment.status !== 'PENDING') return payment;
  const updated = await updatePayment(tx, payment.id, {
    status: result.status,
    gatewayReference: result.gatewayReference || payment.gatewayReference,
    failureCode: result.failureCode,
    updatedAt: now,
  });
  if (result.status !== 'AUTHORIZED') {
    if (order)
      await tx.update(orders).set({ paymentStatus: result.status }).where(eq(orders.id, order.id));
    return updated;
  }
  const owner = { customerId: payment.customerId, partnerId: payment.partnerId };
  let cardId = payment.cardId;
  if (result.card && (payment.kind === 'CARD_BINDING' || payment.saveCard)) {
    // A nested transaction: the card repository keeps its one-default rule under its own lock.
    const card = await new CardRepository(tx).bind(owner, {
      maskedCardNumber: result.card.maskedNumber,
      gatewayToken: result.card.token,
    });
    cardId = card.id;
  }
  if (order) {
    await tx
      .update(orders)
      .set({ paymentStatus: 'AUTHORIZED', paymentMethod: cardId, updatedAt: now })
      .where(eq(orders.id, order.id));
    const from = order.status;
    if (
      isOrderStatus(from) &&
      canMoveOrder({ status: from, receiptType: order.receiptType }, 'WAITING_APPROVAL', 'payment')
    ) {
      const moved = await setOrderStatus(tx, order, 'WAITING_APPROVAL', 'payment', now);
      // The customer's order page follows the payment's move live too (spec 2 §4).
      await publishStatusChange(tx, moved, 'payment');
    }
  }
  return updated;
}
