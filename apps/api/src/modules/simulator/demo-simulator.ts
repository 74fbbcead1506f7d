/**
 * The demo simulator: so that someone who just started the demo sees their first order move on
 * its own, it plays the vendor and a courier. It accepts each new order after a short wait,
 * prepares it, and then either has it ready at the counter (takeaway) or gives it to a demo
 * courier of the order's locality who drives to the door at street speed, reporting positions
 * every few seconds, arrives and completes it. Every move goes through the order service with the
 * actor a real vendor or courier would be, so the rules, the tracking channel and push
 * notifications see nothing different.
 *
 * The state lives in the database (demo_simulations and the order itself), and each step is
 * short: a tick claims due orders with FOR UPDATE SKIP LOCKED and a lease, takes one step for
 * each and lets go. Any number of processes may run it without two driving one order, a process
 * shutting down finishes its step first, and a restarted one carries on where the last stopped.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TrackingLocation } from '@souk/contracts';
import type { OrderStatus } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { ApiError } from '#api/http/api-error.ts';
import { rowsOf } from '#api/db/per-connection.ts';
import type { OrderService } from '#api/modules/orders/order-service.ts';
import { moveCourier } from '#api/modules/tracking/courier-moves.ts';
import { positionAfter, speedFor } from './street-route.ts';

export interface DemoSimulatorOptions {
  db: Db;
  orders: OrderService;
  /** The wait before each kitchen step and at the door. */
  stepMs: number;
  /** How often the courier reports a position while driving. */
  positionMs: number;
  speedKmh: number;
  /** How long a claimed order stays with this process before another may take it. */
  leaseMs?: number;
  batchSize?: number;
  /** Wall-clock time: the waits are what a watching person sees, whatever the app clock says. */
  now?: () => Date;
  log?: FastifyBaseLogger;
}

interface ClaimedSimulation {
  order_id: string;
  courier_id: string | null;
  drive_started_at: Date | string | null;
}

interface SimulatedOrder {
  status: OrderStatus;
  receipt_type: string;
  partner_id: string;
  locality_id: string;
  courier_id: string | null;
  vendor_latitude: number;
  vendor_longitude: number;
  address: { latitude: number; longitude: number } | null;
}

/** What a step leaves for the next: when it is due, and the simulation's new facts. */
interface StepOutcome {
  inMs: number;
  finished?: boolean;
  courierId?: string | null;
  driveStartedAt?: Date;
}

/** Statuses in which a courier is busy with an order (and so less free for another). */
const CARRYING = `('APPROVED', 'PREPARING', 'ON_DELIVERY', 'ARRIVED')`;

export class DemoSimulator {
  private readonly processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running: Promise<number> | null = null;

  constructor(private readonly options: DemoSimulatorOptions) {}

  /** Takes on new orders, then one step for every due one; answers how many it stepped. */
  async tick(): Promise<number> {
    await this.enrolNewOrders();
    let stepped = 0;
    const batchSize = this.options.batchSize ?? 20;
    for (;;) {
      const claimed = await this.claim(batchSize);
      for (const simulation of claimed) {
        await this.step(simulation);
        stepped += 1;
      }
      if (claimed.length < batchSize) return stepped;
    }
  }

