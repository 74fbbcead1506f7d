/**
 * Spec 1 §7 in Souk's native app: every API call names the platform (`X-Platform`) and carries
 * the customer's session token from the device's storage as `Authorization: Bearer …`. The
 * login answer carries that token only for a request naming a native platform (the web gets
 * the httpOnly cookie alone), and it is kept in the Capacitor Preferences plugin.
 *
 * The token goes to the API's own origin only (issue 16 safety): a call anywhere else, even
 * through the same client, never carries it.
 */
import { GUEST_TOKEN_HEADER } from '@souk/contracts';
import { apiOriginOf, isAppBuild, toApiRequest } from '#app/lib/api-origin.ts';
import { nativePlugins, type PreferencesPlugin } from './bridge.ts';
import { isNativePlatform, platformOfWindow, type NativePlatform } from './platform.ts';

/** What the app's fetch asks of each call: the extra headers, then a look at the answer. */
export interface NativeRequestSigner {
  headersFor(url: URL): Promise<Record<string, string>>;
  /** Keeps or forgets the session token an answer carries. */
  afterResponse(url: URL, method: string, response: Response): Promise<void>;
  /** The kept token, for the tracking socket, which cannot carry the header. */
  sessionToken(): Promise<string | null>;
}

/** Where the token is kept on the device (the Preferences plugin's key). */
export const SESSION_TOKEN_KEY = 'session_id';

const LOGOUT_PATH = '/api/customer/auth/logout';
/** The customer's sign-in answers (SMS code, partner token, …): each may carry the token. */
const SIGN_IN_PATHS = /^\/api\/customer\/auth\/.*login/;

const tokenKeptListeners = new Set<() => void>();

/**
 * Runs `listener` each time a sign-in answer's token has been kept: a new session began in the
 * page (push registers the device on it). Returns the function that stops listening.
 */
export function onSessionTokenKept(listener: () => void): () => void {
  tokenKeptListeners.add(listener);
  return () => tokenKeptListeners.delete(listener);
}

/** The headers for one call: the platform always, the token only on the API's own origin. */
export function nativeHeaders(
  url: URL,
  apiOrigin: string,
  platform: NativePlatform,
  token: string | null,
): Record<string, string> {
  if (url.origin !== apiOrigin) return {};
  const headers: Record<string, string> = { 'X-Platform': platform };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The token a sign-in answer carries, if any. */
export function tokenOfAnswer(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token }: Record<string, unknown> = { ...body };
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** A value kept on the device (or, without the Preferences plugin, for the page's life). */
function keptValue(preferences: PreferencesPlugin | undefined, key: string) {
  let memory: string | null = null;
  return {
    read: async () => (preferences ? (await preferences.get({ key })).value : memory),
    async keep(value: string) {
      memory = value;
      await preferences?.set({ key, value });
    },
    async forget() {
      memory = null;
      await preferences?.remove({ key });
    },
  };
}

/** Where the credential of the device's anonymous cart is kept (the Preferences plugin's key). */
export const GUEST_TOKEN_KEY = 'guest_token';
const CREATE_CART_PATH = '/api/carts';

/**
 * The signer the API client uses in the native app. Without the Preferences plugin the token
 * lives as long as the page does: the cookie still signs the calls of this web view.
 *
 * `guestCarts`: the page is not served by the API (the app's own build), so the anonymous cart's
 * cookie never reaches it either. The cart's credential then travels as the X-Guest-Token header
 * ("new" until the API has issued one, which the cart's creation answers with), as spec 2 has
 * native clients do. A page served by the API keeps the cookie, which the header would override.
 */
export function createNativeRequestSigner(
  preferences: PreferencesPlugin | undefined,
  platform: NativePlatform,
  apiOrigin: string,
  { guestCarts = false }: { guestCarts?: boolean } = {},
): NativeRequestSigner {
  const session = keptValue(preferences, SESSION_TOKEN_KEY);
  const guest = keptValue(preferences, GUEST_TOKEN_KEY);
  const read = () => session.read().catch(() => null);
  return {
    sessionToken: read,
    async headersFor(url) {
      if (url.origin !== apiOrigin) return {};
      const headers = nativeHeaders(url, apiOrigin, platform, await read());
      if (guestCarts) headers[GUEST_TOKEN_HEADER] = (await guest.read().catch(() => null)) ?? 'new';
      return headers;
    },
    async afterResponse(url, method, response) {
      if (url.origin !== apiOrigin || !response.ok || method !== 'POST') return;
      if (url.pathname === LOGOUT_PATH) return session.forget().catch(() => undefined);
      const isSignIn = SIGN_IN_PATHS.test(url.pathname);
      const isNewCart = guestCarts && url.pathname === CREATE_CART_PATH;
      if (!isSignIn && !isNewCart) return;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (isNewCart) {
        const issued = guestTokenOfAnswer(body);
        if (issued) await guest.keep(issued).catch(() => undefined);
        return;
      }
      const token = tokenOfAnswer(body);
      if (!token) return;
      await session.keep(token).catch(() => undefined);
      for (const listener of tokenKeptListeners) listener();
    },
  };
}

/** The anonymous cart's credential a cart's creation answers with, if any. */
function guestTokenOfAnswer(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { guestToken }: Record<string, unknown> = { ...body };
  return typeof guestToken === 'string' && guestToken.length > 0 ? guestToken : null;
}

/** The signer of this page, or null outside Souk's native app. */
function nativeRequestSignerOf(win: Window): NativeRequestSigner | null {
  const platform = platformOfWindow(win);
  if (!isNativePlatform(platform)) return null;
  return createNativeRequestSigner(nativePlugins(win).Preferences, platform, apiOriginOf(win), {
    guestCarts: isAppBuild(),
  });
}

let pageSigner: NativeRequestSigner | null | undefined;

/** The session token this page's app keeps, or null (none, or not in the native app). */
export function pageSessionToken(): Promise<string | null> {
  pageSigner ??= nativeRequestSignerOf(window);
  return pageSigner ? pageSigner.sessionToken() : Promise.resolve(null);
}

/**
 * The page's fetch in the native app: calls to the API's own origin carry the headers and their
 * answers are looked at; any other call goes out exactly as asked. In the app's own build, a
 * call by path to the API goes to the API's origin (api-origin.ts).
 */
export async function signedFetch(
  fetchNow: typeof fetch,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  pageSigner ??= nativeRequestSignerOf(window);
  const toApi = toApiRequest(input, init);
  const request = toApi ?? new Request(input, init);
  const url = new URL(request.url);
  const headers = pageSigner ? await pageSigner.headersFor(url) : {};
  if (!pageSigner || Object.keys(headers).length === 0) {
    return toApi ? fetchNow(toApi) : fetchNow(input, init);
  }
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const response = await fetchNow(request);
  await pageSigner.afterResponse(url, request.method, response);
  return response;
}
