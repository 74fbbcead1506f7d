/**
 * Push notifications and the demo simulator. Push goes through the console notifier unless
 * PUSH_PROVIDER=fcm, which needs the Firebase project (FCM_PROJECT_ID) and a service account
 * key. The simulator, which moves new orders along on its own, is on by default only in
 * development (`npm start`, `npm run dev`): production and tests get it only when they ask.
 */
import { z } from 'zod';

/** The fields of a Google service account key file that signing a token needs. */
const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const serviceAccountJson = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be the service account key file (JSON)' });
      return z.NEVER;
    }
  })
  .pipe(serviceAccountSchema.nullable());

const millis = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).max(3_600_000).default(fallback);

export const pushConfigShape = {
  PUSH_PROVIDER: z.enum(['console', 'fcm']).default('console'),
  /** The contents of the Firebase service account key file. */
  FCM_SERVICE_ACCOUNT_JSON: serviceAccountJson,
  FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
  /** Overrides the key file's token_uri (a proxy, a test's fake). */
  FCM_TOKEN_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url().optional()),
  /** How often each process looks for notifications to send; 0 never (tests send by hand). */
  PUSH_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  /** Tries per notification before it is given up; waits double from PUSH_RETRY_BASE_MS. */
  PUSH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  PUSH_RETRY_BASE_MS: millis(1, 5_000),
  /** Unset: on in development, off in production and tests. */
  DEMO_SIMULATOR: flag.optional(),
  /** The wait before each kitchen step (accept, prepare, hand over) and at the door. */
  DEMO_SIMULATOR_STEP_MS: millis(10, 8_000),
  /** How often the simulated courier reports a position while driving. */
  DEMO_SIMULATOR_POSITION_MS: millis(10, 3_000),
  /** The courier's average speed; each order varies it by up to a sixth either way. */
  DEMO_SIMULATOR_SPEED_KMH: z.coerce.number().min(5).max(100_000).default(30),
};

interface PushConfig {
  NODE_ENV: string;
  PUSH_PROVIDER: 'console' | 'fcm';
  FCM_PROJECT_ID: string | null;
  FCM_SERVICE_ACCOUNT_JSON: ServiceAccount | null;
}

/** FCM cannot send without the project and a key to sign with. */
export function requireFcmSettings(config: PushConfig, ctx: z.RefinementCtx): void {
  if (config.PUSH_PROVIDER !== 'fcm') return;
  for (const name of ['FCM_PROJECT_ID', 'FCM_SERVICE_ACCOUNT_JSON'] as const) {
    if (!config[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when PUSH_PROVIDER=fcm' });
    }
  }
}

/** Whether this process runs the demo simulator: as asked, else only in development. */
export function demoSimulatorOn(config: {
  NODE_ENV: string;
  DEMO_SIMULATOR?: boolean | undefined;
}): boolean {
  return config.DEMO_SIMULATOR ?? config.NODE_ENV === 'development';
}
