/**
 * Publishing an order event: a NOTIFY on one PostgreSQL channel, which every server process
 * LISTENs to (tracking-hub.ts) and relays to the sockets it holds for that order. Sent on the
 * caller's transaction, PostgreSQL delivers it only when that transaction commits, so nobody
 * hears of a change that was rolled back, and events arrive in commit order.
 */
import { sql } from 'drizzle-orm';
import type { TrackingEvent } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';

export const TRACKING_CHANNEL = 'souk_order_tracking';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Events are a few hundred bytes by
 * construction (ids, a status, a position, a courier's name and phone, two totals, each bounded
 * by the contract); the order itself never travels, a joining socket reads it from the database.
 */
const TRACKING_PAYLOAD_MAX_BYTES = 7_999;

/** The NOTIFY payload of an event, refused when PostgreSQL would refuse it. */
export function trackingPayload(event: TrackingEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > TRACKING_PAYLOAD_MAX_BYTES) {
    throw new Error(`tracking event ${event.type} of order ${event.orderId} is too large`);
  }
  return payload;
}

export async function publishTrackingEvent(db: Db, event: TrackingEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${TRACKING_CHANNEL}, ${trackingPayload(event)})`);
}
