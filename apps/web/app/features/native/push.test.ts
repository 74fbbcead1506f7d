import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#app/lib/api-client.ts';
import type { PushNotificationsPlugin } from './bridge.ts';
import { FCM_TOKEN_STORAGE_KEY, pushRegistration, pushTarget, saveDeviceToken } from './push.ts';
import { memoryStorage } from './test-doubles.ts';

describe('a tapped push notification opens its order (spec 2 §2)', () => {
  it('terminal statuses open the details, the others the live status page', () => {
    for (const status of ['COMPLETED', 'DECLINED', 'CANCELLED', 'CANCELED']) {
      expect(pushTarget('en', { type: 'ORDER_STATUS', orderID: 'o1', status })).toBe(
        '/en/menu/orders/o1/details',
      );
    }
    for (const status of ['WAITING_APPROVAL', 'PREPARING', 'ON_DELIVERY', 'SOMETHING_NEW']) {
      expect(pushTarget('lv', { type: 'ORDER_STATUS', orderID: 'o1', status })).toBe(
        '/lv/menu/orders/o1/status',
      );
    }
  });

  it('without an order id it opens nothing; an id is kept to one path segment', () => {
    expect(pushTarget('en', { type: 'PROMO' })).toBeNull();
    expect(pushTarget('en', null)).toBeNull();
    expect(pushTarget('ar', { orderID: '../x', status: 'COMPLETED' })).toBe(
      '/ar/menu/orders/..%2Fx/details',
    );
  });
});

/** An API client double that records its PUTs. */
function recordingApi(puts: unknown[]): ApiClient {
  const never = () => Promise.reject(new Error('not used'));
  return {
    get: never,
    post: never,
    patch: never,
    delete: never,
    put: async (path, body, schema, init) => {
      puts.push({ path, body, headers: init?.headers });
      return schema.parse({ saved: true });
    },
  };
}

describe('push token registration (spec 1 §7)', () => {
  it('sends the token with the project id and X-Platform, and keeps it as fcm_token', async () => {
    const puts: unknown[] = [];
    const storage = memoryStorage();
    const deps = {
      push: {} as PushNotificationsPlugin,
      platform: 'android' as const,
      api: recordingApi(puts),
      projectId: async () => 'souk-fcm',
      storage,
      warn: () => undefined,
    };
    await saveDeviceToken(deps, 'device-token');
    expect(puts).toEqual([
      {
        path: '/api/customer/me/session/fcm-token',
        body: { token: 'device-token', projectId: 'souk-fcm' },
        headers: { 'X-Platform': 'android' },
      },
    ]);
    expect(storage.getItem(FCM_TOKEN_STORAGE_KEY)).toBe('device-token');
  });

  it('a missing token, or no FCM project, only warns', async () => {
    const puts: unknown[] = [];
    const warnings: string[] = [];
    const deps = {
      push: {} as PushNotificationsPlugin,
      platform: 'ios' as const,
      api: recordingApi(puts),
      projectId: async () => null,
      storage: memoryStorage(),
      warn: (message: string) => warnings.push(message),
    };
    await saveDeviceToken(deps, '');
    await saveDeviceToken(deps, 'token');
    expect(puts).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('asks for the permission first and registers only when granted', async () => {
    const run = async (answer: 'granted' | 'denied') => {
      const calls: string[] = [];
      const push: PushNotificationsPlugin = {
        checkPermissions: async () => (calls.push('check'), { receive: 'prompt' }),
        requestPermissions: async () => (calls.push('request'), { receive: answer }),
        register: async () => void calls.push('register'),
        addListener: (event: string) => (calls.push(`listen ${event}`), { remove: () => {} }),
      };
      await pushRegistration({
        push,
        platform: 'android',
        api: recordingApi([]),
        projectId: async () => 'p',
        storage: memoryStorage(),
        warn: () => undefined,
      })();
      return calls;
    };
    expect(await run('granted')).toEqual([
      'listen registration',
      'listen registrationError',
      'check',
      'request',
      'register',
    ]);
    expect(await run('denied')).not.toContain('register');
  });

  it('listens once, and registers again for each new session (a sign-in in the page)', async () => {
    const calls: string[] = [];
    const push: PushNotificationsPlugin = {
      checkPermissions: async () => (calls.push('check'), { receive: 'granted' }),
      requestPermissions: async () => (calls.push('request'), { receive: 'granted' }),
      register: async () => void calls.push('register'),
      addListener: (event: string) => (calls.push(`listen ${event}`), { remove: () => {} }),
    };
    const register = pushRegistration({
      push,
      platform: 'ios',
      api: recordingApi([]),
      projectId: async () => 'p',
      storage: memoryStorage(),
      warn: () => undefined,
    });
    await register();
    await register();
    expect(calls).toEqual([
      'listen registration',
      'listen registrationError',
      'check',
      'register',
      'check',
      'register',
    ]);
  });
});
