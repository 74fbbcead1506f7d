import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ResilientPool } from './resilient-pool.ts';

/**
 * Issue 14 "Faults": a connection the database drops between the ORM's checkout and its BEGIN
 * must go back to the pool (and out of it), or each restart leaks one until none is left.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('ResilientPool', () => {
  let pool: ResilientPool | undefined;
  afterEach(async () => {
    await pool?.end();
  });

  it('gets back a connection dropped before BEGIN, so a pool of one keeps serving', async () => {
    pool = new ResilientPool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: 3_000,
    });
    pool.on('error', () => undefined);
    const db = drizzle(pool);
    let drop = true;
    pool.on('acquire', (client: pg.PoolClient) => {
      client.on('error', () => undefined);
      // The network drops the connection the moment it is handed out, once.
      if (drop) {
        drop = false;
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      }
    });

    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await expect.poll(() => pool?.connections()).toEqual({ total: 0, idle: 0, waiting: 0 });
    const answer = await db.transaction((tx) => tx.execute(sql`select 41 + 1 as value`));
    expect(answer.rows).toEqual([{ value: 42 }]);
    expect(pool.connections()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
