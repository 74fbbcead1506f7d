import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import { seedDemo } from '#api/seed/seed-demo.ts';

/** What a test database holds when it is handed over: the schema alone, or the demo as well. */
export type TestDatabaseContents = 'empty' | 'demo';

/** The partner the demo seed of test databases is written for. */
export const TEST_PARTNER = 'souk';

/** Where the copies of the api test project's databases come from (see createTestDatabase). */
export interface TestDatabaseTemplates {
  /** PGlite data directory tarballs, by contents. */
  pglite: Record<TestDatabaseContents, string>;
  /** PostgreSQL template databases on the server at `adminUrl`, when TEST_DATABASE_URL is set. */
  postgres: (Record<TestDatabaseContents, string> & { adminUrl: string }) | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates?: TestDatabaseTemplates;
  }
}

/**
 * Global setup of the api test project: migrates and seeds once per run what every test file
 * used to migrate and seed for itself (PGlite 2–4 s to migrate and 3 s to seed the demo, per
 * file; PostgreSQL 0.3 s and 1 s), and removes it all when the run ends.
 */
export default async function setup(project: TestProject) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-test-templates-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(folder, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const templates: TestDatabaseTemplates = {
      pglite: await pgliteTemplates(folder),
      postgres: null,
    };
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const names = await postgresTemplates(adminUrl, (name) =>
        cleanups.push(() =>
          withAdmin(adminUrl, (client) =>
            client.query(`drop database if exists ${name} with (force)`),
          ),
        ),
      );
      templates.postgres = { ...names, adminUrl };
    }
    project.provide('testDatabaseTemplates', templates);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}

/** One in-memory PGlite: its data directory after migrating, then after seeding the demo. */
async function pgliteTemplates(folder: string): Promise<Record<TestDatabaseContents, string>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const dump = async (contents: TestDatabaseContents) => {
      if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data directory');
      const file = path.join(folder, `${contents}.tar`);
      const blob = await database.dumpDataDir();
      await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
      return file;
    };
    await prepare(database, 'empty');
    const empty = await dump('empty');
    await prepare(database, 'demo');
    return { empty, demo: await dump('demo') };
  } finally {
    await database.close();
  }
}

/** Two template databases (migrated; migrated and seeded), each dropped when the run ends. */
async function postgresTemplates(
  adminUrl: string,
  onCreated: (name: string) => void,
): Promise<Record<TestDatabaseContents, string>> {
  const prefix = `souk_template_${randomBytes(4).toString('hex')}`;
  const names = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };
  for (const contents of ['empty', 'demo'] as const) {
    const name = names[contents];
    await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
    onCreated(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    try {
      await prepare(database, contents);
    } finally {
      // A template must have no connections left when it is copied.
      await database.close();
    }
  }
  return names;
}

/** Migrates a new database and writes the demo into it if asked. */
export async function prepare(database: Database, contents: TestDatabaseContents) {
  await database.migrate();
  if (contents === 'demo') await seedDemo(database.db, { partnerCode: TEST_PARTNER });
  return database;
}

export async function withAdmin<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
