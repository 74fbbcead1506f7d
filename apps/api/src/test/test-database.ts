import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';

export type TestTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testTargets: TestTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A migrated, empty database of its own: in-memory PGlite, or a fresh database on the
 * PostgreSQL server that is dropped again on close.
 */
export async function createTestDatabase(target: TestTarget): Promise<Database> {
  if (target === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `souk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