  /** A tick unless one is under way in this process (the timer calls this). */
  poll(): Promise<number> {
    this.running ??= this.tick().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private now(): Date {
    return (this.options.now ?? (() => new Date()))();
  }

  private later(ms: number): string {
    return new Date(this.now().getTime() + ms).toISOString();
  }

  /** Every order waiting for its vendor is the simulator's, accepted after one step's wait. */
  private async enrolNewOrders(): Promise<void> {
    await this.options.db.execute(sql`
      insert into demo_simulations (order_id, due_at)
      select o.id, ${this.later(this.options.stepMs)}::timestamptz
      from orders o
      where o.status = 'WAITING_APPROVAL'
        and not exists (select 1 from demo_simulations s where s.order_id = o.id)
      on conflict (order_id) do nothing`);
  }

  private async claim(batchSize: number): Promise<ClaimedSimulation[]> {
    const now = this.now().toISOString();
    return rowsOf<ClaimedSimulation>(
      await this.options.db.execute(sql`
        update demo_simulations s
        set held_by = ${this.processId},
            held_until = ${this.later(this.options.leaseMs ?? 30_000)}::timestamptz
        from (
          select order_id from demo_simulations
          where finished_at is null and due_at <= ${now}::timestamptz
            and (held_until is null or held_until <= ${now}::timestamptz)
          order by due_at
          limit ${batchSize}
          for update skip locked
        ) due
        where s.order_id = due.order_id
        returning s.order_id, s.courier_id, s.drive_started_at`),
    );
  }

  private async step(simulation: ClaimedSimulation): Promise<void> {
    let outcome: StepOutcome;
    try {
      outcome = await this.advance(simulation);
    } catch (error) {
      // Someone else moved the order meanwhile (a 4xx), or the payment gateway is down: look
      // again later from wherever the order then stands.
      if (!(error instanceof ApiError) || error.statusCode >= 500) {
        this.options.log?.warn(
          { err: error, orderId: simulation.order_id },
          'simulator step failed',
        );
      }
      outcome = { inMs: this.options.stepMs };
    }
    const courierId = outcome.courierId === undefined ? simulation.courier_id : outcome.courierId;
    const driveStartedAt = outcome.driveStartedAt?.toISOString() ?? simulation.drive_started_at;
    await this.options.db.execute(sql`
      update demo_simulations
      set held_by = null, held_until = null,
          due_at = ${this.later(outcome.inMs)}::timestamptz,
          courier_id = ${courierId},
          drive_started_at = ${driveStartedAt === null ? null : new Date(driveStartedAt).toISOString()}::timestamptz,
          finished_at = ${outcome.finished ? this.now().toISOString() : null}::timestamptz
      where order_id = ${simulation.order_id} and held_by = ${this.processId}`);
  }

  /** One step from where the order stands now. */
  private async advance(simulation: ClaimedSimulation): Promise<StepOutcome> {
    const { orders, stepMs, positionMs } = this.options;
    const orderId = simulation.order_id;
    const order = await this.loadOrder(orderId);
    if (!order) return { inMs: 0, finished: true };
    const vendor = { latitude: order.vendor_latitude, longitude: order.vendor_longitude };
    const delivery = order.receipt_type === 'DELIVERY';
    // A courier dispatch or an operator gave the order is theirs to drive, not ours.
    const foreignCourier = order.courier_id !== null && order.courier_id !== simulation.courier_id;
    switch (order.status) {
      case 'WAITING_APPROVAL':
        await orders.move(orderId, 'APPROVED', 'vendor');
        if (!delivery) return { inMs: stepMs };
        // The courier comes at once, so dispatch never offers this order to anyone else.
        return { inMs: stepMs, courierId: await this.assignCourier(orderId, order, vendor) };
      case 'APPROVED':
        await orders.move(orderId, 'PREPARING', 'vendor');
        return { inMs: stepMs };
      case 'PREPARING': {
        if (!delivery) {
          await orders.move(orderId, 'READY', 'vendor');
          return { inMs: stepMs };
        }
        if (foreignCourier) return { inMs: 0, finished: true };
        const courierId = order.courier_id ?? (await this.assignCourier(orderId, order, vendor));
        // No demo courier serves the locality: the order waits for a real one.
        if (!courierId) return { inMs: 0, finished: true, courierId: null };
        await orders.move(orderId, 'ON_DELIVERY', 'courier');
        return { inMs: positionMs, courierId, driveStartedAt: this.now() };
      }
      case 'ON_DELIVERY': {
        if (foreignCourier) return { inMs: 0, finished: true };
        const started = simulation.drive_started_at
          ? new Date(simulation.drive_started_at)
          : this.now();
        const destination = order.address ?? vendor;
        const route = {
          from: vendor,
          to: { latitude: destination.latitude, longitude: destination.longitude },
          speedKmh: speedFor(orderId, this.options.speedKmh),
        };
        const point = positionAfter(route, this.now().getTime() - started.getTime());
        await moveCourier(this.options.db, orderId, { location: point.location });
        if (!point.arrived) return { inMs: positionMs, driveStartedAt: started };
        await orders.move(orderId, 'ARRIVED', 'courier');
        return { inMs: stepMs };
      }
      case 'ARRIVED':
        if (foreignCourier) return { inMs: 0, finished: true };
        await orders.move(orderId, 'COMPLETED', 'courier');
        return { inMs: 0, finished: true };
      case 'READY':
        await orders.move(orderId, 'COMPLETED', 'vendor');
        return { inMs: 0, finished: true };
      default:
        // Finished (or back to unpaid, which only a payment moves on): nothing left to play.
        return { inMs: 0, finished: true };
    }
  }

  private async loadOrder(orderId: string): Promise<SimulatedOrder | null> {
    const [order] = rowsOf<SimulatedOrder>(
      await this.options.db.execute(sql`
        select o.status, o.receipt_type, o.partner_id, o.locality_id, o.courier_id, o.address,
               v.latitude as vendor_latitude, v.longitude as vendor_longitude
        from orders o join vendors v on v.id = o.vendor_id
        where o.id = ${orderId}`),
    );
    return order ?? null;
  }

  /**
   * A demo courier of the order's locality (one who works everywhere if none does), not online
   * in the courier app (a real person's phone), the least busy first; they wait at the vendor.
   */
  private async assignCourier(
    orderId: string,
    order: SimulatedOrder,
    vendor: TrackingLocation,
  ): Promise<string | null> {
    // Someone else's courier already: the simulator drives none of its own.
    if (order.courier_id) return null;
    const [courier] = rowsOf<{ id: string }>(
      await this.options.db.execute(sql`
        select c.id from couriers c
        where c.partner_id = ${order.partner_id} and c.active
          and (c.locality_id = ${order.locality_id} or c.locality_id is null)
          and not exists (
            select 1 from courier_presence p where p.courier_id = c.id and p.online)
        order by (c.locality_id is null),
                 (select count(*) from orders busy
                  where busy.courier_id = c.id and busy.status in ${sql.raw(CARRYING)}),
                 c.phone
        limit 1`),
    );
    if (!courier) return null;
    // Under the order's lock: a courier who took the order from dispatch meanwhile keeps it.
    return this.options.db.transaction(async (tx) => {
      const [current] = rowsOf<{ courier_id: string | null }>(
        await tx.execute(sql`select courier_id from orders where id = ${orderId} for update`),
      );
      if (!current || current.courier_id !== null) return null;
      const moved = await moveCourier(tx, orderId, { location: vendor, courierId: courier.id });
      return moved === 'moved' ? courier.id : null;
    });
  }
}

/** Ticks in this process until it closes; the tick is short, so shutdown waits for it. */
export function scheduleDemoSimulator(
  app: FastifyInstance,
  simulator: DemoSimulator,
  everyMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    app.log.info(
      'demo simulator on: new orders are accepted, prepared and delivered by themselves',
    );
    timer = setInterval(() => {
      simulator
        .poll()
        .catch((error: unknown) => app.log.error({ err: error }, 'simulator tick failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await simulator.settled();
  });
}
