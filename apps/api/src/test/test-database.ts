import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import { prepare, withAdmin, type TestDatabaseContents } from './database-templates.ts';

export type { TestDatabaseContents } from './database-templates.ts';
export type TestTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testTargets: TestTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A migrated database of its own (seeded with the demo if asked): in-memory PGlite, or a fresh
 * database on the PostgreSQL server that is dropped again on close. Under the api test project
 * it is a copy of the templates its global setup prepared once (a PGlite data directory
 * tarball, a PostgreSQL template database), which takes a second instead of the five to ten
 * that migrating and seeding take per file; elsewhere it is migrated and seeded here.
 */
export async function createTestDatabase(
  target: TestTarget,
  contents: TestDatabaseContents = 'empty',
): Promise<Database> {
  const templates = inject('testDatabaseTemplates');
  if (target === 'pglite') {
    const template = templates?.pglite[contents];
    if (template) {
      const loadDataDir = new Blob([await fs.readFile(template)]);
      return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir });
    }
    return prepare(await openDatabase({ kind: 'pglite', dataDir: null }), contents);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `souk_test_${randomBytes(6).toString('hex')}`;
  // The template is only used if it lives on this very server.
  const template = templates?.postgres?.adminUrl === adminUrl && templates.postgres[contents];
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  const database = template ? opened : await prepare(opened, contents);
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
