/**
 * Souk's native app wrapper marks its web view by adding `SoukApp/<version>` to the user agent
 * (what Capacitor's `appendUserAgent` and Android/iOS web view settings are for). The server
 * reads it from the page request, so a page is drawn for the wrapper from its first paint
 * (spec 1: "In a native web view the logout button and some header icons are hidden").
 */
const NATIVE_APP_USER_AGENT_MARKER = 'SoukApp/';

export function isNativeAppUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent?.includes(NATIVE_APP_USER_AGENT_MARKER));
}
