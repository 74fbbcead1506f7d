import { redirect } from 'react-router';
import { ApiRequestError, serverApi, type ApiClient } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/**
 * A profile-area read for the page request's customer. Without a session the visitor is sent to
 * the same path with modal=AuthModal (spec 1 §4), as the profile layout does; once a modal is
 * open the page renders `anonymous` under it (the sign-in modal), instead of redirecting again.
 */
export async function signedInGet<T>(
  context: SoukLoadContext,
  request: Request,
  read: (api: ApiClient, init: RequestInit) => Promise<T>,
  anonymous: T,
): Promise<T> {
  try {
    return await read(serverApi(context), { signal: request.signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      const url = new URL(request.url);
      if (url.searchParams.has('modal')) return anonymous;
      url.searchParams.set('modal', 'AuthModal');
      throw redirect(`${url.pathname}${url.search}`);
    }
    throw error;
  }
}
