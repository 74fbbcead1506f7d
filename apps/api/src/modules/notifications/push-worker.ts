/**
 * Sends what the push outbox holds. Every process may run a worker: each claims a batch with
 * FOR UPDATE SKIP LOCKED and, in the same statement, moves the rows' due time a lease ahead and
 * counts the attempt, then sends outside any transaction. So two workers never hold the same
 * row, a slow provider never holds a database lock, and a worker that dies mid-send leaves its
 * rows to the others once the lease is over (a device may then get a notification twice, never
 * none). A failed send is tried again after a wait that doubles each time, and given up after
 * the configured number of tries; a device the provider says is gone loses its token.
 */
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderStatus } from '@souk/core';
import { isOrderStatus } from '@souk/core';
import type { Locale } from '@souk/core/locales';
import { isSupportedLocale } from '@souk/core/locales';
import type { Db } from '#api/db/client.ts';
import {
  customerSessions,
  customers,
  localities,
  orders,
  pushOutbox,
} from '#api/db/schema/index.ts';
import { rowsOf } from '#api/db/per-connection.ts';
import type { PushNotifier } from './push-message.ts';
import { orderDeepLink } from './push-message.ts';
import { orderPushText } from './push-texts.ts';

export interface PushWorkerOptions {
  db: Db;
  notifier: PushNotifier;
  maxAttempts: number;
  /** The wait after the first failure; each further one doubles it (at most an hour). */
  retryBaseMs: number;
  /** How long a claimed row stays with its worker before another may take it. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  gaveUp: number;
}

interface ClaimedRow {
  id: string | number;
  order_id: string;
  customer_id: string;
  status: string;
  attempts: number;
  delivered_tokens: string[];
}

const LONGEST_WAIT_MS = 60 * 60 * 1000;

export class PushWorker {
  private running: Promise<DrainResult> | null = null;

  constructor(private readonly options: PushWorkerOptions) {}

  /** Sends every due notification, batch after batch, until none is left. */
  async drain(): Promise<DrainResult> {
    const total: DrainResult = { sent: 0, retrying: 0, gaveUp: 0 };
    const batchSize = this.options.batchSize ?? 20;
    for (;;) {
      const claimed = await this.claim(batchSize);
      for (const row of claimed) total[await this.deliver(row)] += 1;
      if (claimed.length < batchSize) return total;
    }
  }

  /** A drain unless one is under way in this process (the poller calls this). */
  poll(): Promise<DrainResult> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for the drain under way (shutdown). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private now(): Date {
    return (this.options.now ?? (() => new Date()))();
  }

  private async claim(batchSize: number): Promise<ClaimedRow[]> {
    const now = this.now();
    const leaseEnd = new Date(now.getTime() + (this.options.leaseMs ?? 60_000));
    return rowsOf<ClaimedRow>(
      await this.options.db.execute(sql`
        update push_outbox p
        set due_at = ${leaseEnd.toISOString()}::timestamptz, attempts = p.attempts + 1
        from (
          select id from push_outbox
          where sent_at is null and gave_up_at is null
            and due_at <= ${now.toISOString()}::timestamptz
          order by due_at, id
          limit ${batchSize}
          for update skip locked
        ) due
        where p.id = due.id
        returning p.id, p.order_id, p.customer_id, p.status, p.attempts, p.delivered_tokens`),
    );
  }

  private async deliver(row: ClaimedRow): Promise<keyof DrainResult> {
    const { db, notifier, log } = this.options;
    const id = Number(row.id);
    const status = row.status;
    const about = await this.orderAbout(row.order_id);
    if (!about || !isOrderStatus(status)) {
      // The order or its customer is gone: nobody is left to notify.
      await db.update(pushOutbox).set({ sentAt: this.now() }).where(eq(pushOutbox.id, id));
      return 'sent';
    }
    const delivered = [...row.delivered_tokens];
    const gone: string[] = [];
    const errors: string[] = [];
    const message = this.messageFor(about, row.order_id, status);
    for (const token of await this.tokensOf(row.customer_id)) {
      if (delivered.includes(token)) continue;
      try {
        const result = await notifier.send({ token, ...message });
        if (result === 'sent') delivered.push(token);
        else gone.push(token);
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    if (gone.length > 0) {
      await db
        .update(customerSessions)
        .set({ fcmToken: null })
        .where(
          and(
            eq(customerSessions.customerId, row.customer_id),
            inArray(customerSessions.fcmToken, gone),
          ),
        );
    }
    const now = this.now();
    if (errors.length === 0) {
      await db
        .update(pushOutbox)
        .set({ sentAt: now, deliveredTokens: delivered, lastError: null })
        .where(eq(pushOutbox.id, id));
      return 'sent';
    }
    const lastError = errors.join('; ').slice(0, 500);
    if (row.attempts >= this.options.maxAttempts) {
      log?.warn({ pushId: id, orderId: row.order_id, lastError }, 'push notification given up');
      await db
        .update(pushOutbox)
        .set({ gaveUpAt: now, deliveredTokens: delivered, lastError })
        .where(eq(pushOutbox.id, id));
      return 'gaveUp';
    }
    const waitMs = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), LONGEST_WAIT_MS);
    await db
      .update(pushOutbox)
      .set({ dueAt: new Date(now.getTime() + waitMs), deliveredTokens: delivered, lastError })
      .where(eq(pushOutbox.id, id));
    return 'retrying';
  }

  private messageFor(about: OrderAbout, orderId: string, status: OrderStatus) {
    const text = orderPushText(about.locale, status, about);
    return {
      ...text,
      data: {
        type: 'ORDER_STATUS_UPDATE' as const,
        orderID: orderId,
        status,
        link: orderDeepLink(about.locale, orderId, status),
      },
    };
  }

  /** The order's number and vendor, and the customer's language (else the locality's). */
  private async orderAbout(orderId: string): Promise<OrderAbout | null> {
    const [found] = await this.options.db
      .select({
        number: orders.number,
        vendorName: orders.vendorName,
        customerLang: customers.lang,
        localityLang: localities.lang,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(localities, eq(localities.id, orders.localityId))
      .where(eq(orders.id, orderId));
    if (!found) return null;
    const locale = [found.customerLang, found.localityLang].find(isSupportedLocale) ?? 'en';
    return { number: found.number, vendorName: found.vendorName, locale };
  }

  /** The push tokens of the customer's live sessions, one per device. */
  private async tokensOf(customerId: string): Promise<string[]> {
    const rows = await this.options.db
      .selectDistinct({ token: customerSessions.fcmToken })
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.customerId, customerId),
          isNotNull(customerSessions.fcmToken),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, this.now()),
        ),
      );
    return rows.flatMap((row) => (row.token ? [row.token] : []));
  }
}

interface OrderAbout {
  number: number;
  vendorName: string;
  locale: Locale;
}

/**
 * Drains the outbox every `everyMs` in this process until it closes (0: never, for tests that
 * drain by hand). Every process may run it; the claim above keeps them apart.
 */
export function schedulePushWorker(app: FastifyInstance, worker: PushWorker, everyMs: number) {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      worker.poll().catch((error: unknown) => app.log.error({ err: error }, 'push drain failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await worker.settled();
  });
}
