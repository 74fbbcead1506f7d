import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import type { Db } from '#api/db/client.ts';
import type { AccountDeletionJob } from '#api/modules/customers/account-deletion.ts';
import { createAccountDeletionJob } from '#api/modules/customers/account-deletion.ts';
import { CustomerRepository } from '#api/modules/customers/customer-repository.ts';
import { customerRoutes } from '#api/modules/customers/customer-routes.ts';
import { createSmsProvider } from '#api/modules/sms/create-sms-provider.ts';
import { devOutboxRoutes } from '#api/modules/sms/dev-outbox-routes.ts';
import type { SmsProvider } from '#api/modules/sms/sms-provider.ts';
import { authSecretLoader } from './auth-secret.ts';
import { courierAuthRoutes } from './courier-auth-routes.ts';
import { CourierRepository } from './courier-repository.ts';
import { customerAuthRoutes } from './customer-auth-routes.ts';
import { PhoneConfirmations } from './phone-confirmations.ts';
import { RateCounter } from './rate-counter.ts';
import { scheduleHourly } from './hourly-task.ts';
import { pruneSignInData } from './prune-sign-in-data.ts';
import { installSessionContext } from './session-context.ts';
import { SessionStore } from './session-store.ts';
import { tokenLoginRoutes } from './token-login-routes.ts';
import { TokenVerifiers } from './token-verifiers.ts';

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  now: () => Date;
}

export interface AuthServices {
  sessions: SessionStore;
  customers: CustomerRepository;
  confirmations: PhoneConfirmations;
  counters: RateCounter;
  sms: SmsProvider;
  accountDeletion: AccountDeletionJob;
}

/**
 * Installs `request.auth` on every route of the /api scope (call it right after the partner
 * context) and registers the sign-in routes. Dev-only routes exist only outside production.
 */
export async function installAuth(api: FastifyInstance, deps: AuthDeps): Promise<AuthServices> {
  const { config, db, now } = deps;
  const sessions = new SessionStore(db);
  const customers = new CustomerRepository(db);
  const counters = new RateCounter(db);
  const sms = createSmsProvider(config, api.log, now);
  const confirmations = new PhoneConfirmations({
    db,
    sms,
    secret: authSecretLoader(db, config.AUTH_SECRET),
    counters,
    now,
    limits: {
      smsPerPhonePerHour: config.AUTH_SMS_PER_PHONE_PER_HOUR,
      smsPerIpPerHour: config.AUTH_SMS_PER_IP_PER_HOUR,
      loginsPerIpPerHour: config.AUTH_LOGINS_PER_IP_PER_HOUR,
      loginFailuresPerPhonePerDay: config.AUTH_LOGIN_FAILURES_PER_PHONE_PER_DAY,
    },
  });
  installSessionContext(api, { sessions, baseUrl: config.BASE_URL, now });
  await api.register(customerAuthRoutes, { sessions, customers, confirmations, now });
  await api.register(tokenLoginRoutes, {
    db,
    sessions,
    customers,
    now,
    verifiers: new TokenVerifiers(config, now),
  });
  await api.register(customerRoutes, { customers, sessions, now });
  const accountDeletion = createAccountDeletionJob(db, now);
  api.decorate('accountDeletion', accountDeletion);
  scheduleHourly(api, 'account deletion', () => accountDeletion.run());
  scheduleHourly(api, 'sign-in data pruning', () => pruneSignInData(db, now()));
  await api.register(courierAuthRoutes, {
    couriers: new CourierRepository(db),
    sessions,
    confirmations,
    now,
  });
  if (config.NODE_ENV !== 'production') {
    await api.register(devOutboxRoutes, { sms });
  }
  return { sessions, customers, confirmations, counters, sms, accountDeletion };
}
