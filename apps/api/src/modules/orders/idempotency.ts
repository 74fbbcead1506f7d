/**
 * Idempotency keys, with Stripe's semantics: the first request with a key runs; a later one with
 * the same key and the same body gets the first answer again (marked Idempotent-Replayed); the
 * same key with another body is refused; keys are forgotten after 24 hours.
 *
 * The key row is written inside the transaction that does the work. A second request with the
 * same key therefore waits on that row until the first commits (and then replays its answer) or
 * rolls back (and then runs itself). No "in progress" state is ever left behind: a server
 * killed mid-request leaves neither the work nor the key, so a retry simply runs again.
 * Refusals (4xx) roll back with the key, so fixing the cart and retrying with the same key works.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { idempotencyKeys } from '#api/db/schema/index.ts';
import { idempotencyKeyReused } from './order-errors.ts';

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Sorted keys, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

/**
 * Runs `work` once per (customer, key) inside transaction `tx`. Answers the stored answer when
 * the key was used before with the same fingerprint.
 */
export async function onceForKey(
  tx: Db,
  scope: { customerId: string; key: string; fingerprint: string; now: Date },
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<StoredAnswer> {
  const { customerId, key, fingerprint, now } = scope;
  const mine = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));
  // An expired key is free again.
  await tx
    .delete(idempotencyKeys)
    .where(and(mine, lt(idempotencyKeys.createdAt, new Date(now.getTime() - TTL_MS))));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash: fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
    if (!stored || stored.responseStatus === null) {
      throw new Error('idempotency key row vanished or has no answer after its transaction');
    }
    if (stored.requestHash !== fingerprint) throw idempotencyKeyReused();
    return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
  }
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseBody: sql`${JSON.stringify(answer.body)}::jsonb`,
    })
    .where(mine);
  return { ...answer, replayed: false };
}

/** Drops keys past their 24 hours (run hourly); answers how many went. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
