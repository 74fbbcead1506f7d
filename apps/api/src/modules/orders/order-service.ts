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
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { onceForKey, requestFingerprint } from './idempotency.ts';
import type { StoredAnswer } from './idempotency.ts';
import { orderAlreadyProcessing, orderNotFound, orderStatusTransition } from './order-errors.ts';
import type { OrderRecord } from './order-repository.ts';
import { findOrder, findOwnOrder, listOwnOrders, setOrderStatus } from './order-repository.ts';
import { toOrder } from './order-view.ts';
import type { PlaceOrderDeps } from './place-order.ts';
import { placeOrder } from './place-order.ts';

export interface OrderServiceOptions extends PlaceOrderDeps {
  db: Db;
  now: () => Date;
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
    return db.transaction(async (tx) => {
      const work = async () => {
        const row = await placeOrder(this.options, tx, owner, request, lang);
        const order = toOrder({ order: row, courier: null }, now());
        return { status: 201, body: { order } };
      };
      if (!idempotencyKey) return { ...(await work()), replayed: false };
      const fingerprint = requestFingerprint('POST', '/customer/me/orders', request);
      return onceForKey(
        tx,
        { customerId: owner.customerId, key: idempotencyKey, fingerprint, now: now() },
        work,
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

  /** The customer cancels: allowed until the vendor accepts, refused once it is processing. */
  async cancel(owner: CustomerOwner, orderId: string): Promise<Order> {
    return this.options.db.transaction(async (tx) => {
      const record = await findOwnOrder(tx, owner, orderId, { lock: true });
      if (!record) throw orderNotFound();
      const status = this.statusOf(record);
      if (isCancelledOrderStatus(status)) return this.view(record);
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
      return this.view({ ...record, order });
    });
  }

  /**
   * Moves any order as `actor` would (the vendor console, the courier app and operators' tools
   * call this; until they exist, the dev-only route does). Illegal moves are
   * 400 OrderStatusTransitionException.
   */
  async move(orderId: string, to: OrderStatus, actor: OrderActor): Promise<Order> {
    return this.options.db.transaction(async (tx) => {
      const row = await findOrder(tx, orderId, { lock: true });
      if (!row) throw orderNotFound();
      const from = this.statusOf({ order: row, courier: null });
      if (!canMoveOrder({ status: from, receiptType: row.receiptType }, to, actor)) {
        throw orderStatusTransition(from, to);
      }
      const order = await setOrderStatus(tx, row, to, actor, this.options.now());
      return this.view({ order, courier: null });
    });
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
