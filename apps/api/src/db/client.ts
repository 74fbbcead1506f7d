import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The query surface shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start copies from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory tarball (`dumpDataDir`) the database starts from instead of initdb. */
      loadDataDir?: Blob;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  return openPglite(target.dataDir, target.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // PGlite does not create parent folders itself.
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server closes (restart, failover, a dropped database) emits 'error' on its
  // client; unheard, that event would end the process. The pool discards the broken client and
  // the next query opens a new one, so a warning is all it needs.
  const onConnectionLost = (error: Error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`, 'SoukDatabaseWarning');
  };
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
