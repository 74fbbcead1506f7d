/**
 * The real API listening on a loopback port, on a database the fault suite controls (a private
 * PostgreSQL server it can stop and start), migrated and seeded with the demo. It also offers the
 * TestApp surface, so the cart and order test kits can prepare customers and carts through it.
 */
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import { openDatabase } from '#api/db/client.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { seedDemo } from '#api/seed/seed-demo.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';

export interface FaultTestApp extends CartTestApp {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
}

export async function startFaultTestApp(databaseUrl: string, now: Date): Promise<FaultTestApp> {
  // A small pool, as a busy server would have it: every connection is lost in the restart.
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 });
  await database.migrate();
  await seedDemo(database.db, { partnerCode: TEST_PARTNER });
  const config = loadConfig({
    NODE_ENV: 'test',
    PARTNER_CODE: TEST_PARTNER,
    DATA_DIR: path.join(os.tmpdir(), 'souk-test-data'),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
  });
  let clock = now;
  const app = await buildApp({
    config,
    database,
    logger: false,
    webBuildDir: null,
    now: () => clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening on TCP');
  const request = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { 'x-partner-code': TEST_PARTNER, 'x-build-version': 'test', ...options.headers },
    });
  return {
    app,
    database,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    request,
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
    close: () => app.close(),
    setNow: (instant) => {
      clock = instant;
    },
  };
}
