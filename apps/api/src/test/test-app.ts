import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import type { AppConfig } from '#api/config/config.ts';
import type { Database } from '#api/db/client.ts';
import { TEST_PARTNER } from './database-templates.ts';
import type { TestTarget } from './test-database.ts';
import { createTestDatabase } from './test-database.ts';

export { TEST_PARTNER };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Sends a request as the storefront does, with X-Partner-Code and X-Build-Version. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  target: TestTarget;
  seed?: 'demo' | 'none';
  env?: Record<string, string>;
  /** Pins the clock the API evaluates schedules against. */
  now?: () => Date;
}

/** Boots the real API on a fresh database of its own, as `server.ts` does, minus the listener. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = await createTestDatabase(
    options.target,
    (options.seed ?? 'demo') === 'demo' ? 'demo' : 'empty',
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PARTNER_CODE: TEST_PARTNER,
    DATA_DIR: path.join(os.tmpdir(), 'souk-test-data'),
    LOG_LEVEL: 'silent',
    // Tests play a deployment behind a proxy on this machine: each simulated customer sends its
    // own X-Forwarded-For, so per-address limits of one file never add up.
    TRUST_PROXY: 'loopback',
    // Production-mode tests keep the console SMS provider; production itself refuses it unasked.
    ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    webBuildDir: null,
    now: options.now,
  });
  await app.ready();

  const request = (injectOptions: InjectOptions) =>
    app.inject({
      ...injectOptions,
      headers: {
        'x-partner-code': TEST_PARTNER,
        'x-build-version': 'test',
        ...injectOptions.headers,
      },
    });

  return {
    app,
    database,
    config,
    request,
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
    close: () => app.close(),
  };
}
