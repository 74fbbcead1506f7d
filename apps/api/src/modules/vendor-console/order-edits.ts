/**
 * The vendor makes an accepted order smaller (decision 019): totals recomputed on the server
 * (order-edit-totals.ts), ORDER_EDITED published to the customer's tracking sockets with the old
 * and new totals, and, for a card payment, the difference given back. Edits happen only once the
 * order is accepted, when a card payment is always captured, so the money has one path: a part
 * refund of what was taken.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BoardOrder } from '@souk/contracts/vendor-console';
import { VENDOR_CONSOLE_ERROR_TYPES } from '@souk/contracts/vendor-console';
import type { Db } from '#api/db/client.ts';
import type { OrderEditRow } from '#api/db/schema/index.ts';
import { orderEdits, orders } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { orderNotFound } from '#api/modules/orders/order-errors.ts';
import { publishTrackingEvent } from '#api/modules/tracking/tracking-channel.ts';
import type { VendorScope } from './board-repository.ts';
import { findVendorOrder } from './board-repository.ts';
import { toBoardOrder } from './board-view.ts';
import type { EditProblem, LineChange } from './order-edit-totals.ts';
import { editOrderTotals, openOrderUpdates } from './order-edit-totals.ts';

/** What the console needs of the payments module: a part refund of captured card money. */
export interface PartRefunds {
  /** False when nothing was captured; throws when the gateway refuses or cannot be reached. */
  refundPart(orderId: string, key: string, amount: number): Promise<boolean>;
}

export interface OrderEditsOptions {
  db: Db;
  refunds: PartRefunds;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface EditResult {
  order: BoardOrder;
  oldTotal: number;
  newTotal: number;
  refundAmount: number;
}

/**
 * How long the refund retries leave a new edit's refund to the edit's own try; a process that
 * dies before that try ends leaves it to them afterwards.
 */
const OWN_TRY_LEASE_MS = 60_000;

/** An order is edited between the kitchen's accept and the moment it leaves the counter. */
const EDITABLE = new Set(['APPROVED', 'PREPARING']);

const PROBLEMS: Record<EditProblem, string> = {
  unknownLine: 'The order has no such line',
  notLower: 'An edit can only lower a count',
  repeatedLine: 'Each line once per edit',
  nothingLeft: 'At least one line must stay: decline the order instead',
};

export class OrderEdits {
  constructor(private readonly options: OrderEditsOptions) {}

  async edit(
    scope: VendorScope,
    orderId: string,
    changes: readonly LineChange[],
    staffId: string,
  ): Promise<EditResult> {
    const { db, now } = this.options;
    const edit = await db.transaction(async (tx) => {
      const record = await findVendorOrder(tx, scope, orderId, { lock: true });
      if (!record) throw orderNotFound();
      const { order } = record;
      if (!EDITABLE.has(order.status)) {
        throw new ApiError(
          400,
          VENDOR_CONSOLE_ERROR_TYPES.editNotAllowed,
          `An order is edited once accepted and before it is ready; this one is ${order.status}`,
        );
      }
      const totals = editOrderTotals(order, changes);
      if (typeof totals === 'string') {
        throw new ApiError(400, VENDOR_CONSOLE_ERROR_TYPES.editInvalid, PROBLEMS[totals], {
          fieldErrors: [{ field: 'changes', message: PROBLEMS[totals] }],
        });
      }
      const at = now();
      const [updated] = await tx
        .update(orders)
        .set({ ...totals, updatedAt: at })
        .where(eq(orders.id, order.id))
        .returning();
      if (!updated) throw orderNotFound();
      const refundAmount =
        order.paymentType === 'ONLINE' ? order.finalTotal - totals.finalTotal : 0;
      const [row] = await tx
        .insert(orderEdits)
        .values({
          orderId: order.id,
          staffId,
          oldTotal: order.finalTotal,
          newTotal: totals.finalTotal,
          refundAmount,
          refundStatus: refundAmount > 0 ? 'PENDING' : 'NONE',
          // The try right after the commit is the first; the retries wait for it (a lease).
          refundAttempts: refundAmount > 0 ? 1 : 0,
          refundDueAt: new Date(at.getTime() + OWN_TRY_LEASE_MS),
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('order edit insert returned nothing');
      // Sent with the commit: the customer's page applies the edit, says 'Order #N was edited'
      // and reloads.
      await publishTrackingEvent(tx, {
        type: 'ORDER_EDITED',
        orderId: order.id,
        orderNumber: String(order.number),
        oldTotal: order.finalTotal,
        newTotal: totals.finalTotal,
        updates: openOrderUpdates(order, changes, totals),
      });
      return { row, order: toBoardOrder(updated, record.notes) };
    });
    await this.giveBack(edit.row);
    return {
      order: edit.order,
      oldTotal: edit.row.oldTotal,
      newTotal: edit.row.newTotal,
      refundAmount: edit.row.refundAmount,
    };
  }

  /**
   * Outside the transaction, as every gateway call is (decision 015). A refusal or an unreachable
   * gateway leaves the refund PENDING, due at once for the retries (refund-retries.ts), which
   * try it again with growing waits; the edit itself stands.
   */
  private async giveBack(edit: OrderEditRow): Promise<void> {
    if (edit.refundStatus !== 'PENDING') return;
    try {
      const done = await this.options.refunds.refundPart(edit.orderId, edit.id, edit.refundAmount);
      if (!done) return;
      await this.options.db
        .update(orderEdits)
        .set({ refundStatus: 'REFUNDED' })
        .where(eq(orderEdits.id, edit.id));
    } catch (error) {
      this.options.log.warn(
        { err: error, orderId: edit.orderId, editId: edit.id },
        'part refund of an edited order not done yet',
      );
      const problem = error instanceof Error ? error.message : String(error);
      await this.options.db
        .update(orderEdits)
        .set({ refundDueAt: this.options.now(), refundLastError: problem.slice(0, 500) })
        .where(eq(orderEdits.id, edit.id));
    }
  }
}
