import { ConfigError, loadConfig } from '#api/config/config.ts';
import { openConfiguredDatabase } from './open-from-config.ts';

/** `npm run db:migrate`: applies the committed SQL migrations (the server also does at start-up). */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
