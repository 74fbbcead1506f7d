/**
 * The native app's kept session token, for the one API call that cannot carry the Authorization
 * header the app's fetch adds: the live-tracking socket, which takes it as its `token` query
 * parameter instead (spec 2 §7). The app's own code registers the reader as it loads (a feature
 * cannot import another, so they meet here); a page in the app waits for it a little, as that
 * code may still be arriving, and goes on without a token (the cookie) if it never comes.
 */
type SessionTokenReader = () => Promise<string | null>;

let register: (reader: SessionTokenReader) => void = () => undefined;
const registered = new Promise<SessionTokenReader>((resolve) => (register = resolve));

/** How long a page in the app waits for the app's code to register its reader. */
const READER_WAIT_MS = 3_000;

export function setNativeSessionTokenReader(reader: SessionTokenReader): void {
  register(reader);
}

/** The kept token, or null: none kept, or the app's code did not come in time. */
export async function nativeSessionToken(): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, READER_WAIT_MS, null)));
  const reader = await Promise.race([registered, late]);
  clearTimeout(timer);
  return reader ? reader().catch(() => null) : null;
}
