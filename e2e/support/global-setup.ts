import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TestProject } from 'vitest/node';
import { PARTNER_LOGIN_AUDIENCE, PARTNER_LOGIN_KID } from './partner-login.ts';
import { startProductionServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's DATA_DIR, with PARTNER_CODE 'souk'. */
    dataDir: string;
    /** The private half of the key the shared server trusts for the partner 'souk' (ES256). */
    partnerLoginKey: JWK;
  }
}

/**
 * One server for the whole end-to-end run: the production build, with NODE_ENV=test so the dev
 * SMS outbox and the clock control exist for the sign-in and cart journeys. Every journey signs
 * in from 127.0.0.1, so the per-address sign-in limits are raised; the limits themselves are
 * covered by the API tests. The partner webview journey's key is trusted here too (only partner
 * token sign-in reads it), and map tiles point at a closed loopback port: the address map must
 * work with no pictures and no network.
 */
export default async function setup(project: TestProject) {
  const partner = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(partner.publicKey)), kid: PARTNER_LOGIN_KID };
  const server = await startProductionServer({
    NODE_ENV: 'test',
    AUTH_SMS_PER_IP_PER_HOUR: '10000',
    AUTH_LOGINS_PER_IP_PER_HOUR: '10000',
    PARTNER_LOGIN_KEYS: JSON.stringify({ souk: { keys: [publicJwk] } }),
    PARTNER_LOGIN_AUDIENCE,
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    // The native app registers push tokens under the deployment's FCM project (no push is sent).
    FCM_PROJECT_ID: 'souk-e2e',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('partnerLoginKey', await exportJWK(partner.privateKey));
  return () => server.stop();
}
