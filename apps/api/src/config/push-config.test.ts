import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('push configuration (issue 13 part 8)', () => {
  it('sends through the console notifier by default', () => {
    expect(loadConfig({})).toMatchObject({
      PUSH_PROVIDER: 'console',
      FCM_SERVICE_ACCOUNT_JSON: null,
      FCM_API_URL: 'https://fcm.googleapis.com',
      PUSH_MAX_ATTEMPTS: 8,
    });
  });

  it('FCM stops the start without its project and key, naming both', () => {
    const start = () => loadConfig({ PUSH_PROVIDER: 'fcm' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/FCM_PROJECT_ID: required when PUSH_PROVIDER=fcm/);
    expect(start).toThrow(/FCM_SERVICE_ACCOUNT_JSON: required when PUSH_PROVIDER=fcm/);
  });

  it('refuses a key that is not a service account key file', () => {
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_JSON: '{not json' })).toThrow(
      /FCM_SERVICE_ACCOUNT_JSON: must be the service account key file/,
    );
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ client_email: 'a@b.c' }) }),
    ).toThrow(/FCM_SERVICE_ACCOUNT_JSON/);
  });

  it("takes a key file, with Google's token endpoint unless it names another", () => {
    const config = loadConfig({
      PUSH_PROVIDER: 'fcm',
      FCM_PROJECT_ID: 'souk-demo',
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
        client_email: 'push@souk-demo.iam.gserviceaccount.com',
        private_key: privateKey,
      }),
    });
    expect(config.FCM_SERVICE_ACCOUNT_JSON).toMatchObject({
      client_email: 'push@souk-demo.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
    });
  });
});
