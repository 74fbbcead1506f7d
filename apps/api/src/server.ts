import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config/config.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-from-config.ts';
import { runWorkerPool } from './ops/workers.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const defaultWebBuild = path.join(webRoot, 'build');
/** The longest a log line waits in the buffer before it reaches stdout. */
const LOG_FLUSH_MS = 200;

/** Migrations, and the demo on an empty database: once, before any process serves. */
async function prepareDatabase(database: Database, config: AppConfig): Promise<void> {
  await database.migrate();
  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, { partnerCode: config.PARTNER_CODE });
  }
}

/** WORKERS > 1: this process forks the servers and serves nothing itself (ops/workers.ts). */
async function runPrimary(config: AppConfig): Promise<never> {
  const code = await runWorkerPool({
    workers: config.WORKERS,
    log: pino({ level: config.LOG_LEVEL }),
    prepare: async () => {
      const database = await openConfiguredDatabase(config);
      try {
        await prepareDatabase(database, config);
      } finally {
        await database.close();
      }
    },
  });
  process.exit(code);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) await runPrimary(config);
  const database = await openConfiguredDatabase(config);
  // A cluster worker finds the database prepared by its primary.
  if (!cluster.isWorker) await prepareDatabase(database, config);

  const webBuildDir = config.WEB_BUILD_DIR ? path.resolve(config.WEB_BUILD_DIR) : defaultWebBuild;
  const hasWebBuild = fs.existsSync(path.join(webBuildDir, 'server', 'index.js'));
  const devMode = process.env.SOUK_DEV === '1';
  // Asynchronous writes: logging every request must not block the event loop on stdout. Lines
  // leave in batches of at least 4 KB, or at the latest every LOG_FLUSH_MS: a write to stdout
  // per request line was about 5% of a busy server's time (docs/benchmarks.md, "Cart"). Lines
  // still buffered when the process exits, even on a crash, are written out then by pino.
  const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logDestination.flush(), LOG_FLUSH_MS).unref();
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
  // A worker may get both its primary's SIGTERM and a terminal's SIGINT: the second is ignored.
  const onSignal = cluster.isWorker ? process.on.bind(process) : process.once.bind(process);
  onSignal('SIGTERM', () => shutdown('SIGTERM'));
  onSignal('SIGINT', () => shutdown('SIGINT'));

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
