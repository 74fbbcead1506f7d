/**
 * What the root loads in Souk's native app: kept free of static imports, so that the web's
 * first load carries only the one line that loads it (the behaviours come with their own
 * imports, once asked for).
 */
import type { RootData } from '#app/lib/root-data.ts';

// The tracking socket of a page in the app asks for the kept token (spec 2 §7) as soon as it
// opens, which may be before the behaviours start: the reader is registered as this loads. A
// static import would list its file in the shell's preload list for this module, on every web
// page's first load.
void import('#app/lib/native-session-token.ts').then((m) =>
  m.setNativeSessionTokenReader(async () =>
    (await import('./api-authorization.ts')).pageSessionToken(),
  ),
);

/** The page's fetch: API calls carry the platform and the stored session token (spec 1 §7). */
export async function signedFetch(
  fetchNow: typeof fetch,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const m = await import('./api-authorization.ts');
  return m.signedFetch(fetchNow, input, init);
}

/** The splash screen, the back button, the device position and push; returns their stop. */
export async function startNativeApp(
  win: Window,
  root: RootData | undefined,
  localityPage: unknown,
): Promise<() => void> {
  if (!root) return () => undefined;
  const m = await import('./native-app.ts');
  return m.startNativeApp(win, root, localityPage);
}
