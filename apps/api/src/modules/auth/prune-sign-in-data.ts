import { lt, or } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  authRateCounters,
  courierSessions,
  customerSessions,
  phoneConfirmations,
} from '#api/db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops what no longer counts for anything: counter windows over 2 days old (the longest window
 * is a day), codes expired a day ago, sessions a day past their expiry or revocation.
 */
export async function pruneSignInData(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const counters = await db
    .delete(authRateCounters)
    .where(lt(authRateCounters.windowStart, new Date(now.getTime() - 2 * DAY_MS)))
    .returning({ bucket: authRateCounters.bucket });
  const codes = await db
    .delete(phoneConfirmations)
    .where(lt(phoneConfirmations.expiresAt, dayAgo))
    .returning({ id: phoneConfirmations.id });
  const customerRows = await db
    .delete(customerSessions)
    .where(or(lt(customerSessions.expiresAt, dayAgo), lt(customerSessions.revokedAt, dayAgo)))
    .returning({ id: customerSessions.id });
  const courierRows = await db
    .delete(courierSessions)
    .where(or(lt(courierSessions.expiresAt, dayAgo), lt(courierSessions.revokedAt, dayAgo)))
    .returning({ id: courierSessions.id });
  return counters.length + codes.length + customerRows.length + courierRows.length;
}
