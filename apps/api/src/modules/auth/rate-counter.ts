import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { authRateCounters } from '#api/db/schema/index.ts';

/**
 * Fixed-window counters in the database: limits hold across restarts and across processes.
 * `hit` adds one and returns the new count for the window that contains `now`.
 */
export class RateCounter {
  constructor(private readonly db: Db) {}

  async hit(bucket: string, windowMs: number, now: Date): Promise<number> {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await this.db
      .insert(authRateCounters)
      .values({ bucket, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [authRateCounters.bucket, authRateCounters.windowStart],
        set: { count: sql`${authRateCounters.count} + 1` },
      })
      .returning({ count: authRateCounters.count });
    return row?.count ?? 1;
  }

  async current(bucket: string, windowMs: number, now: Date): Promise<number> {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const rows = await this.db
      .select({ count: authRateCounters.count })
      .from(authRateCounters)
      .where(
        and(eq(authRateCounters.bucket, bucket), eq(authRateCounters.windowStart, windowStart)),
      );
    return rows[0]?.count ?? 0;
  }

  /** Windows older than `before` count for nothing any more. */
  async prune(before: Date): Promise<void> {
    await this.db.delete(authRateCounters).where(lt(authRateCounters.windowStart, before));
  }
}
