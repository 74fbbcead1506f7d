/**
 * `npm run db:backup [-- --file <path>]` and `npm run db:restore -- <file> [--replace]` for the
 * embedded database under DATA_DIR. Relative paths are the caller's (where npm was run);
 * DATA_DIR is read as the server reads it, from the api workspace where `npm start` runs it.
 * With DATABASE_URL set the data lives in PostgreSQL: pg_dump and pg_restore back it up
 * (docs/deploy.md, "Backups").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import { BackupError, backupPglite, restorePglite } from './pglite-backup.ts';

const callerDir = process.env.INIT_CWD ?? process.cwd();
const apiWorkspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { file: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const [command, backupFile] = positionals;
  process.chdir(apiWorkspace);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/deploy.md, "Backups")',
    );
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = values.file
      ? path.resolve(callerDir, values.file)
      : path.join(config.dataDir, 'backups', `souk-${stamp}.tar.gz`);
    const { bytes } = await backupPglite(dataDir, file);
    console.log(`Backed up ${dataDir} to ${file} (${Math.round(bytes / 1024)} KiB)`);
    return;
  }
  if (command === 'restore' && backupFile) {
    const file = path.resolve(callerDir, backupFile);
    const { previousDataDir } = await restorePglite(file, dataDir, { replace: values.replace });
    console.log(`Restored ${file} into ${dataDir}`);
    if (previousDataDir) console.log(`The database it replaced is kept at ${previousDataDir}`);
    return;
  }
  throw new BackupError('Usage: db:backup [--file <path>] | db:restore <file> [--replace]');
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
