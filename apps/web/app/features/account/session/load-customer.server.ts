import { customerMeSchema, type CustomerMe } from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import { hasSessionCookie } from './session-cookie.ts';

/** The root loader and the profile layout's loader both ask: one API call per page request. */
const perRequest = new WeakMap<SoukLoadContext, Promise<CustomerMe | null>>();

async function fetchCustomer(context: SoukLoadContext, request: Request) {
  try {
    return await serverApi(context).get('/api/customer/me', customerMeSchema, {
      signal: request.signal,
    });
  } catch (error) {
    // An expired or revoked session is an anonymous visit, not an error page.
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in customer of this page request, or null. Anonymous visitors (no session
 * cookie, or in the native app no kept token) cost nothing: no API call is made for them.
 */
export function loadCustomer(context: SoukLoadContext, request: Request) {
  const mayBeSignedIn = context.sessionOnDevice ?? hasSessionCookie(request.headers.get('Cookie'));
  if (!mayBeSignedIn) return Promise.resolve(null);
  let pending = perRequest.get(context);
  if (!pending) {
    pending = fetchCustomer(context, request);
    perRequest.set(context, pending);
  }
  return pending;
}
