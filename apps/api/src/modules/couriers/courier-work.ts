/**
 * A courier's working day, apart from HTTP: going online and offline, the position of their
 * device, the offer dispatch made them, and the delivery they carry. A courier only ever sees
 * and drives their own offers and deliveries; anyone else's is "not found".
 */
import type { ActiveDelivery, CourierState, DeliveryOffer, DeliveryStep } from '@souk/contracts';
import type { OrderStatus } from '@souk/core';
import { isOrderStatus, nextOrderStatuses } from '@souk/core';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  courierPresence,
  couriers,
  customers,
  deliveryOffers,
  orders,
  vendors,
} from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import type { OrderService } from '#api/modules/orders/order-service.ts';
import { moveCourier } from '#api/modules/tracking/courier-moves.ts';
import { deliveryNotFound, offerClosed, offerNotFound } from './courier-app-errors.ts';
import { CARRIED_STATUSES, DISPATCHABLE_STATUSES } from './dispatch-rules.ts';
import type { Dispatcher } from './dispatcher.ts';

export interface CourierWorkOptions {
  db: Db;
  now: () => Date;
  orders: OrderService;
  dispatcher: Dispatcher;
}

interface Position {
  latitude: number;
  longitude: number;
}

const STEP_STATUS: Record<DeliveryStep, OrderStatus> = {
  'picked-up': 'ON_DELIVERY',
  arrived: 'ARRIVED',
  completed: 'COMPLETED',
};

const STEP_OF: Partial<Record<OrderStatus, DeliveryStep>> = {
  ON_DELIVERY: 'picked-up',
  ARRIVED: 'arrived',
  COMPLETED: 'completed',
};

const isDispatchable = (status: string) =>
  (DISPATCHABLE_STATUSES as readonly string[]).includes(status);

/** The order's columns a courier sees, with the vendor's counter and the customer to call. */
const deliveryColumns = {
  order: {
    id: orders.id,
    number: orders.number,
    status: orders.status,
    receiptType: orders.receiptType,
    paymentType: orders.paymentType,
    finalTotal: orders.finalTotal,
    currencyCode: orders.currencyCode,
    vendorName: orders.vendorName,
    vendorAddress: orders.vendorAddress,
    address: orders.address,
    lines: orders.lines,
  },
  vendorLatitude: vendors.latitude,
  vendorLongitude: vendors.longitude,
  customerName: customers.name,
  customerPhone: customers.phone,
};

type DeliveryRow = {
  order: {
    id: string;
    number: number;
    status: string;
    receiptType: string;
    paymentType: string;
    finalTotal: number;
    currencyCode: string;
    vendorName: string;
    vendorAddress: string | null;
    address: { text: string; latitude: number; longitude: number } | null;
    lines: { count: number }[];
  };
  vendorLatitude: number | null;
  vendorLongitude: number | null;
  customerName: string | null;
  customerPhone: string | null;
};

function summary(row: DeliveryRow) {
  const { order } = row;
  // An order outlives its vendor's listing; without the vendor's point the route starts at the door.
  const dropoff = {
    latitude: order.address?.latitude ?? 0,
    longitude: order.address?.longitude ?? 0,
  };
  return {
    orderId: order.id,
    orderNumber: String(order.number),
    pickup: {
      name: order.vendorName,
      address: order.vendorAddress,
      phone: null,
      location:
        row.vendorLatitude === null || row.vendorLongitude === null
          ? dropoff
          : { latitude: row.vendorLatitude, longitude: row.vendorLongitude },
    },
    dropoff: {
      name: row.customerName ?? '',
      address: order.address?.text ?? null,
      phone: row.customerPhone,
      location: dropoff,
    },
    itemsCount: order.lines.reduce((sum, line) => sum + line.count, 0),
    // What the courier collects at the door: the whole total for cash, nothing otherwise.
    cashToCollect: order.paymentType === 'CASH' ? order.finalTotal : 0,
    currencyCode: order.currencyCode,
  };
}

export class CourierWork {
  constructor(private readonly options: CourierWorkOptions) {}

  /** Everything the courier app shows: presence, the open offer, the delivery in hand. */
  async state(courierId: string): Promise<CourierState> {
    const { db, now } = this.options;
    const [courier] = await db
      .select({ id: couriers.id, name: couriers.name, active: couriers.active })
      .from(couriers)
      .where(eq(couriers.id, courierId));
    // A courier switched off keeps a session until it lapses, but works no more.
    if (!courier?.active) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
    const [presence] = await db
      .select()
      .from(courierPresence)
      .where(eq(courierPresence.courierId, courierId));
    const position =
      presence?.latitude != null && presence.longitude != null
        ? { latitude: presence.latitude, longitude: presence.longitude }
        : null;
    return {
      courier: { id: courier.id, name: courier.name },
      online: presence?.online ?? false,
      position,
      offer: await this.openOffer(courierId, now()),
      delivery: await this.delivery(courierId),
    };
  }

