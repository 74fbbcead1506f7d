/**
 * Push notifications in Souk's native app (spec 1 §7, spec 2 §2 and §7): the device's push
 * token is registered on the customer's session (`PUT /customer/me/session/fcm-token` with the
 * token, the FCM project id and `X-Platform`) and kept as fcm_token; a missing token only warns.
 * A tapped notification opens its order: the details page for a terminal status (CANCELLED,
 * DECLINED, COMPLETED), the live status page otherwise.
 */
import { fcmTokenSavedSchema, type LocaleCode } from '@souk/contracts';
import {
  isActiveOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from '@souk/core/orders/order-status';
import type { ApiClient } from '#app/lib/api-client.ts';
import type { PushNotificationsPlugin } from './bridge.ts';
import type { NativePlatform } from './platform.ts';

/** Spec 1 §9 storage key of the registered push token. */
export const FCM_TOKEN_STORAGE_KEY = 'fcm_token';

function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** Spec 2 §2: where a tapped notification's push data (type, orderID, status) leads; null: nowhere. */
export function pushTarget(
  locale: LocaleCode,
  data: Record<string, unknown> | null | undefined,
): string | null {
  const orderId = data?.orderID;
  if (typeof orderId !== 'string' && typeof orderId !== 'number') return null;
  const id = encodeURIComponent(String(orderId));
  if (id === '') return null;
  const status = data?.status;
  // An unknown status cannot be terminal as far as the app knows: the live page shows it.
  const page = isOrderStatus(status) && !isActiveOrderStatus(status) ? 'details' : 'status';
  return `/${locale}/menu/orders/${id}/${page}`;
}

export interface PushDeps {
  push: PushNotificationsPlugin;
  platform: NativePlatform;
  api: ApiClient;
  /** The deployment's FCM project (partner configuration); null: push is not set up. */
  projectId: () => Promise<string | null>;
  storage: Storage;
  warn: (message: string) => void;
}

/** Sends a received token to the session; a token that is missing only warns. */
export async function saveDeviceToken(deps: PushDeps, token: string | null | undefined) {
  if (!token) {
    deps.warn('Push notifications: the device gave no push token');
    return;
  }
  const projectId = await deps.projectId();
  if (!projectId) {
    deps.warn('Push notifications: no FCM project is configured');
    return;
  }
  await deps.api.put(
    '/api/customer/me/session/fcm-token',
    { token, projectId },
    fcmTokenSavedSchema,
    { headers: { 'X-Platform': deps.platform } },
  );
  deps.storage.setItem(FCM_TOKEN_STORAGE_KEY, token);
}

/** Saves each token the push service gives the device on the session of the moment. */
async function listenForTokens(deps: PushDeps): Promise<void> {
  const { push } = deps;
  await push.addListener('registration', ({ value }) => {
    saveDeviceToken(deps, value).catch((error: unknown) =>
      deps.warn(`Push notifications: the token was not saved (${String(error)})`),
    );
  });
  await push.addListener('registrationError', ({ error }) =>
    deps.warn(`Push notifications: no push token (${error})`),
  );
}

/** Asks for the permission when it was never asked, then registers with the push service. */
async function askAndRegister({ push }: PushDeps): Promise<void> {
  let { receive } = await push.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') {
    receive = (await push.requestPermissions()).receive;
  }
  if (receive !== 'granted') return;
  await push.register();
}

/**
 * The page's registration: the listeners once, and a registration for every session, as each
 * sign-in makes a new session that needs the token (the push service answers every register()
 * with the token again).
 */
export function pushRegistration(deps: PushDeps): () => Promise<void> {
  let listening: Promise<void> | null = null;
  return async () => {
    listening ??= listenForTokens(deps);
    await listening;
    await askAndRegister(deps);
  };
}

/** Opens the order of each tapped notification. */
export async function openTappedNotifications(
  push: PushNotificationsPlugin,
  locale: () => LocaleCode,
  open: (path: string) => void,
): Promise<void> {
  await push.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const target = pushTarget(locale(), notification.data);
    if (target) open(target);
  });
}
