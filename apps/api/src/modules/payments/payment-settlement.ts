/**
 * What becomes of an order's card money after it was authorised (decision 016): captured when
 * the vendor accepts, voided when an uncaptured order ends (cancelled or declined), refunded
 * when a captured one does. A payment still open when its order ends is called off, and one
 * that authorises after all is voided at once.
 *
 * As with paying (decision 015), no transaction stays open while the gateway works: (1) under
 * the order's lock the payment is marked with the action under way (CAPTURING, VOIDING,
 * REFUNDING); (2) the gateway is asked, with an idempotency key made of the payment id and the
 * action; (3) the outcome is recorded under the lock. A marked payment left behind by a crash,
 * or met by a second caller, is simply asked for again: the gateway treats the repeat as the
 * same call, so money moves once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCancelledOrderStatus, isOrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { orders } from '#api/db/schema/index.ts';
import { findOrder } from '#api/modules/orders/order-repository.ts';
import type { OrderPayments } from '#api/modules/orders/order-service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { GatewayRefusedError, GatewayUnavailableError } from './payment-gateway.ts';
import { captureRefused, gatewayUnavailable } from './payment-errors.ts';
import type { PaymentRow } from './payment-repository.ts';
import { findPayment, findSettlingPayments, updatePayment } from './payment-repository.ts';
import { recordGatewayResult } from './record-gateway-result.ts';

type Action = 'capture' | 'void' | 'refund';

/** Each action: the status it starts from, the mark while it runs, and where it ends. */
const ACTIONS: Record<Action, { from: string; running: string; done: string }> = {
  capture: { from: 'AUTHORIZED', running: 'CAPTURING', done: 'CAPTURED' },
  void: { from: 'AUTHORIZED', running: 'VOIDING', done: 'VOIDED' },
  refund: { from: 'CAPTURED', running: 'REFUNDING', done: 'REFUNDED' },
};

type Step =
  | { kind: 'settle'; action: Action; payment: PaymentRow }
  | { kind: 'call-off'; payment: PaymentRow };

/** An order that will not go ahead: its money goes back. */
function hasEnded(status: string): boolean {
  return isOrderStatus(status) && (isCancelledOrderStatus(status) || status === 'DECLINED');
}

export interface PaymentSettlementOptions {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

export class PaymentSettlement implements OrderPayments {
  constructor(private readonly options: PaymentSettlementOptions) {}

  /**
   * Before the vendor's accept is written: takes the held money. A refusal is 502
   * PaymentCaptureRefusedException and an unreachable gateway 503; either way the payment is
   * left AUTHORIZED and the caller does not move the order. Cash orders have nothing to take.
   */
  async captureHeld(orderId: string): Promise<void> {
    const payment = await this.options.db.transaction(async (tx) => {
      await findOrder(tx, orderId, { lock: true });
      const [held] = await findSettlingPayments(tx, orderId, ['AUTHORIZED', 'CAPTURING']);
      return held ? this.mark(tx, held, 'capture') : null;
    });
    if (!payment) return;
    try {
      await this.ask(payment, 'capture');
    } catch (error) {
      await this.unmark(payment, 'capture', error);
      if (error instanceof GatewayRefusedError) throw captureRefused(error.failureCode);
      if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
      throw error;
    }
    await this.finish(payment, 'capture');
  }

  /**
   * After an order ended (or a late payment arrived for one that had): an open payment is
   * called off, an authorisation voided, captured money refunded. Gateway trouble does not
   * undo the cancel that came first; it is logged, the payment keeps its status, and the next
   * call for this order (a repeated cancel, a later callback) tries again.
   */
  async releaseHeld(orderId: string): Promise<void> {
    // Calling off an open payment can reveal it was paid meanwhile, which then needs a void.
    for (let round = 0; round < 3; round += 1) {
      const step = await this.options.db.transaction((tx) => this.nextRelease(tx, orderId));
      if (!step) return;
      try {
        if (step.kind === 'call-off') {
          await this.callOff(step.payment);
        } else {
          await this.ask(step.payment, step.action);
          await this.finish(step.payment, step.action);
        }
      } catch (error) {
        if (step.kind === 'settle') await this.unmark(step.payment, step.action, error);
        if (!(error instanceof GatewayRefusedError || error instanceof GatewayUnavailableError)) {
          throw error;
        }
        this.options.log.warn(
          { err: error, orderId, paymentId: step.payment.id },
          'money of an ended order not released yet',
        );
        return;
      }
    }
  }

