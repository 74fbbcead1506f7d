/**
 * DATABASE_POOL_SIZE bounds the connections one server process holds to PostgreSQL for
 * requests (docs/deploy.md sizes PostgreSQL's max_connections from it): more queries at once
 * than the pool holds wait for a connection instead of opening another.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config/config.ts';
import { openConfiguredDatabase } from './open-from-config.ts';
import { sql } from 'drizzle-orm';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the configured PostgreSQL pool', () => {
  it('holds at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
    const config = loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' });
    const database = await openConfiguredDatabase(config);
    // Each query names itself, so only this test's sleepers are counted.
    const marker = `pool_${randomUUID().replaceAll('-', '')}`;
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const sleepers = Array.from({ length: 5 }, () =>
        // The marker is hex, written into the statement so the watcher can find it.
        database.db.execute(sql.raw(`select pg_sleep(0.4) /* ${marker} */`)),
      );
      let most = 0;
      const counting = (async () => {
        for (let i = 0; i < 20; i += 1) {
          const { rows } = await watcher.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where query like '%pg_sleep%' and query like '%' || $1 || '%' and pid <> pg_backend_pid()`,
            [marker],
          );
          most = Math.max(most, Number(rows[0]?.n ?? 0));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await Promise.all([...sleepers, counting]);
      expect(most).toBe(2);
    } finally {
      await watcher.end();
      await database.close();
    }
  });
});
