/**
 * A transaction that costs two database round trips fewer on PostgreSQL: BEGIN is written to the
 * socket together with the transaction's first statement, and COMMIT together with its last one
 * (`commitWith`), instead of each waiting for an answer of its own. Placement is a handful of
 * short statements, so these two waits were more than a quarter of its round trips; on loopback
 * every write also wakes the database, so fewer writes is less CPU on both sides.
 *
 * The statements still run one after the other in one transaction, as before: the connection is
 * put in node-postgres's pipeline mode only while this transaction holds it, and the two pairs are
 * corked into one socket write each. Why the pairs are safe:
 * - BEGIN then a statement: BEGIN on an idle pooled connection fails only when the connection
 *   itself is broken, and then the statement behind it fails too; so the statement never runs
 *   outside the transaction. The statement's answer also waits for BEGIN's, and either's error is
 *   the statement's error.
 * - the last statement then COMMIT: if the statement fails, PostgreSQL answers the COMMIT of the
 *   failed transaction by rolling it back, and the statement's error is what `commitWith` throws;
 *   if COMMIT fails, nothing was committed and its error is thrown.
 * PGlite (one in-process connection, no socket) runs the ORM's own transaction; `commitWith` then
 * simply runs the statement.
 */
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '#api/db/client.ts';

type QueryConfig = string | { text?: string };
type QueryResultLike = Pick<pg.QueryResult, 'command' | 'rowCount' | 'rows' | 'fields'>;

function statementText(config: QueryConfig): string {
  const text = typeof config === 'string' ? config : config.text;
  return (text ?? '').trim().toLowerCase();
}

const answered = (command: string): QueryResultLike => ({
  command,
  rowCount: null,
  rows: [],
  fields: [],
});

/**
 * One pooled connection as the ORM's transaction sees it: `query` is all the ORM calls. Kept per
 * connection (not per transaction) so that statements built once per connection
 * (per-connection.ts) are found again on the next checkout.
 */
class PipelinedConnection {
  /** BEGIN, written to the corked socket and not yet sent: it leaves with the next statement. */
  private begin: Promise<unknown> | null = null;
  /** The last statement and COMMIT, once sent by `commitWith`. */
  private finished: Promise<unknown> | null = null;
  /** Statements handed to node-postgres during this transaction (see `commitWith`). */
  private submitted = 0;

  constructor(readonly client: pg.PoolClient) {}

  /**
   * node-postgres's pipeline mode (a client option since 8.2x, read on every query): a statement
   * is written without waiting for the answer to the one before.
   */
  private set pipeline(on: boolean) {
    (this.client as unknown as { pipeline: boolean }).pipeline = on;
  }

  /** Before the transaction: pipeline mode, so a statement goes out before the last is answered. */
  open(): void {
    this.begin = null;
    this.finished = null;
    this.submitted = 0;
    this.pipeline = true;
  }

  /** After it: back to a plain connection; false when the socket was left in an unknown state. */
  close(): boolean {
    const clean = this.begin === null && this.client.getTransactionStatus() === 'I';
    if (this.begin !== null) this.uncork();
    this.begin = null;
    this.finished = null;
    this.pipeline = false;
    return clean;
  }

  query(config: QueryConfig, values?: unknown[]): Promise<unknown> {
    const text = statementText(config);
    if (this.finished) {
      // The ORM's own COMMIT (or ROLLBACK after a failure) once `commitWith` has ended the
      // transaction: already done, on the server as here.
      if (text === 'commit' || text === 'rollback') {
        return this.finished.then(
          () => answered(text.toUpperCase()),
          () => answered('ROLLBACK'),
        );
      }
      return Promise.reject(new Error('a statement after the transaction was committed'));
    }
    if (text === 'begin' && this.begin === null && this.submitted === 0) {
      this.cork();
      this.begin = this.send(config, values);
      // Its failure is reported with the statement it travels with.
      this.begin.catch(() => undefined);
      return Promise.resolve(answered('BEGIN'));
    }
    this.submitted += 1;
    const answer = this.send(config, values);
    return this.withBegin(answer);
  }

  /**
   * Sends the statement `send` makes and COMMIT in one write; answers the statement's result once
   * both are answered. `send` must hand its statement to the connection at once (a prepared
   * statement's `execute` does); if it did not, the statement is awaited before COMMIT is sent.
   */
  async commitWith<T>(send: () => Promise<T>): Promise<T> {
    const before = this.submitted;
    this.cork();
    let sent: Promise<T>;
    try {
      sent = send();
    } catch (error) {
      this.uncork();
      throw error;
    }
    if (this.submitted === before) {
      this.uncork();
      const result = await sent;
      await this.query('commit');
      return result;
    }
    const commit = this.send('commit');
    this.uncork();
    const both = Promise.all([sent, commit]).then(([result]) => result);
    this.finished = both;
    both.catch(() => undefined);
    return both;
  }

