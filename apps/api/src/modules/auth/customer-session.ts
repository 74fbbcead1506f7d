import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerSession } from '@souk/contracts';
import { NATIVE_PLATFORMS, PLATFORM_HEADER, SESSION_COOKIE } from '@souk/contracts';
import type { CustomerRow } from '#api/db/schema/index.ts';
import type { CustomerRepository } from '#api/modules/customers/customer-repository.ts';
import { toCustomerMe } from '#api/modules/customers/customer-mapper.ts';
import { setSessionCookie } from '#api/modules/sessions/session-cookie.ts';
import type { SessionStore } from '#api/modules/sessions/session-store.ts';

export interface CustomerSignIn {
  sessions: SessionStore;
  customers: CustomerRepository;
  now: () => Date;
}

/**
 * The end of every customer sign-in (SMS code, partner token, Firebase): a scheduled deletion is
 * cancelled, the session the request came with is replaced by a new one (no fixation), and the
 * new token goes out as the cookie, and in the body only for the native app (issue 14: a web
 * page's scripts must never see it).
 */
export async function startCustomerSession(
  deps: CustomerSignIn,
  request: FastifyRequest,
  reply: FastifyReply,
  found: CustomerRow,
): Promise<CustomerSession> {
  const now = deps.now();
  const customer = await deps.customers.cancelDeletion(found);
  const previous = request.auth.customerSessionId;
  if (previous) await deps.sessions.revoke('customer', previous, now);
  const session = await deps.sessions.issue('customer', customer.id, customer.partnerId, now);
  setSessionCookie(request, reply, SESSION_COOKIE, session.token);
  return {
    ...(isNativeApp(request) ? { token: session.token } : {}),
    expiresAt: session.expiresAt.toISOString(),
    customer: toCustomerMe(customer),
  };
}

/** The native wrapper's requests name their platform (spec 1 §7); a browser's never do. */
function isNativeApp(request: FastifyRequest): boolean {
  const platform = request.headers[PLATFORM_HEADER];
  return typeof platform === 'string' && (NATIVE_PLATFORMS as readonly string[]).includes(platform);
}
