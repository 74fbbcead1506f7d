import { customerMeSchema } from '@souk/contracts';
import { ApiRequestError, browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { clearAccountState } from './clear-account-state.ts';

/**
 * `?anonymous` (spec 1 §4 "With the query parameter anonymous, the auth status is checked").
 * Souk's meaning: whoever opened the page (a native wrapper or partner app after its own sign-in
 * or sign-out, a link from elsewhere) says the session may have changed outside this page, so
 * the page does not trust what it was drawn with: the browser asks the API itself, uncached,
 * whether and as whom it is signed in, then drops the parameter from the URL. See
 * docs/decisions/010-web-session-and-profile.md.
 */
const ANONYMOUS_PARAM = 'anonymous';

export type AuthStatusChange =
  /** The page already shows the right state. */
  | 'unchanged'
  /** The page shows a customer whose session is gone: clear kept state, reload signed out. */
  | 'ended'
  /** Signed in now (or as someone else): reload the page's data. */
  | 'changed';

export function authStatusChange(
  pageCustomerId: string | null,
  serverCustomerId: string | null,
): AuthStatusChange {
  if (pageCustomerId === serverCustomerId) return 'unchanged';
  return serverCustomerId === null ? 'ended' : 'changed';
}

/** The query string without `anonymous` ("" when nothing is left); other params are kept. */
export function searchWithoutAnonymous(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ANONYMOUS_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The customer id the API's session belongs to, or null when signed out (401). */
async function fetchAuthStatus(config: ClientConfig): Promise<string | null> {
  try {
    const me = await browserApi(config).get('/api/customer/me', customerMeSchema, {
      cache: 'no-store',
    });
    return me.id;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Asks the API and compares with the customer the page shows. A session that ended elsewhere
 * clears what this tab kept for it, as a logout does (spec 1 §4). A failed check changes
 * nothing: the page keeps what the server drew.
 */
export async function checkAuthStatus(
  config: ClientConfig,
  pageCustomerId: string | null,
): Promise<AuthStatusChange> {
  let serverCustomerId: string | null;
  try {
    serverCustomerId = await fetchAuthStatus(config);
  } catch {
    return 'unchanged';
  }
  const change = authStatusChange(pageCustomerId, serverCustomerId);
  if (change === 'ended') clearAccountState();
  return change;
}
