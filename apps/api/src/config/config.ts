import path from 'node:path';
import { z } from 'zod';
import { TRACKING_HEARTBEAT_MS } from '@souk/contracts';
import { httpConfigShape } from '#api/http/http-config.ts';
import { paymentConfigShape, requireStripeSettings } from './payment-config.ts';
import { pushConfigShape, requireFcmSettings } from './push-config.ts';

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

const jsonString = z.string().transform((value, ctx) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
    return z.NEVER;
  }
});

const jwkSetSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })).min(1) });

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// URL',
  ),
  /** Connections each server process may hold to PostgreSQL for requests (deploy.md sizing). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * Server processes sharing PORT (node:cluster, ops/workers.ts). More than one needs PostgreSQL:
   * the embedded database can be open in one process only (requireSharedDatabase).
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PARTNER_CODE: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or dashes')
    .default('souk'),
  /** Public origin; unset: http://localhost on PORT, and image URLs stay relative (loadConfig). */
  BASE_URL: optionalUrl,
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
  // Maps and geocoding. The gazetteer knows the marketplace's own places and needs no network.
  GEOCODER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
  /** Base URL of a Nominatim-compatible server (`/search`, `/reverse`); GEOCODER=nominatim. */
  GEOCODER_URL: optionalUrl,
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Address searches and pin lookups one client may make per minute (429 beyond). */
  GEOCODER_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Live tracking sockets: a heartbeat each period, and a silent client is cut off (spec 2 §9). */
  TRACKING_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(600_000)
    .default(TRACKING_HEARTBEAT_MS),
  /** Dispatch looks for couriers this often in every process; 0 leaves it to kicks (tests). */
  DISPATCH_TICK_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** A courier has this long to answer a delivery offer before it goes to the next one. */
  DISPATCH_OFFER_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How often each process tries refused part refunds of edited orders again; 0 never (tests). */
  REFUND_RETRY_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Gateway calls per part refund, the edit's own included, before it is left to a person. */
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** The wait after a refused retry; it doubles with each further one (at most an hour). */
  REFUND_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** XYZ tile template for the address map, sent to the browser; the map works without tiles. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
  /**
   * Which peers may set X-Forwarded-For/-Proto: the client address the per-IP limits count and
   * the HTTPS that marks cookies Secure come from them. By default none: anyone can write those
   * headers, so trusting them unasked would let a client pick the address its sign-in limits
   * count against. Behind a proxy, name it: a comma-separated list of addresses or CIDR ranges
   * (or `loopback`, `uniquelocal` …), or `true` for any (only behind a proxy that overwrites the
   * header).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' ? false : value,
    ),
  // Sign-in. Without AUTH_SECRET a random key is generated once and kept in the database.
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'at least 32 characters').nullable()),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  /**
   * Production with the console provider sends no code to anyone and would be a dead sign-in;
   * it starts only when this says it is meant (a closed demo, say).
   */
  ALLOW_CONSOLE_SMS_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Twilio-style messages endpoint: form-encoded To, From, Body with HTTP Basic auth. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_ACCOUNT: optionalString,
  SMS_GATEWAY_TOKEN: optionalString,
  SMS_SENDER: z.string().trim().min(1).max(20).default('Souk'),
  AUTH_SMS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  AUTH_SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  AUTH_LOGINS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
  AUTH_LOGIN_FAILURES_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).default(30),
  // E-mail (invoices). Without an SMTP server nothing is sent: development keeps the messages
  // at GET /api/dev/mail-outbox.
  /** smtp://user:password@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  MAIL_SMTP_URL: optionalUrl.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Souk <no-reply@localhost>'),
  /** JSON: partner code → JWK set whose keys sign that partner's webview login tokens. */
  PARTNER_LOGIN_KEYS: jsonString.pipe(z.record(z.string(), jwkSetSchema)).default({}),
  /** The `aud` partner login tokens must carry; BASE_URL when unset. */
  PARTNER_LOGIN_AUDIENCE: optionalString,
  /** Inline JWK set for Firebase ID tokens; else fetched from FIREBASE_JWKS_URL. */
  FIREBASE_JWKS: jsonString.pipe(jwkSetSchema).optional(),
  FIREBASE_JWKS_URL: z
    .url()
    .default(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    ),
  // Card payments: the sandbox gateway unless PAYMENT_GATEWAY says otherwise.
  ...paymentConfigShape,
  // Push notifications and the demo simulator.
  ...pushConfigShape,
  // Frames storefront pages may show, and error reporting.
  ...httpConfigShape,
});

/** The HTTP SMS gateway cannot send without its address and credentials. */
function requireSmsGateway(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx): void {
  if (
    config.SMS_PROVIDER === 'console' &&
    config.NODE_ENV === 'production' &&
    !config.ALLOW_CONSOLE_SMS_IN_PRODUCTION
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message:
        'console sends no sign-in code in production: set SMS_PROVIDER=http (or ALLOW_CONSOLE_SMS_IN_PRODUCTION=true)',
    });
  }
  if (config.SMS_PROVIDER !== 'http') return;
  for (const name of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN'] as const) {
    if (!config[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=http' });
    }
  }
}

/** Several processes share one database, and only PostgreSQL can be opened by more than one. */
function requireSharedDatabase(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx): void {
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message: `${config.WORKERS} processes need PostgreSQL: set DATABASE_URL (the embedded database serves one process only)`,
    });
  }
}

/** A Nominatim geocoder needs its server's address. */
function requireGeocoderUrl(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx): void {
  if (config.GEOCODER === 'nominatim' && !config.GEOCODER_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['GEOCODER_URL'],
      message: 'required when GEOCODER=nominatim',
    });
  }
}

/**
 * The native app's pages come from the device, not from this server: a picture's path would
 * be looked up on the device. Its pictures need the public origin in their URLs.
 */
function requireBaseUrlForNativeApps(
  config: z.infer<typeof configSchema>,
  ctx: z.RefinementCtx,
): void {
  if (config.NATIVE_APP_ORIGINS.length > 0 && !config.BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['BASE_URL'],
      message: "required when NATIVE_APP_ORIGINS is set (the app's pictures load by absolute URL)",
    });
  }
}

export type AppConfig = Omit<z.infer<typeof configSchema>, 'BASE_URL'> & {
  dataDir: string;
  /** The public origin: BASE_URL, else http://localhost on the port the server listens on. */
  BASE_URL: string;
  /**
   * What image URLs start with: BASE_URL when one is set, else nothing, so that they are paths
   * on whatever host and port the page was reached at (another port, a phone on the same
   * network, a proxy) rather than a guessed origin that breaks there.
   */
  imageBaseUrl: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema
    .superRefine(requireSmsGateway)
    .superRefine(requireSharedDatabase)
    .superRefine(requireGeocoderUrl)
    .superRefine(requireStripeSettings)
    .superRefine(requireFcmSettings)
    .superRefine(requireBaseUrlForNativeApps)
    .safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { BASE_URL: baseUrl, ...rest } = result.data;
  // Port 0 picks a free port at listen time: nothing to name yet, so the usual one.
  const localOrigin = `http://localhost:${rest.PORT || 3000}`;
  return {
    ...rest,
    BASE_URL: baseUrl ?? localOrigin,
    imageBaseUrl: baseUrl ?? '',
    dataDir: path.resolve(rest.DATA_DIR),
  };
}