  /** Hands a statement to node-postgres, which writes it at once in pipeline mode. */
  private send(config: QueryConfig, values?: unknown[]): Promise<unknown> {
    const query = this.client.query.bind(this.client) as (
      config: QueryConfig,
      values?: unknown[],
    ) => Promise<unknown>;
    return query(config, values);
  }

  /**
   * Sends the statement `first` makes and, right behind it, the one `next` makes, in one write.
   * `next` is sent only if `first` handed its statement to the connection at once: the database
   * must run them in this order.
   */
  sendAhead<A, B>(first: () => Promise<A>, next: () => Promise<B>) {
    const before = this.submitted;
    this.cork();
    try {
      const firstAnswer = first();
      const nextAnswer = this.submitted > before ? next() : null;
      // Unused when `first` fails or makes the work stop; its failure then is not the one to report.
      nextAnswer?.catch(() => undefined);
      return { firstAnswer, nextAnswer };
    } finally {
      this.uncork();
    }
  }

  private withBegin(answer: Promise<unknown>): Promise<unknown> {
    const begun = this.begin;
    if (begun === null) return answer;
    this.begin = null;
    this.uncork();
    return Promise.all([begun, answer]).then(([, result]) => result);
  }

  private get socket() {
    // Every pooled client is a pg.Client; the pool's type only promises the common base.
    return (this.client as unknown as pg.Client).connection.stream;
  }

  private cork() {
    this.socket.cork();
  }

  private uncork() {
    this.socket.uncork();
  }
}

const byClient = new WeakMap<pg.PoolClient, PipelinedConnection>();

/** The ORM session's parts a transaction session on one connection is made of. */
interface SessionParts {
  client: pg.Pool;
  dialect: unknown;
  options: unknown;
}

/** Runs `work` in one transaction; on PostgreSQL with BEGIN and COMMIT pipelined (see above). */
export async function pipelinedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const session = db._.session;
  if (!is(session, NodePgSession)) return db.transaction((tx) => work(tx));
  const parts = session as unknown as SessionParts;
  const client = await parts.client.connect();
  let connection = byClient.get(client);
  if (!connection) {
    connection = new PipelinedConnection(client);
    byClient.set(client, connection);
  }
  // A session over this one connection: its transaction() sends BEGIN, COMMIT and ROLLBACK
  // through `connection` and leaves the release to us. It has no schema: the ORM would build a
  // relational query builder per table for every transaction (`tx.query`, used by no statement
  // of these transactions), a cost that showed in the profile of cart writes.
  const onConnection = new NodePgSession(
    connection as unknown as pg.PoolClient,
    parts.dialect as never,
    undefined,
    parts.options as never,
  );
  connection.open();
  let failure: Error | undefined;
  try {
    return await onConnection.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    const clean = connection.close();
    // A connection left mid-transaction or with unsent bytes is not given to anyone else.
    client.release(clean ? undefined : (failure ?? new Error('transaction left unfinished')));
  }
}

/**
 * Runs the transaction's last statement (made by `send`) and commits, in one round trip where the
 * transaction is pipelined; elsewhere runs it and leaves the commit to the transaction's end.
 * Nothing may be sent on `tx` afterwards.
 */
export function commitWith<T>(tx: Db, send: () => Promise<T>): Promise<T> {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof PipelinedConnection) return client.commitWith(send);
  return send();
}

/**
 * Sends the statement `first` makes and the one `next` makes right behind it, in one round trip
 * where the transaction is pipelined (both must hand their statement to the connection at once,
 * as a prepared statement's `execute` does); answers `first`'s result and a way to get `next`'s.
 * Elsewhere `next` runs only when its result is asked for. The database runs them in this order
 * either way, so locks are taken as if each had been awaited in turn.
 */
export async function sendAhead<A, B>(
  tx: Db,
  first: () => Promise<A>,
  next: () => Promise<B>,
): Promise<{ first: A; next: () => Promise<B> }> {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof PipelinedConnection)) return { first: await first(), next };
  const { firstAnswer, nextAnswer } = client.sendAhead(first, next);
  return { first: await firstAnswer, next: () => nextAnswer ?? next() };
}
