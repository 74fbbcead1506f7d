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
import { perConnection } from '#api/db/per-connection.ts';
import { idempotencyKeyReused } from './order-errors.ts';
import { commitWith, sendAhead } from '#api/db/pipelined-transaction.ts';

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
 * Claims the key: inserts it, or takes over an expired one (its old request and answer are
 * forgotten), in one statement. A key in use by an unfinished transaction makes this wait for
 * it; a live key is left as it is and not returned.
 */
function buildClaim(tx: Db) {
  return tx
    .insert(idempotencyKeys)
    .values({
      customerId: sql.placeholder('customerId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('fingerprint'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.customerId, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.${sql.identifier(idempotencyKeys.requestHash.name)}`,
        createdAt: sql`excluded.${sql.identifier(idempotencyKeys.createdAt.name)}`,
        responseStatus: null,
        responseBody: null,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < ${sql.placeholder('expiredBefore')}::timestamptz`,
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim');
}

function buildStoreAnswer(tx: Db) {
  return tx
    .update(idempotencyKeys)
    .set({
      responseStatus: sql`${sql.placeholder('status')}::integer`,
      responseBody: sql`${sql.placeholder('body')}::jsonb`,
    })
    .where(
      and(
        eq(idempotencyKeys.customerId, sql.placeholder('customerId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_answer');
}

/**
 * Runs `work` once per (customer, key) inside transaction `tx`. Answers the stored answer when
 * the key was used before with the same fingerprint. `sendAlong` is the work's first statement:
 * it is sent with the key's claim, and the work reads its answer from `sentAlong()`. Storing a
 * fresh answer ends `tx`: it is committed with it (`commitWith`), so nothing may be sent on `tx`
 * after this.
 */
export async function onceForKey<Along>(
  tx: Db,
  scope: { customerId: string; key: string; fingerprint: string; now: Date },
  work: (sentAlong: () => Promise<Along>) => Promise<{ status: number; body: unknown }>,
  sendAlong: () => Promise<Along>,
): Promise<StoredAnswer> {
  const { customerId, key, fingerprint, now } = scope;
  const claim = perConnection(tx, 'idempotency_claim', () => buildClaim(tx));
  // The work's first statement travels right behind the claim; the database runs it after the
  // claim, as if awaited in turn. A replay does not read its answer (placement's cart lock, then
  // held by the replay until it commits, as a refused placement holds it).
  const { first: claimed, next: sentAlong } = await sendAhead(
    tx,
    () =>
      claim.execute({
        customerId,
        key,
        fingerprint,
        now,
        // A key older than its lifetime is free again.
        expiredBefore: new Date(now.getTime() - TTL_MS).toISOString(),
      }),
    sendAlong,
  );
  if (claimed.length === 0) {
    const mine = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));
    const [stored] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
    if (!stored || stored.responseStatus === null) {
      throw new Error('idempotency key row vanished or has no answer after its transaction');
    }
    if (stored.requestHash !== fingerprint) throw idempotencyKeyReused();
    return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
  }
  const answer = await work(sentAlong);
  // Storing the answer is the transaction's last statement: it goes with COMMIT.
  const storeAnswer = perConnection(tx, 'idempotency_answer', () => buildStoreAnswer(tx));
  await commitWith(tx, () =>
    storeAnswer.execute({
      customerId,
      key,
      status: answer.status,
      body: JSON.stringify(answer.body),
    }),
  );
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
