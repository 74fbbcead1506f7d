/**
 * The payment calls of an order, apart from HTTP. Each call runs in three steps so that no
 * database transaction stays open while the gateway is asked (PGlite runs one transaction at a
 * time, and a slow gateway must not hold an order's lock): (1) under the order's lock, check the
 * order and find or open its one PENDING payment; (2) ask the gateway, naming that payment's id
 * as the reference, which the gateway treats as "the same payment" on every retry; (3) record
 * the answer under the lock again. Double clicks therefore meet the same open payment and the
 * same gateway payment: at most one charge.
 */
import type { CreatePaymentRequest, Order, Payment } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import { cardNotFound } from '#api/modules/cards/card-errors.ts';
import { orderNotFound } from '#api/modules/orders/order-errors.ts';
import type { OrderRecord } from '#api/modules/orders/order-repository.ts';
import { findOwnOrder } from '#api/modules/orders/order-repository.ts';
import { toOrder } from '#api/modules/orders/order-view.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { GatewayPayment, PaymentGateway } from './payment-gateway.ts';
import { GatewayUnavailableError } from './payment-gateway.ts';
import {
  cardNotChargeable,
  gatewayUnavailable,
  orderNotPayable,
  paymentNotFound,
} from './payment-errors.ts';
import type { PaymentRow } from './payment-repository.ts';
import {
  findChargeableCard,
  findOpenPayment,
  findPayment,
  insertPayment,
} from './payment-repository.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { paymentView } from './payment-view.ts';
import { recordGatewayResult } from './record-gateway-result.ts';

export interface PaymentServiceOptions {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
}

export interface PaymentAnswer {
  payment: Payment;
  order: Order;
}

type OpenStep = { payment: PaymentRow; cardToken: string | null; replaces: PaymentRow | null };

export class PaymentService {
  constructor(private readonly options: PaymentServiceOptions) {}

  /** payment/create and payment-intent/create: pays the order's finalTotal, never a sent amount. */
  async create(
    owner: CustomerOwner,
    orderId: string,
    request: CreatePaymentRequest,
    language: string,
  ): Promise<PaymentAnswer> {
    const { db, gateway } = this.options;
    const step = await db.transaction((tx) => this.openPayment(tx, owner, orderId, request));
    if (step.replaces) {
      // Another method was chosen while a payment was open: that one is called off first.
      const previous = step.replaces;
      const result = previous.gatewayReference
        ? await this.ask(() => gateway.cancelPayment(previous.gatewayReference ?? ''))
        : { ...emptyResult(previous), status: 'CANCELED' as const };
      const recorded = await this.record(previous.id, result);
      // Paid after all, or not cancellable yet: that payment stands.
      if (recorded.status === 'AUTHORIZED' || recorded.status === 'PENDING') {
        return this.answer(owner, recorded, result);
      }
      return this.create(owner, orderId, request, language);
    }
    const { payment, cardToken } = step;
    const result = await this.ask(() =>
      gateway.startPayment({
        reference: payment.id,
        amount: payment.amount,
        currencyCode: payment.currencyCode,
        cardToken,
        language,
      }),
    );
    return this.answer(owner, await this.record(payment.id, result), result);
  }

  /** payment/authorize: asks the gateway where the payment stands and records it. */
  async authorize(
    owner: CustomerOwner,
    orderId: string,
    transactionId: string,
  ): Promise<PaymentAnswer> {
    const payment = await this.ownPayment(owner, orderId, transactionId);
    if (payment.status !== 'PENDING' || !payment.gatewayReference) {
      return this.answer(owner, payment, null);
    }
    const reference = payment.gatewayReference;
    const result = await this.ask(() => this.options.gateway.getPayment(reference));
    return this.answer(owner, await this.record(payment.id, result), result);
  }