  /** Online: dispatch may offer deliveries. Offline: an open offer lapses at once. */
  async setOnline(courierId: string, online: boolean): Promise<CourierState> {
    const { db, now } = this.options;
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(courierPresence)
        .values({ courierId, online, updatedAt: at })
        .onConflictDoUpdate({ target: courierPresence.courierId, set: { online, updatedAt: at } });
      if (!online) {
        await tx
          .update(deliveryOffers)
          .set({ status: 'EXPIRED', answeredAt: at })
          .where(
            and(eq(deliveryOffers.courierId, courierId), eq(deliveryOffers.status, 'PENDING')),
          );
      }
    });
    this.options.dispatcher.kick();
    return this.state(courierId);
  }

  /**
   * The device's position: kept for dispatch, and while the courier carries an order it moves
   * the courier on the customer's map (COURIER_LOCATION_UPDATE).
   */
  async report(courierId: string, position: Position): Promise<void> {
    const { db, now } = this.options;
    const at = now();
    await db
      .insert(courierPresence)
      .values({ courierId, ...position, positionAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: courierPresence.courierId,
        set: { ...position, positionAt: at, updatedAt: at },
      });
    const carried = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.courierId, courierId), inArray(orders.status, [...CARRIED_STATUSES])));
    for (const order of carried) await moveCourier(db, order.id, { location: position });
  }

  /**
   * Takes the offered delivery: the order gets this courier (COURIER_FOUND on the customer's
   * tracking channel) at the courier's last position. 409 when the offer lapsed or was answered,
   * or the order got a courier or stopped needing one meanwhile.
   */
  async accept(courierId: string, offerId: string): Promise<CourierState> {
    const { db, now } = this.options;
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const [offer] = await tx
        .select()
        .from(deliveryOffers)
        .where(and(eq(deliveryOffers.id, offerId), eq(deliveryOffers.courierId, courierId)))
        .for('update');
      if (!offer) return 'not-found' as const;
      if (offer.status !== 'PENDING' || offer.expiresAt <= at) return 'closed' as const;
      const [order] = await tx
        .select({ status: orders.status, courierId: orders.courierId })
        .from(orders)
        .where(eq(orders.id, offer.orderId))
        .for('update');
      const [presence] = await tx
        .select()
        .from(courierPresence)
        .where(eq(courierPresence.courierId, courierId));
      if (!order || order.courierId !== null || !isDispatchable(order.status)) {
        await tx
          .update(deliveryOffers)
          .set({ status: 'WITHDRAWN', answeredAt: at })
          .where(eq(deliveryOffers.id, offerId));
        return 'gone' as const;
      }
      await tx
        .update(deliveryOffers)
        .set({ status: 'ACCEPTED', answeredAt: at })
        .where(eq(deliveryOffers.id, offerId));
      const location =
        presence?.latitude != null && presence.longitude != null
          ? { latitude: presence.latitude, longitude: presence.longitude }
          : null;
      // An offer is only made to a courier with a position, so one is there.
      if (!location) throw new Error(`courier ${courierId} accepted without a position`);
      const moved = await moveCourier(tx, offer.orderId, { location, courierId });
      if (moved !== 'moved') throw new Error(`order ${offer.orderId} not assigned: ${moved}`);
      return 'accepted' as const;
    });
    if (outcome === 'not-found') throw offerNotFound();
    if (outcome !== 'accepted') throw offerClosed();
    return this.state(courierId);
  }

  /** Declines the offer; dispatch offers the order to the next nearest courier right away. */
  async refuse(courierId: string, offerId: string): Promise<CourierState> {
    const { db, now } = this.options;
    const at = now();
    const [offer] = await db
      .select({ status: deliveryOffers.status, expiresAt: deliveryOffers.expiresAt })
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.id, offerId), eq(deliveryOffers.courierId, courierId)));
    if (!offer) throw offerNotFound();
    const [refused] = await db
      .update(deliveryOffers)
      .set({ status: 'REFUSED', answeredAt: at })
      .where(
        and(
          eq(deliveryOffers.id, offerId),
          eq(deliveryOffers.status, 'PENDING'),
          gt(deliveryOffers.expiresAt, at),
        ),
      )
      .returning({ id: deliveryOffers.id });
    if (!refused) throw offerClosed();
    this.options.dispatcher.kick();
    return this.state(courierId);
  }

  /**
   * Picked up, arrived, completed: the order moves as its courier moves it, by the status rules.
   * A step the order has already taken is answered with the state, not refused: "picked up" is
   * also the vendor's hand-over (decision 019), and a second tap after a lost answer is the same.
   */
  async step(courierId: string, orderId: string, step: DeliveryStep): Promise<CourierState> {
    const [order] = await this.options.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.courierId, courierId)));
    if (!order) throw deliveryNotFound();
    if (order.status !== STEP_STATUS[step]) {
      await this.options.orders.move(orderId, STEP_STATUS[step], 'courier');
    }
    return this.state(courierId);
  }

  private async openOffer(courierId: string, at: Date): Promise<DeliveryOffer | null> {
    const [row] = await this.options.db
      .select({
        ...deliveryColumns,
        offerId: deliveryOffers.id,
        distanceMeters: deliveryOffers.distanceMeters,
        expiresAt: deliveryOffers.expiresAt,
      })
      .from(deliveryOffers)
      .innerJoin(orders, eq(orders.id, deliveryOffers.orderId))
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          eq(deliveryOffers.courierId, courierId),
          eq(deliveryOffers.status, 'PENDING'),
          gt(deliveryOffers.expiresAt, at),
        ),
      )
      .limit(1);
    if (!row) return null;
    return {
      ...summary(row),
      offerId: row.offerId,
      distanceMeters: Math.round(row.distanceMeters),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  private async delivery(courierId: string): Promise<ActiveDelivery | null> {
    const [row] = await this.options.db
      .select(deliveryColumns)
      .from(orders)
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.courierId, courierId), inArray(orders.status, [...CARRIED_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!row) return null;
    const { status, receiptType } = row.order;
    if (!isOrderStatus(status)) throw new Error(`order ${row.order.id} has status ${status}`);
    const nextSteps = nextOrderStatuses(
      { status, receiptType: receiptType === 'TAKEAWAY' ? 'TAKEAWAY' : 'DELIVERY' },
      'courier',
    ).flatMap((to) => STEP_OF[to] ?? []);
    return { ...summary(row), status, nextSteps };
  }
}
