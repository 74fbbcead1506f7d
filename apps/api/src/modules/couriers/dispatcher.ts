/**
 * Dispatch: each delivery that needs a courier is offered to the nearest online courier who is
 * free, one courier at a time. An offer that is refused, or not answered before it lapses, goes
 * to the next nearest; nobody is asked about the same order twice. Orders that got a courier
 * another way (the demo simulator, an operator) or stopped needing one withdraw their offer.
 *
 * Every server process runs the same tick. Each claims its orders with FOR UPDATE SKIP LOCKED
 * and the courier it offers to the same way, so two ticks never work on one order or one courier
 * at once; the partial unique indexes (one open offer per order, one per courier) back that up
 * if two ticks read before either commits.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { CARRIED_STATUSES, DISPATCHABLE_STATUSES, haversineSql } from './dispatch-rules.ts';
import { isUniqueViolation, rowsOf } from './sql-rows.ts';

export interface DispatcherOptions {
  db: Db;
  now: () => Date;
  /** How long a courier has to answer an offer before it goes to the next one. */
  offerTimeoutMs: number;
  /** Orders claimed per transaction; a tick repeats until none is left. */
  batchSize?: number;
}

export interface TickResult {
  /** Offers closed because they lapsed or their order no longer needs them. */
  closed: number;
  offered: number;
}

interface ClaimedOrder {
  id: string;
  partner_id: string;
  locality_id: string;
  vendor_latitude: number;
  vendor_longitude: number;
}

interface NearestCourier {
  courier_id: string;
  distance: number | string;
}

const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));

export class Dispatcher {
  private running: Promise<TickResult> | null = null;
  private again = false;
  /** Where a failed tick is reported; the app's logger once scheduleDispatch has run. */
  log: FastifyInstance['log'] | null = null;

  constructor(private readonly options: DispatcherOptions) {}

  /** One pass: close what lapsed, then offer every waiting order that has a free courier. */
  async tick(): Promise<TickResult> {
    const now = this.options.now();
    const closed = await this.closeOffers(now);
    let offered = 0;
    // Orders a pass found no courier for are left alone until the next tick.
    const passed: string[] = [];
    for (;;) {
      const batch = await this.offerBatch(now, passed);
      offered += batch.offered;
      passed.push(...batch.claimed);
      if (batch.claimed.length < (this.options.batchSize ?? 20)) break;
    }
    return { closed, offered };
  }

  /**
   * Offers one order now, without waiting for the timer: a vendor's accept calls it so the
   * nearest courier hears at once. Only this order is claimed, so the caller waits for one small
   * transaction; an order a running tick holds (SKIP LOCKED) or with no free courier is left to
   * the ticks, which stay the fallback. True when an offer was made.
   */
  async offerNow(orderId: string): Promise<boolean> {
    const batch = await this.offerBatch(this.options.now(), [], orderId);
    return batch.offered > 0;
  }

  /**
   * Runs a tick soon, without waiting for it: after a refusal or a courier going online the
   * next courier should not wait for the timer. Kicks during a tick run one more tick after it.
   */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick();
    this.running
      .catch((error: unknown) => this.log?.error({ err: error }, 'dispatch tick failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for a kicked tick (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async closeOffers(now: Date): Promise<number> {
    const lapsed = rowsOf<{ id: string }>(
      await this.options.db.execute(sql`
        update delivery_offers set status = 'EXPIRED', answered_at = ${now.toISOString()}::timestamptz
        where status = 'PENDING' and expires_at <= ${now.toISOString()}::timestamptz
        returning id`),
    );
    const withdrawn = rowsOf<{ id: string }>(
      await this.options.db.execute(sql`
        update delivery_offers d set status = 'WITHDRAWN', answered_at = ${now.toISOString()}::timestamptz
        from orders o
        where d.status = 'PENDING' and o.id = d.order_id
          and (o.courier_id is not null or o.status not in (${statusList(DISPATCHABLE_STATUSES)}))
        returning d.id`),
    );
    return lapsed.length + withdrawn.length;
  }

  private async offerBatch(
    now: Date,
    passed: readonly string[],
    onlyOrderId?: string,
  ): Promise<{ claimed: string[]; offered: number }> {
    const { db, offerTimeoutMs } = this.options;
    const expiresAt = new Date(now.getTime() + offerTimeoutMs);
    return db.transaction(async (tx) => {
      const claimed = rowsOf<ClaimedOrder>(
        await tx.execute(sql`
          select o.id, o.partner_id, o.locality_id,
                 v.latitude as vendor_latitude, v.longitude as vendor_longitude
          from orders o
          join vendors v on v.id = o.vendor_id
          where o.receipt_type = 'DELIVERY'
            and o.status in (${statusList(DISPATCHABLE_STATUSES)})
            and o.courier_id is null
            and not exists (
              select 1 from delivery_offers d where d.order_id = o.id and d.status = 'PENDING')
            and o.id <> all(${`{${passed.join(',')}}`}::uuid[])
            ${onlyOrderId === undefined ? sql`` : sql`and o.id = ${onlyOrderId}::uuid`}
          order by o.created_at, o.id
          limit ${this.options.batchSize ?? 20}
          for update of o skip locked`),
      );
      let offered = 0;
      for (const order of claimed) {
        try {
          // A savepoint per order: a courier another tick took meanwhile fails this one only.
          const done = await tx.transaction(async (one) => {
            const [courier] = rowsOf<NearestCourier>(
              await one.execute(sql`
                select p.courier_id, ${sql.raw(
                  haversineSql('p.latitude', 'p.longitude', 'v.lat', 'v.lng'),
                )} as distance
                from courier_presence p
                join couriers c on c.id = p.courier_id
                cross join (select ${order.vendor_latitude}::float8 as lat,
                                   ${order.vendor_longitude}::float8 as lng) v
                where p.online and p.latitude is not null and p.longitude is not null
                  and c.active and c.partner_id = ${order.partner_id}
                  and (c.locality_id is null or c.locality_id = ${order.locality_id})
                  and not exists (
                    select 1 from delivery_offers d
                    where d.courier_id = p.courier_id
                      and (d.order_id = ${order.id} or d.status = 'PENDING'))
                  and not exists (
                    select 1 from orders busy
                    where busy.courier_id = p.courier_id
                      and busy.status in (${statusList(CARRIED_STATUSES)}))
                order by distance, p.courier_id
                limit 1
                for update of p skip locked`),
            );
            if (!courier) return false;
            await one.execute(sql`
              insert into delivery_offers (order_id, courier_id, distance_meters, created_at, expires_at)
              values (${order.id}, ${courier.courier_id}, ${Number(courier.distance)}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)`);
            return true;
          });
          if (done) offered += 1;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return { claimed: claimed.map((order) => order.id), offered };
    });
  }
}

/**
 * Runs a tick every `everyMs` in this process until it closes (0: never, for tests that drive
 * ticks themselves). Every process may run it; the locks above keep them apart.
 */
export function scheduleDispatch(app: FastifyInstance, dispatcher: Dispatcher, everyMs: number) {
  dispatcher.log = app.log;
  let timer: NodeJS.Timeout | undefined;
  if (everyMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => dispatcher.kick(), everyMs);
      timer.unref();
    });
  }
  // A kicked tick (after a refusal, say) finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await dispatcher.settled();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's dispatch, so tests and tools can run or await a tick. */
    dispatcher: Dispatcher;
  }
}