  /** payment/cancel: calls off the open payment; the order stays CREATED, ready for another. */
  async cancel(owner: CustomerOwner, orderId: string): Promise<PaymentAnswer> {
    const record = await findOwnOrder(this.options.db, owner, orderId);
    if (!record) throw orderNotFound();
    const open = await findOpenPayment(this.options.db, orderId);
    if (!open) throw paymentNotFound();
    const reference = open.gatewayReference;
    const result = reference
      ? await this.ask(() => this.options.gateway.cancelPayment(reference))
      : { ...emptyResult(open), status: 'CANCELED' as const };
    return this.answer(owner, await this.record(open.id, result), result);
  }

  private async openPayment(
    tx: Db,
    owner: CustomerOwner,
    orderId: string,
    request: CreatePaymentRequest,
  ): Promise<OpenStep> {
    const record = await findOwnOrder(tx, owner, orderId, { lock: true });
    if (!record) throw orderNotFound();
    const { order } = record;
    if (order.paymentType !== 'ONLINE' || order.status !== 'CREATED') {
      throw orderNotPayable(order.status);
    }
    const cardId =
      request.paymentMethod === undefined ? order.paymentMethod : request.paymentMethod;
    let cardToken: string | null = null;
    if (cardId) {
      const card = await findChargeableCard(tx, owner, cardId);
      if (!card) throw cardNotFound();
      if (!card.token) throw cardNotChargeable();
      cardToken = card.token;
    }
    const saveCard = !cardId && request.saveCard;
    const open = await findOpenPayment(tx, order.id);
    if (open) {
      const same = open.cardId === (cardId ?? null) && open.saveCard === saveCard;
      return same
        ? { payment: open, cardToken, replaces: null }
        : { payment: open, cardToken, replaces: open };
    }
    const now = this.options.now();
    const payment = await insertPayment(tx, {
      id: uuidV7(now),
      kind: 'ORDER_PAYMENT',
      ...owner,
      orderId: order.id,
      status: 'PENDING',
      amount: order.finalTotal,
      currencyCode: order.currencyCode,
      gateway: this.options.gateway.name,
      cardId: cardId ?? null,
      saveCard,
      createdAt: now,
      updatedAt: now,
    });
    return { payment, cardToken, replaces: null };
  }

  private async record(paymentId: string, result: GatewayPayment): Promise<PaymentRow> {
    const { db, now, settlement } = this.options;
    const row = await db.transaction((tx) => recordGatewayResult(tx, paymentId, result, now()));
    if (row.status !== 'AUTHORIZED' || !row.orderId) return row;
    // Paid for an order cancelled meanwhile: the money is released at once.
    await settlement.releaseHeld(row.orderId);
    return (await findPayment(db, row.id)) ?? row;
  }

  /** A gateway that is down or talks nonsense: spec 2 §8's "temporarily unavailable". */
  private async ask(call: () => Promise<GatewayPayment>): Promise<GatewayPayment> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
      throw error;
    }
  }

  private async ownPayment(owner: CustomerOwner, orderId: string, paymentId: string) {
    const record = await findOwnOrder(this.options.db, owner, orderId);
    if (!record) throw orderNotFound();
    const payment = await findPayment(this.options.db, paymentId);
    if (!payment || payment.orderId !== orderId) throw paymentNotFound();
    return payment;
  }

  private async answer(
    owner: CustomerOwner,
    payment: PaymentRow,
    result: GatewayPayment | null,
  ): Promise<PaymentAnswer> {
    const record: OrderRecord | null = payment.orderId
      ? await findOwnOrder(this.options.db, owner, payment.orderId)
      : null;
    if (!record) throw orderNotFound();
    return { payment: paymentView(payment, result), order: toOrder(record, this.options.now()) };
  }
}

function emptyResult(payment: PaymentRow): GatewayPayment {
  return {
    gatewayReference: payment.gatewayReference ?? '',
    status: 'PENDING',
    formUrl: null,
    clientSecret: null,
    failureCode: null,
    card: null,
  };
}
