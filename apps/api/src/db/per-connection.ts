/**
 * Statements built once per pooled connection and named, so that PostgreSQL parses and plans
 * them once per connection and the ORM renders their SQL once. A transaction's queries run on
 * its own connection (the session's client), which later transactions get again from the pool.
 * PGlite hands each transaction a fresh client: there a statement is simply built per use.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';

const builtByConnection = new WeakMap<object, Map<string, unknown>>();

function connectionOf(tx: Db): object | null {
  const session = (tx as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  return typeof client === 'object' && client !== null ? client : null;
}

/** `build()` once per connection of `tx` and name; `name` must always build the same statement. */
export function perConnection<T>(tx: Db, name: string, build: () => T): T {
  const connection = connectionOf(tx);
  if (!connection) return build();
  let built = builtByConnection.get(connection);
  if (!built) {
    built = new Map();
    builtByConnection.set(connection, built);
  }
  if (!built.has(name)) built.set(name, build());
  return built.get(name) as T;
}

const dialect = new PgDialect();

/**
 * Raw SQL (with `sql.placeholder`s, or `sql.param(sql.placeholder(…), column)` to encode a value
 * as that column does) as a named prepared statement on `tx`'s connection. Its rows come back as
 * the driver gives them: column names as written, no mapping.
 */
export function preparedSql(tx: Db, name: string, build: () => SQL) {
  return perConnection(tx, name, () =>
    tx._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
}

/** The rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('the statement answered no rows array');
  return rows as T[];
}