  /**
   * Gives `amount` of an order's captured card money back (the vendor made the order smaller).
   * Answers false when the order has no captured card payment, so nothing was taken to give
   * back. Throws the gateway's GatewayRefusedError or GatewayUnavailableError; the caller keeps
   * the refund owed and asks again with the same key.
   */
  async refundPart(orderId: string, key: string, amount: number): Promise<boolean> {
    const [captured] = await findSettlingPayments(this.options.db, orderId, ['CAPTURED']);
    if (!captured?.gatewayReference) return false;
    await this.options.gateway.refundPartOfPayment(captured.gatewayReference, key, amount);
    return true;
  }

  /** Under the order's lock: what the money of an ended order needs next, marked as under way. */
  private async nextRelease(tx: Db, orderId: string): Promise<Step | null> {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order || !hasEnded(order.status)) return null;
    const payments = await findSettlingPayments(tx, orderId, [
      'PENDING',
      'AUTHORIZED',
      'VOIDING',
      'CAPTURING',
      'CAPTURED',
      'REFUNDING',
    ]);
    const payment = payments[0];
    if (!payment) return null;
    switch (payment.status) {
      case 'PENDING':
        return { kind: 'call-off', payment };
      case 'AUTHORIZED':
      case 'VOIDING':
        return { kind: 'settle', action: 'void', payment: await this.mark(tx, payment, 'void') };
      // A capture cut short: finish it the same way, then the next round refunds it.
      case 'CAPTURING':
        return { kind: 'settle', action: 'capture', payment };
      default:
        return {
          kind: 'settle',
          action: 'refund',
          payment: await this.mark(tx, payment, 'refund'),
        };
    }
  }

  private async mark(tx: Db, payment: PaymentRow, action: Action): Promise<PaymentRow> {
    const { running } = ACTIONS[action];
    if (payment.status === running) return payment;
    return updatePayment(tx, payment.id, { status: running, updatedAt: this.options.now() });
  }

  private ask(payment: PaymentRow, action: Action): Promise<void> {
    const { gateway } = this.options;
    const reference = payment.gatewayReference ?? '';
    switch (action) {
      case 'capture':
        return gateway.capturePayment(reference, payment.id);
      case 'void':
        return gateway.voidPayment(reference, payment.id);
      default:
        return gateway.refundPayment(reference, payment.id);
    }
  }

  /** The gateway did it: the payment and the order's payment status say so. */
  private async finish(payment: PaymentRow, action: Action): Promise<void> {
    const { from, running, done } = ACTIONS[action];
    await this.options.db.transaction(async (tx) => {
      await findOrder(tx, payment.orderId ?? '', { lock: true });
      const current = await findPayment(tx, payment.id, { lock: true });
      // Success wins over a failed repeat that put the payment back meanwhile.
      if (current?.status !== from && current?.status !== running) return;
      const now = this.options.now();
      await updatePayment(tx, payment.id, { status: done, failureCode: null, updatedAt: now });
      await tx
        .update(orders)
        .set({ paymentStatus: done, updatedAt: now })
        .where(eq(orders.id, payment.orderId ?? ''));
    });
  }

  /** The gateway did not do it: the payment goes back to where the action started. */
  private async unmark(payment: PaymentRow, action: Action, error: unknown): Promise<void> {
    const { from, running } = ACTIONS[action];
    const failureCode = error instanceof GatewayRefusedError ? error.failureCode : null;
    await this.options.db.transaction(async (tx) => {
      await findOrder(tx, payment.orderId ?? '', { lock: true });
      const current = await findPayment(tx, payment.id, { lock: true });
      if (current?.status !== running) return;
      await updatePayment(tx, payment.id, {
        status: from,
        failureCode,
        updatedAt: this.options.now(),
      });
    });
  }

  /** An open payment of an ended order: the gateway closes it, and its answer is recorded. */
  private async callOff(payment: PaymentRow): Promise<void> {
    const { db, gateway, now } = this.options;
    const reference = payment.gatewayReference;
    const result = reference
      ? await gateway.cancelPayment(reference)
      : {
          gatewayReference: '',
          status: 'CANCELED' as const,
          formUrl: null,
          clientSecret: null,
          failureCode: null,
          card: null,
        };
    await db.transaction((tx) => recordGatewayResult(tx, payment.id, result, now()));
  }
}
