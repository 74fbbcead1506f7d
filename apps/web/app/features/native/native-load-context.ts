/**
 * The load context of the native app's own build (SOUK_BUILD_TARGET=native, see
 * apps/web/native-target.ts). There the pages' loaders run in the page: what the server gives
 * them on the web (the API, the deployment's values) comes from the API by absolute URL.
 */
import {
  BUILD_VERSION_HEADER,
  clientConfigSchema,
  PARTNER_HEADER,
  type SoukLoadContext,
} from '@souk/contracts';
import { pageSessionToken } from './api-authorization.ts';
import { apiOriginOf } from '#app/lib/api-origin.ts';

/** The context of the running app, built once per launch (again after a failed first try). */
let pending: Promise<SoukLoadContext> | null = null;

export function nativeLoadContext(): Promise<SoukLoadContext> {
  pending ??= createNativeLoadContext(apiOriginOf(window), fetch).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * `fetchWith` is the page's fetch, which in the app carries the kept session token to the API's
 * origin (api-authorization.ts).
 */
export async function createNativeLoadContext(
  apiOrigin: string,
  fetchWith: typeof fetch,
): Promise<SoukLoadContext> {
  const answer = await fetchWith(`${apiOrigin}/branded/client_config.json`, {
    credentials: 'omit',
  });
  if (!answer.ok) throw new Error(`The app's configuration did not load (${answer.status})`);
  const clientConfig = clientConfigSchema.parse(await answer.json());
  return {
    partnerCode: clientConfig.partnerCode,
    buildVersion: clientConfig.buildVersion,
    clientConfig,
    apiFetch(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set(PARTNER_HEADER, clientConfig.partnerCode);
      headers.set(BUILD_VERSION_HEADER, clientConfig.buildVersion);
      return fetchWith(`${apiOrigin}${path}`, { ...init, headers, credentials: 'omit' });
    },
  };
}

/** One navigation's loaders share one context, as one page request's do on the server. */
const perNavigation = new WeakMap<Request, SoukLoadContext>();

/**
 * A loader's arguments in the app: the context of its navigation, which says whether the device
 * keeps a session (the loaders ask the page request's cookie on the web, so that anonymous pages
 * cost no account call; in the app the session is the kept token).
 */
export async function nativeLoaderArgs<Args extends { request: Request }>(
  args: Args,
): Promise<Args & { context: SoukLoadContext }> {
  let context = perNavigation.get(args.request);
  if (!context) {
    const [launch, token] = await Promise.all([nativeLoadContext(), pageSessionToken()]);
    context = perNavigation.get(args.request) ?? { ...launch, sessionOnDevice: token !== null };
    perNavigation.set(args.request, context);
  }
  return { ...args, context };
}
