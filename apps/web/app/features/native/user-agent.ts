/**
 * Souk's native wrapper adds `SoukApp/<version>` to its web view's user agent (Capacitor's
 * `appendUserAgent`). A module of its own: the root reads it before anything else runs, and the
 * web's first load carries this check and nothing more of the platform code.
 */
const NATIVE_APP_USER_AGENT_MARKER = 'SoukApp/';

export function isNativeAppUserAgent(userAgent: string): boolean {
  return userAgent.includes(NATIVE_APP_USER_AGENT_MARKER);
}
