import type { SoukLoadContext } from '@souk/contracts';

/**
 * What the Fastify server passes to `createRequestHandler(build)(request, context)`: one fresh
 * context per request (per-request memoisation of the partner record is keyed on it). The type
 * itself lives in @souk/contracts so that apps/api builds it against the same definition.
 */
export type { ClientConfig, SoukLoadContext } from '@souk/contracts';

declare module 'react-router' {
  // Module augmentation: loaders receive `context: SoukLoadContext`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SoukLoadContext {}
}
