import path from 'node:path';
import type { AppConfig } from '#api/config/config.ts';
import type { Database } from './client.ts';
import { openDatabase } from './client.ts';

export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.DATABASE_URL) {
    return openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  }
  return openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
