/** What the order routes do, apart from HTTP: placement with its idempotency key, reads, moves. */
import type { Order, PlaceOrderRequest } from '@souk/contracts';
import type { OrderActor, OrderStatus } from '@souk/core';
import {
  ORDER_STATUSES,
  canMoveOrder,
  isActiveOrderStatus,
  isCancelledOrderStatus,
  isOrderStatus,
} from '@souk/core';
import type { Db } from '#api/db/client.ts';
import type { OrderLockRows } from '#api/modules/carts/cart-repository.ts';
import { sendOrderLock } from '#api/modules/carts/cart-repository.ts';
import { rewardReferrer } from '#api/modules/referrals/referral-reward.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { publishStatusChange } from '#api/modules/tracking/order-events.ts';
import { onceForKey, requestFingerprint } from './idempotency.ts';
import type { StoredAnswer } from './idempotency.ts';
import { orderAlreadyProcessing, orderNotFound, orderStatusTransition } from './order-errors.ts';
import type { OrderRecord, OrderRow } from './order-repository.ts';
import { findOrder, findOwnOrder, listOwnOrders, setOrderStatus } from './order-repository.ts';
import { toOrder } from './order-view.ts';
import { pipelinedTransaction } from '#api/db/pipelined-transaction.ts';
import type { PlaceOrderDeps } from './place-order.ts';
import { placeOrder } from './place-order.ts';

/**
 * What an order's moves ask of its card payment (payments/payment-settlement.ts does it): the
 * held money is taken before the vendor's accept is written, and given back once the order has
 * ended. Both talk to the gateway, so neither runs inside an order transaction.
 */
export interface OrderPayments {
  /** Throws (4xx/5xx) when the money cannot be taken; the accept must then not happen. */
  captureHeld(orderId: string): Promise<void>;
  /** Never undoes the move before it; what it cannot do now is tried again on the next call. */
  releaseHeld(orderId: string): Promise<void>;
}

export interface OrderServiceOptions extends PlaceOrderDeps {
  db: Db;
  now: () => Date;
  payments: OrderPayments;
}

/** An order that will not go ahead, so it keeps no money. */
function hasEnded(status: OrderStatus): boolean {
  return isCancelledOrderStatus(status) || status === 'DECLINED';
}

const ACTIVE_STATUSES = ORDER_STATUSES.filter(isActiveOrderStatus);

export class OrderService {
  constructor(private readonly options: OrderServiceOptions) {}

  /** Places an order; with an idempotency key, a repeat of the same request answers the same. */
  async place(
    owner: CustomerOwner,
    request: PlaceOrderRequest,
    lang: (localityLang: string) => string,
    idempotencyKey: string | undefined,
  ): Promise<StoredAnswer> {
    const { db, now } = this.options;
    // BEGIN and COMMIT travel with placement's first and last statements (issue 12 "Speed").
    return pipelinedTransaction(db, async (tx) => {
      const lockCart = () => sendOrderLock(tx, request.cartId);
      const work = async (locking: () => Promise<OrderLockRows>) => {
        const row = await placeOrder(this.options, tx, owner, request, lang, locking());
        const order = toOrder({ order: row, courier: null }, now());
        return { status: 201, body: { order } };
      };
      if (!idempotencyKey) return { ...(await work(lockCart)), replayed: false };
      const fingerprint = requestFingerprint('POST', '/customer/me/orders', request);
      return onceForKey(
        tx,
        { customerId: owner.customerId, key: idempotencyKey, fingerprint, now: now() },
        work,
        lockCart,
      );
    });
  }

  async get(owner: CustomerOwner, orderId: string): Promise<Order> {
    const record = await findOwnOrder(this.options.db, owner, orderId);
    if (!record) throw orderNotFound();
    return this.view(record);
  }

  async lists(owner: CustomerOwner): Promise<{ activeOrders: Order[]; deliveredOrders: Order[] }> {
    const records = await listOwnOrders(this.options.db, owner);
    const orders = records.map((record) => this.view(record));
    return {
      activeOrders: orders.filter((order) => isActiveOrderStatus(order.status)),
      deliveredOrders: orders.filter((order) => !isActiveOrderStatus(order.status)),
    };
  }

  async active(owner: CustomerOwner): Promise<Order[]> {
    const records = await listOwnOrders(this.options.db, owner, ACTIVE_STATUSES);
    return records.map((record) => this.view(record));
  }

  /**
   * The customer cancels: allowed until the vendor accepts, refused once it is processing. A
   * repeat answers the cancelled order again, and gives back money a first try could not.
   */
  async cancel(owner: CustomerOwner, orderId: string): Promise<Order> {
    await this.options.db.transaction(async (tx) => {
      const record = await findOwnOrder(tx, owner, orderId, { lock: true });
      if (!record) throw orderNotFound();
      const status = this.statusOf(record);
      if (isCancelledOrderStatus(status)) return;
      const position = { status, receiptType: record.order.receiptType };
      if (!canMoveOrder(position, 'CANCELLED', 'customer')) {
        if (isActiveOrderStatus(status)) throw orderAlreadyProcessing();
        throw orderStatusTransition(status, 'CANCELLED');
      }
      const order = await setOrderStatus(
        tx,
        record.order,
        'CANCELLED',
        'customer',
        this.options.now(),
      );
      await publishStatusChange(tx, order, 'customer');
    });
    await this.options.payments.releaseHeld(orderId);
    return this.get(owner, orderId);
  }

  /**
   * Moves any order as `actor` would (the vendor console, the courier app and operators' tools
   * call this; until they exist, the dev-only route does). Illegal moves are
   * 400 OrderStatusTransitionException.
   */
  async move(orderId: string, to: OrderStatus, actor: OrderActor): Promise<Order> {
    const { db, payments } = this.options;
    const accepting = to === 'APPROVED';
    if (accepting) {
      // The money is taken first, and only for a move that is allowed: a refused capture
      // leaves the order where it stood (decision 016).
      const row = await findOrder(db, orderId);
      if (!row) throw orderNotFound();
      this.checkMove(row, to, actor);
      await payments.captureHeld(orderId);
    }
    let order: OrderRow;
    try {
      order = await db.transaction(async (tx) => {
        const row = await findOrder(tx, orderId, { lock: true });
        if (!row) throw orderNotFound();
        this.checkMove(row, to, actor);
        const now = this.options.now();
        const moved = await setOrderStatus(tx, row, to, actor, now);
        await publishStatusChange(tx, moved, actor);
        // The referrer's reward commits with the completion, or not at all.
        if (to === 'COMPLETED') await rewardReferrer(tx, moved, now);
        return moved;
      });
    } catch (error) {
      // Captured for an accept that lost a race with a cancel: the money goes back.
      if (accepting) await payments.releaseHeld(orderId);
      throw error;
    }
    if (!hasEnded(to)) return this.view({ order, courier: null });
    await payments.releaseHeld(orderId);
    const released = await findOrder(db, orderId);
    return this.view({ order: released ?? order, courier: null });
  }

  private checkMove(row: OrderRow, to: OrderStatus, actor: OrderActor): void {
    const from = this.statusOf({ order: row, courier: null });
    if (!canMoveOrder({ status: from, receiptType: row.receiptType }, to, actor)) {
      throw orderStatusTransition(from, to);
    }
  }

  private statusOf(record: OrderRecord): OrderStatus {
    const { status } = record.order;
    if (!isOrderStatus(status)) throw new Error(`order ${record.order.id} has status ${status}`);
    return status;
  }

  private view(record: OrderRecord): Order {
    return toOrder(record, this.options.now());
  }
}
