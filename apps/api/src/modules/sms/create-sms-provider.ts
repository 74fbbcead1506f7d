import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import { HttpSmsProvider } from './http-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/** SMS_PROVIDER picks the adapter; the console one shows codes only outside production. */
export function createSmsProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
  now: () => Date,
): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    return new HttpSmsProvider({
      url: config.SMS_GATEWAY_URL ?? '',
      account: config.SMS_GATEWAY_ACCOUNT ?? '',
      token: config.SMS_GATEWAY_TOKEN ?? '',
      sender: config.SMS_SENDER,
    });
  }
  if (config.NODE_ENV === 'production') {
    log.warn('SMS_PROVIDER=console in production: no sign-in code will reach anyone');
  }
  return new ConsoleSmsProvider(log, config.NODE_ENV !== 'production', now);
}
