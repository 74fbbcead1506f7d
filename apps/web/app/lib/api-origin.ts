/**
 * Where the page's API calls go (spec 1 §7: the base URL comes from the app's configuration or
 * the host name). The storefront served by Souk's server calls its own origin. The native app's
 * own build is loaded from the device (`capacitor://localhost`, `https://localhost`) and calls
 * the deployment it was built for (`SOUK_API_URL` at build time).
 */
export function apiOriginOf(page: { location: { origin: string } }): string {
  return import.meta.env.SOUK_API_ORIGIN || page.location.origin;
}

/** True in the native app's own build, whose page is not served by the API. */
export function isAppBuild(): boolean {
  return Boolean(import.meta.env.SOUK_API_ORIGIN);
}

/** The paths the API answers (the rest belong to the page's own build). */
const API_PATHS = /^\/(api|branded|updates)\//;

/**
 * A call the page makes by path, sent to the API when the page is not served by it. Such a call
 * goes to another origin, which never receives the page's cookies: the app signs its calls with
 * the kept token instead (api-authorization.ts).
 */
export function toApiRequest(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  builtApiOrigin: string = import.meta.env.SOUK_API_ORIGIN,
): Request | null {
  if (!builtApiOrigin || typeof input !== 'string' || !API_PATHS.test(input)) return null;
  return new Request(`${builtApiOrigin}${input}`, { ...init, credentials: 'omit' });
}
