import type { TestProject } from 'vitest/node';
import { startProductionServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One server for the whole end-to-end run: the production build, with NODE_ENV=test so the dev
 * SMS outbox exists for the sign-in journeys. Every journey signs in from 127.0.0.1, so the
 * per-address sign-in limits are raised; the limits themselves are covered by the API tests.
 */
export default async function setup(project: TestProject) {
  const server = await startProductionServer({
    NODE_ENV: 'test',
    AUTH_SMS_PER_IP_PER_HOUR: '10000',
    AUTH_LOGINS_PER_IP_PER_HOUR: '10000',
  });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
