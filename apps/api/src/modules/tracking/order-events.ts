/** Order events as the tracking channel publishes them, built from the order's row. */
import { sql } from 'drizzle-orm';
import type { OrderActor } from '@souk/core';
import { isOrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { TRACKING_CHANNEL, trackingPayload } from './tracking-channel.ts';

/** What of the order's row an event needs (the orders module passes its row). */
interface MovedOrder {
  id: string;
  customerId: string;
  status: string;
  updatedAt: Date;
}

/**
 * Tells the order's trackers its new status and who set it (the customer's id when it was the
 * customer, so their own client can ignore it, spec 2 §4), and queues the customer's push
 * notification. Call it on the transaction that moved the order: the NOTIFY is delivered and the
 * outbox row kept only if that transaction commits. Both go in one statement, so a status change
 * costs one round trip more, not two (a data-modifying CTE runs whether or not it is read).
 */
export async function publishStatusChange(
  tx: Db,
  order: MovedOrder,
  actor: OrderActor,
): Promise<void> {
  if (!isOrderStatus(order.status)) throw new Error(`order ${order.id} has status ${order.status}`);
  const payload = trackingPayload({
    type: 'ORDER_STATUS_UPDATE',
    orderId: order.id,
    status: order.status,
    createdBy: { actor, customerId: actor === 'customer' ? order.customerId : null },
    at: order.updatedAt.toISOString(),
  });
  await tx.execute(sql`
    with queued as (
      insert into push_outbox (order_id, customer_id, status)
      values (${order.id}, ${order.customerId}, ${order.status})
    )
    select pg_notify(${TRACKING_CHANNEL}, ${payload})`);
}
