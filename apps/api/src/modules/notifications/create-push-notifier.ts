import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';
import { ConsolePushNotifier } from './console-push-notifier.ts';
import { FcmPushNotifier } from './fcm-push-notifier.ts';
import type { PushNotifier } from './push-message.ts';

/** PUSH_PROVIDER picks the notifier; the console one keeps what it "sent" only outside production. */
export function createPushNotifier(config: AppConfig, log: FastifyBaseLogger): PushNotifier {
  if (config.PUSH_PROVIDER === 'fcm' && config.FCM_PROJECT_ID && config.FCM_SERVICE_ACCOUNT_JSON) {
    return new FcmPushNotifier({
      projectId: config.FCM_PROJECT_ID,
      serviceAccount: config.FCM_SERVICE_ACCOUNT_JSON,
      apiUrl: config.FCM_API_URL,
      tokenUrl: config.FCM_TOKEN_URL ?? null,
    });
  }
  return new ConsolePushNotifier(log, config.NODE_ENV !== 'production');
}
