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
import type { Listening, NotificationHandlers } from './notifications.ts';
import { assertChannelName, listenOnPostgres } from './notifications.ts';
import type { PoolConnections } from './resilient-pool.ts';
import { ResilientPool } from './resilient-pool.ts';
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
  /** LISTEN on `channel` until closed: every NOTIFY on it, from any connection, reaches `onNotify`. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  /** PGlite only: the whole data directory as a tarball, to start copies from. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: how the connection pool stands (a leak shows as connections never idle). */
  connections?(): PoolConnections;
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
    listen: async (channel, handlers) => {
      assertChannelName(channel);
      // One connection in process: a NOTIFY of any query here reaches every listener.
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return {
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new ResilientPool({
    connectionString: url,
    max: poolSize,
    // Without a bound, a request waits forever for a connection to a server that is gone at the
    // network level (no refusal, no reset); bounded, it fails and answers 503 instead.
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the socket, so the pool drops that client.
    keepAlive: true,
  });
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
    connections: () => pool.connections(),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** Readiness must answer promptly even when the database hangs instead of refusing. */
const PING_TIMEOUT_MS = 2_000;

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
