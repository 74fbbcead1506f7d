/**
 * Placement's transaction (pipelined-transaction.ts): on PostgreSQL BEGIN leaves with the first
 * statement and COMMIT with the last, in one socket write each, and the transaction stays one
 * transaction: all of it commits or none of it does, whichever statement fails. Issue 12 "Speed"
 * (round trips of a placement) under issue 12 part 1's rule that placement is one transaction.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#api/db/client.ts';
import type { Db } from '#api/db/client.ts';
import { preparedSql, rowsOf } from './per-connection.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { commitWith, pipelinedTransaction } from './pipelined-transaction.ts';

const insertProbe = (db: Db, id: number) =>
  db.execute(sql`insert into pipelined_probe (id) values (${id})`).then(() => undefined);

/** A named statement, handed to the connection as soon as it is executed. */
const preparedInsert = (tx: Db, name: string) =>
  preparedSql(
    tx,
    name,
    () => sql`insert into pipelined_probe (id) values (${sql.placeholder('id')})`,
  );

/** The database's own message: the ORM wraps it as the cause of its "Failed query" error. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('expected the transaction to fail');
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe.each(testTargets)('placement transaction on %s', (target) => {
  let database: Database;
  const ids = async () =>
    rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from pipelined_probe order by id`),
    ).map((row) => Number(row.id));

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await database.db.execute(sql`create table pipelined_probe (id integer primary key)`);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.db.execute(sql`delete from pipelined_probe`);
  });
  afterAll(() => database.close());

  it('commits every statement, the last one sent with COMMIT (issue 12 part 1: one transaction)', async () => {
    const answer = await pipelinedTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into pipelined_probe (id) values (1)`);
      await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 2 }));
      return 'placed';
    });
    expect(answer).toBe('placed');
    expect(await ids()).toEqual([1, 2]);
  });

  it('a failing last statement rolls the whole transaction back and is the error thrown', async () => {
    const placing = pipelinedTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into pipelined_probe (id) values (3)`);
      // 3 again: a unique violation in the statement that travels with COMMIT.
      await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 3 }));
    });
    expect(await failureOf(placing)).toMatch(/duplicate key/);
    expect(await ids()).toEqual([]);
  });

  it('a failure in the middle rolls back, and the connection serves the next transaction', async () => {
    const failing = pipelinedTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into pipelined_probe (id) values (4)`);
      await tx.execute(sql`select 1 / 0`);
    });
    expect(await failureOf(failing)).toMatch(/division by zero/);
    expect(await ids()).toEqual([]);
    // Every pooled connection is used again, pipelined or not.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pipelinedTransaction(database.db, async (tx) => {
          await tx.execute(sql`select pg_sleep(0.01)`);
          await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 10 + i }));
        }),
      ),
    );
    // And so is every connection of the pool outside placement.
    await Promise.all(Array.from({ length: 8 }, (_, i) => insertProbe(database.db, 20 + i)));
    expect((await ids()).length).toBe(16);
  });

  it('a refusal thrown before any statement leaves nothing and no open transaction', async () => {
    const refused = pipelinedTransaction(database.db, async () => {
      throw new Error('cart not orderable');
    });
    await expect(refused).rejects.toThrow('cart not orderable');
    await pipelinedTransaction(database.db, async (tx) => {
      await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 5 }));
    });
    expect(await ids()).toEqual([5]);
  });

  it('a last statement the ORM sends later still commits before the answer', async () => {
    await pipelinedTransaction(database.db, async (tx) => {
      await commitWith(tx, () =>
        tx.execute(sql`insert into pipelined_probe (id) values (6)`).then(() => undefined),
      );
    });
    expect(await ids()).toEqual([6]);
  });

  it.runIf(target === 'postgres')(
    'three statements take three socket writes, not five: BEGIN and COMMIT ride along (issue 12 "Speed")',
    async () => {
      // Warm up: the named statement is parsed once per connection.
      await pipelinedTransaction(database.db, async (tx) => {
        await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 100 }));
      });
      // What the socket hands the kernel: one call per write, however many messages it holds.
      const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', () => void>;
      const writes = [vi.spyOn(socket, '_write'), vi.spyOn(socket, '_writev')];
      const count = () => writes.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      const before = count();
      await pipelinedTransaction(database.db, async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
        await commitWith(tx, () => preparedInsert(tx, 'probe_insert').execute({ id: 101 }));
      });
      expect(count() - before).toBe(3);
      const plain = count();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
        await preparedInsert(tx, 'probe_insert').execute({ id: 102 });
      });
      // The ORM's own transaction: BEGIN, three statements and COMMIT each in a write.
      expect(count() - plain).toBe(5);
      expect(await ids()).toEqual([100, 101, 102]);
    },
  );
});
