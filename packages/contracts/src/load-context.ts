import { z } from 'zod';

/** Values of the deployment that the browser may see (`GET /branded/client_config.json`). */
export const clientConfigSchema = z.object({
  partnerCode: z.string(),
  buildVersion: z.string(),
  baseUrl: z.string(),
  suspendedDemoUrl: z.string(),
  suspendedProdUrl: z.string(),
  /** XYZ tile template (`{z}/{x}/{y}`) for the address map. */
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  /** Where browser errors are reported (spec 2 §8); null: nowhere. */
  errorReportingDsn: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * What the server hands to the storefront's loaders and actions on every request. A type alias,
 * not an interface, so it fits React Router's index-signature `AppLoadContext`.
 */
export type SoukLoadContext = {
  /** Calls the Souk API. `path` starts with '/api/'. Adds X-Partner-Code / X-Build-Version itself. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  partnerCode: string;
  buildVersion: string;
  clientConfig: ClientConfig;
  /**
   * This response's Content-Security-Policy nonce: every inline script of the page carries it.
   * The server always sets it; a context made outside the server (a unit test) may leave it out.
   */
  cspNonce?: string;
  /**
   * Set in Souk's native app, whose session is a token kept on the device rather than a cookie
   * on the page request: true when the device keeps one.
   */
  sessionOnDevice?: boolean;
};
