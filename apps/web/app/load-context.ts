/**
 * What the Fastify server passes to React Router's `createRequestHandler(build)(request, context)`.
 * Create a fresh object per request: per-request memoisation (partner info) is keyed on it.
 */
export interface ClientConfig {
  partnerCode: string;
  buildVersion: string;
  baseUrl: string;
  suspendedDemoUrl: string;
  suspendedProdUrl: string;
}

export interface SoukLoadContext {
  /** Calls the Souk API. `path` starts with '/api/'. Adds X-Partner-Code / X-Build-Version itself. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  partnerCode: string;
  buildVersion: string;
  /** Values the browser may see: */
  clientConfig: ClientConfig;
}

declare module 'react-router' {
  // Module augmentation: loaders receive `context: SoukLoadContext`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SoukLoadContext {}
}
