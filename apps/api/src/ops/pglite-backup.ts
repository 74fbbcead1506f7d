/**
 * Backups of the embedded database: its whole data folder as one gzipped tarball (PGlite's
 * dumpDataDir), and a restore that starts a data folder from such a tarball (loadDataDir).
 * PGlite serves one process, so both refuse to touch a data folder the server has open (its
 * postmaster.pid is there while it runs); a restore never overwrites a data folder unless asked,
 * and then keeps the old one beside it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#api/db/client.ts';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    throw new BackupError(`No embedded database at ${dataDir} (set DATA_DIR to its parent folder)`);
  }
  await refuseWhileOpen(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let tarball: Buffer;
  try {
    if (!database.dumpDataDir) throw new BackupError('This database cannot dump its data folder');
    tarball = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  } finally {
    await database.close();
  }
  const compressed = await gzip(tarball);
  // Written beside the target, then renamed: an interrupted backup never leaves a partial file.
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await fs.writeFile(partial, compressed);
  await fs.rename(partial, file);
  return { bytes: compressed.length };
}

export async function restorePglite(
  file: string,
  dataDir: string,
  options: { replace: boolean; now?: Date },
): Promise<{ previousDataDir: string | null }> {
  const tarball = await gunzip(await fs.readFile(file)).catch(() => {
    throw new BackupError(`${file} is not a backup made by db:backup (not gzip)`);
  });
  let previousDataDir: string | null = null;
  if (await hasEntries(dataDir)) {
    if (!options.replace) {
      throw new BackupError(
        `${dataDir} already holds a database; restore with --replace to keep it aside and replace it`,
      );
    }
    await refuseWhileOpen(dataDir);
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    previousDataDir = `${dataDir}.replaced-${stamp}`;
    await fs.rename(dataDir, previousDataDir);
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([new Uint8Array(tarball)]),
  });
  try {
    // The restored folder opens and holds the schema the migrations made.
    await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);
  } finally {
    await database.close();
  }
  return { previousDataDir };
}

async function refuseWhileOpen(dataDir: string): Promise<void> {
  if (await exists(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database at ${dataDir} is open: stop the server first. ` +
        '(After a crash the lock stays behind: start and stop the server once to clear it.)',
    );
  }
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function hasEntries(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch(() => [] as string[]);
  return entries.length > 0;
}
