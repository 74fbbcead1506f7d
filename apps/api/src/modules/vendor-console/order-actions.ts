/**
 * What the kitchen does with an order: accept with a preparation time, decline with a reason,
 * start preparing, mark ready, hand over. Every status change goes through the orders module's
 * `move` as the 'vendor' actor, so the legal moves (packages/core order-status), the card money
 * (captured on accept, given back on decline) and the tracking events stay in one place.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BoardOrder } from '@souk/contracts/vendor-console';
import { VENDOR_CONSOLE_ERROR_TYPES } from '@souk/contracts/vendor-console';
import type { OrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { ApiError } from '#api/http/api-error.ts';
import { orderNotFound } from '#api/modules/orders/order-errors.ts';
import type { OrderService } from '#api/modules/orders/order-service.ts';
import type { BoardRecord, VendorScope } from './board-repository.ts';
import { findVendorOrder, listBoard, writeNotes } from './board-repository.ts';
import { toBoardOrder } from './board-view.ts';

/** Dispatch as the console sees it: offer one accepted delivery to a courier now. */
export interface AcceptedDispatch {
  offerNow(orderId: string): Promise<boolean>;
}

export interface OrderActionsOptions {
  db: Db;
  orders: Pick<OrderService, 'move'>;
  now: () => Date;
  /** Without it an accepted delivery waits for dispatch's next tick. */
  dispatch?: AcceptedDispatch;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export class OrderActions {
  constructor(private readonly options: OrderActionsOptions) {}

  async board(scope: VendorScope): Promise<BoardOrder[]> {
    const records = await listBoard(this.options.db, scope);
    return records.map((record) => toBoardOrder(record.order, record.notes));
  }

  async accept(scope: VendorScope, orderId: string, minutes: number): Promise<BoardOrder> {
    await this.find(scope, orderId);
    await this.options.orders.move(orderId, 'APPROVED', 'vendor');
    const now = this.options.now();
    const readyBy = new Date(now.getTime() + minutes * 60_000);
    await writeNotes(this.options.db, orderId, { preparationMinutes: minutes, readyBy }, now);
    await this.offerToCourier(orderId);
    return this.current(scope, orderId);
  }

  async decline(scope: VendorScope, orderId: string, reason: string): Promise<BoardOrder> {
    await this.find(scope, orderId);
    await this.options.orders.move(orderId, 'DECLINED', 'vendor');
    await writeNotes(this.options.db, orderId, { declineReason: reason }, this.options.now());
    return this.current(scope, orderId);
  }

  async startPreparing(scope: VendorScope, orderId: string): Promise<BoardOrder> {
    await this.find(scope, orderId);
    await this.options.orders.move(orderId, 'PREPARING', 'vendor');
    return this.current(scope, orderId);
  }

  /**
   * The food is ready. A takeaway becomes READY for the customer to collect; a delivery has no
   * such status (its next one is the courier's ON_DELIVERY), so the kitchen's note says it is
   * waiting. An accepted order the kitchen never marked as preparing goes through PREPARING.
   */
  async ready(scope: VendorScope, orderId: string): Promise<BoardOrder> {
    const { order } = await this.find(scope, orderId);
    if (order.status === 'APPROVED') await this.move(orderId, 'PREPARING');
    if (order.receiptType === 'TAKEAWAY') {
      await this.move(orderId, 'READY');
    } else {
      // Checks the move a ready delivery leads to, so a declined order cannot be marked ready.
      const current = await this.find(scope, orderId);
      if (current.order.status !== 'PREPARING') await this.move(orderId, 'PREPARING');
    }
    await writeNotes(this.options.db, orderId, { readyAt: this.options.now() }, this.options.now());
    return this.current(scope, orderId);
  }

  /**
   * The order leaves the counter: collected (takeaway, COMPLETED) or with its courier. For a
   * delivery this is the same step as the courier's "picked up" (decision 019): whichever of
   * the two reports it first moves the order, and the other finds it done and is answered the
   * order as it stands. A delivery no courier has taken is not handed over: nobody would carry
   * it, and an order on its way without a courier is never offered again.
   */
  async handOver(scope: VendorScope, orderId: string): Promise<BoardOrder> {
    const { order } = await this.find(scope, orderId);
    if (order.receiptType === 'TAKEAWAY') {
      await this.move(orderId, 'COMPLETED');
      return this.current(scope, orderId);
    }
    if (order.status === 'ON_DELIVERY') return this.current(scope, orderId);
    if (order.courierId === null && order.status === 'PREPARING') {
      throw new ApiError(
        400,
        VENDOR_CONSOLE_ERROR_TYPES.noCourierYet,
        'No courier has taken this order yet: it is handed over to its courier',
      );
    }
    await this.move(orderId, 'ON_DELIVERY');
    return this.current(scope, orderId);
  }

  /**
   * The accepted order is already saved, so a failed offer must not fail the accept: the
   * dispatch tick offers it a moment later anyway. Takeaway orders are never claimed.
   */
  private async offerToCourier(orderId: string): Promise<void> {
    try {
      await this.options.dispatch?.offerNow(orderId);
    } catch (error) {
      this.options.log?.error({ err: error, orderId }, 'offering an accepted order failed');
    }
  }

  private async move(orderId: string, to: OrderStatus): Promise<void> {
    await this.options.orders.move(orderId, to, 'vendor');
  }

  private async find(scope: VendorScope, orderId: string): Promise<BoardRecord> {
    const record = await findVendorOrder(this.options.db, scope, orderId);
    if (!record) throw orderNotFound();
    return record;
  }

  private async current(scope: VendorScope, orderId: string): Promise<BoardOrder> {
    const record = await this.find(scope, orderId);
    return toBoardOrder(record.order, record.notes);
  }
}
