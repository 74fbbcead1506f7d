import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// URL',
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PARTNER_CODE: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or dashes')
    .default('souk'),
  BASE_URL: z.url().default('http://localhost:3000'),
  SINGLE_BACKEND_DOMAIN: optionalString,
  SUSPENDED_DEMO_URL: z.url().default('http://localhost:3000/suspended-demo.html'),
  SUSPENDED_PROD_URL: z.url().default('http://localhost:3000/suspended.html'),
  GMAP_KEY: optionalString,
  GTAG_KEY: optionalString,
  FPIXEL_KEY: optionalString,
  FCM_PROJECT_ID: optionalString,
  UPDATES_BUCKET_URL: optionalUrl,
  BUILD_VERSION: z.string().trim().min(1).default('0.1.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; tests and `npm run dev` may run the API alone. */
  WEB_BUILD_DIR: z.string().trim().optional(),
  /** Set when the API runs as its own process: SSR then calls it over HTTP. */
  API_INTERNAL_URL: optionalUrl,
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type AppConfig = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
