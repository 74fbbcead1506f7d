import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';

type Thunks = readonly (() => Promise<unknown>)[];
type Results<T extends Thunks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on the pool, one after another inside a transaction: a
 * transaction is one connection, and node-postgres will stop queueing queries sent to a busy one.
 */
/** True inside `db.transaction(...)`: one connection, one query at a time. */
export function inTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

export async function queryAll<T extends Thunks>(db: Db, thunks: T): Promise<Results<T>> {
  if (!inTransaction(db)) {
    return (await Promise.all(thunks.map((thunk) => thunk()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const thunk of thunks) results.push(await thunk());
  return results as Results<T>;
}
