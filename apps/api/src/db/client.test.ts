import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#api/test/test-database.ts';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL connection pool', () => {
  it('survives the server closing its connections and answers the next query', async () => {
    const database = await createTestDatabase('postgres');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      // Two idle pooled connections, then the server ends them (as a restart would).
      await Promise.all([database.ping(), database.ping()]);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/PostgreSQL connection lost/);
      // Vitest fails the run on an unhandled 'error' event; the pool opens a new connection.
      expect(await database.ping()).toBe(true);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
