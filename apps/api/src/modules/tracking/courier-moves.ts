/**
 * The courier's side of an order as tracking sees it: who delivers it (COURIER_FOUND) and where
 * they are (COURIER_LOCATION_UPDATE). Until the courier app and dispatch exist, the dev-only
 * route calls this for tests and the demo; they will call the same.
 */
import { and, eq } from 'drizzle-orm';
import type { TrackingLocation } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { couriers, orders } from '#api/db/schema/index.ts';
import { publishTrackingEvent } from './tracking-channel.ts';

export interface CourierMove {
  location: TrackingLocation;
  /** Assigns this courier first when the order has another one or none. */
  courierId?: string | undefined;
}

export type CourierMoveResult = 'moved' | 'no-order' | 'no-courier';

/** The contract's bounds: a name longer than any real one is cut rather than refused. */
const NAME_MAX = 200;

export async function moveCourier(
  db: Db,
  orderId: string,
  { location, courierId }: CourierMove,
): Promise<CourierMoveResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ partnerId: orders.partnerId, courierId: orders.courierId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return 'no-order';
    if (courierId && courierId !== order.courierId) {
      const [courier] = await tx
        .select({ name: couriers.name, phone: couriers.phone })
        .from(couriers)
        .where(and(eq(couriers.id, courierId), eq(couriers.partnerId, order.partnerId)));
      if (!courier) return 'no-courier';
      await tx.update(orders).set({ courierId }).where(eq(orders.id, orderId));
      await publishTrackingEvent(tx, {
        type: 'COURIER_FOUND',
        orderId,
        courier: { name: courier.name.slice(0, NAME_MAX), phone: courier.phone },
      });
    }
    await tx
      .update(orders)
      .set({ courierLatitude: location.latitude, courierLongitude: location.longitude })
      .where(eq(orders.id, orderId));
    await publishTrackingEvent(tx, { type: 'COURIER_LOCATION_UPDATE', orderId, location });
    return 'moved';
  });
}
