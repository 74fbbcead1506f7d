import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openConfiguredDatabase } from './db/open-from-config.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const defaultWebBuild = path.join(webRoot, 'build');

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, { partnerCode: config.PARTNER_CODE });
  }

  const webBuildDir = config.WEB_BUILD_DIR ? path.resolve(config.WEB_BUILD_DIR) : defaultWebBuild;
  const hasWebBuild = fs.existsSync(path.join(webBuildDir, 'server', 'index.js'));
  const devMode = process.env.SOUK_DEV === '1';
  // Asynchronous writes: logging every request must not block the event loop on stdout.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const app = await buildApp({
    config,
    database,
    logger: { level: config.LOG_LEVEL, stream: logDestination },
    webBuildDir: hasWebBuild ? webBuildDir : null,
    webDevRoot: devMode ? webRoot : null,
  });
  if (!hasWebBuild && !devMode) {
    app.log.warn(`No storefront build at ${webBuildDir}: serving the API only (run npm run build)`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, waits for in-flight requests, then closes the database (onClose).
    app.close().then(
      () => {
        logDestination.flushSync();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Souk failed to start:', error);
  }
  process.exit(1);
});
