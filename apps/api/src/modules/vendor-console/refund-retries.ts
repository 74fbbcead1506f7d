/**
 * Tries again the part refunds of edited orders that the gateway refused or could not be reached
 * for (decision 019). Every process may run it, as the push outbox worker: a claim takes a batch
 * of due PENDING refunds with FOR UPDATE SKIP LOCKED and, in the same statement, moves their due
 * time a lease ahead and counts the try, then calls the gateway outside any transaction. So two
 * processes never call for the same refund at once, and one that dies mid-call leaves the refund
 * to the others once the lease is over. The edit's id is the refund's idempotency key, so a call
 * the gateway took but whose answer was lost is not paid out twice. A refusal waits twice as long
 * as the one before; after the configured number of tries the refund is FAILED, with the last
 * refusal kept for a person to settle.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { orderEdits } from '#api/db/schema/index.ts';
import { rowsOf } from '#api/db/per-connection.ts';
import type { PartRefunds } from './order-edits.ts';

export interface RefundRetriesOptions {
  db: Db;
  refunds: PartRefunds;
  /** Gateway calls per refund, the edit's own try included, before it is FAILED. */
  maxAttempts: number;
  /** The wait after the first refusal; each further one doubles it (at most an hour). */
  retryBaseMs: number;
  /** How long a claimed refund stays with its process before another may take it. */
  leaseMs?: number;
  batchSize?: number;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface RetryResult {
  refunded: number;
  retrying: number;
  failed: number;
}

interface ClaimedRefund {
  id: string;
  order_id: string;
  refund_amount: number;
  refund_attempts: number;
}

const LONGEST_WAIT_MS = 60 * 60 * 1000;
const ERROR_MAX = 500;

/**
 * The wait after the `retries`-th refused retry (the edit's own try is not one: the first retry
 * follows it at the next poll): the base, then twice as long each time, at most an hour.
 */
function refundRetryWaitMs(retryBaseMs: number, retries: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, retries - 1), LONGEST_WAIT_MS);
}

export class RefundRetries {
  private running: Promise<RetryResult> | null = null;

  constructor(private readonly options: RefundRetriesOptions) {}

  /** Tries every due refund, batch after batch, until none is left. */
  async drain(): Promise<RetryResult> {
    const total: RetryResult = { refunded: 0, retrying: 0, failed: 0 };
    const batchSize = this.options.batchSize ?? 20;
    for (;;) {
      const claimed = await this.claim(batchSize);
      for (const refund of claimed) total[await this.retry(refund)] += 1;
      if (claimed.length < batchSize) return total;
    }
  }

  /** A drain unless one is under way in this process (the timer calls this). */
  poll(): Promise<RetryResult> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for the drain under way (shutdown). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async claim(batchSize: number): Promise<ClaimedRefund[]> {
    const now = this.options.now();
    const leaseEnd = new Date(now.getTime() + (this.options.leaseMs ?? 60_000));
    const rows = rowsOf<ClaimedRefund>(
      await this.options.db.execute(sql`
        update order_edits e
        set refund_due_at = ${leaseEnd.toISOString()}::timestamptz,
            refund_attempts = e.refund_attempts + 1
        from (
          select id from order_edits
          where refund_status = 'PENDING' and refund_due_at <= ${now.toISOString()}::timestamptz
          order by refund_due_at, id
          limit ${batchSize}
          for update skip locked
        ) due
        where e.id = due.id
        returning e.id, e.order_id, e.refund_amount, e.refund_attempts`),
    );
    // Integers may come back as strings, depending on the driver.
    return rows.map((row) => ({
      ...row,
      refund_amount: Number(row.refund_amount),
      refund_attempts: Number(row.refund_attempts),
    }));
  }

  private async retry(refund: ClaimedRefund): Promise<keyof RetryResult> {
    const { db, refunds, maxAttempts, retryBaseMs, log } = this.options;
    let problem: string;
    try {
      const done = await refunds.refundPart(refund.order_id, refund.id, refund.refund_amount);
      if (done) {
        await db
          .update(orderEdits)
          .set({ refundStatus: 'REFUNDED', refundLastError: null })
          .where(eq(orderEdits.id, refund.id));
        return 'refunded';
      }
      // Edits come after the capture, so this is money taken back some other way meanwhile:
      // trying again cannot help.
      problem = 'no captured card payment to refund';
      await this.fail(refund, problem);
      return 'failed';
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (refund.refund_attempts >= maxAttempts) {
      await this.fail(refund, problem);
      return 'failed';
    }
    const dueAt = new Date(
      this.options.now().getTime() + refundRetryWaitMs(retryBaseMs, refund.refund_attempts - 1),
    );
    await db
      .update(orderEdits)
      .set({ refundDueAt: dueAt, refundLastError: problem.slice(0, ERROR_MAX) })
      .where(eq(orderEdits.id, refund.id));
    log?.warn(
      { orderId: refund.order_id, editId: refund.id, attempts: refund.refund_attempts },
      'part refund refused again; tried later',
    );
    return 'retrying';
  }

  private async fail(refund: ClaimedRefund, problem: string): Promise<void> {
    this.options.log?.warn(
      { orderId: refund.order_id, editId: refund.id, attempts: refund.refund_attempts, problem },
      'part refund given up: to be settled by hand',
    );
    await this.options.db
      .update(orderEdits)
      .set({ refundStatus: 'FAILED', refundLastError: problem.slice(0, ERROR_MAX) })
      .where(eq(orderEdits.id, refund.id));
  }
}

/**
 * Tries due refunds every `everyMs` in this process until it closes (0: never, for tests that
 * drain by hand). Every process may run it; the claim above keeps them apart.
 */
export function scheduleRefundRetries(
  app: FastifyInstance,
  retries: RefundRetries,
  everyMs: number,
) {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retries
        .poll()
        .catch((error: unknown) => app.log.error({ err: error }, 'refund retries failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await retries.settled();
  });
}
