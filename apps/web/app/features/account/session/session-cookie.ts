import { SESSION_COOKIE } from '@souk/contracts';

/**
 * True when the page request carries the API's (httpOnly) session cookie: only then does the
 * server-side loader ask for the customer, so anonymous pages make no account call.
 */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value = ''] = part.trim().split('=', 2);
    return name === SESSION_COOKIE && value !== '';
  });
}
