/**
 * Who is calling: every /api request gets `request.auth`, filled from the httpOnly session cookie
 * (web) or an `Authorization: Bearer` token (native app, courier app). Handlers that need a
 * signed-in customer or courier call requireCustomer / requireCourier.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COURIER_SESSION_COOKIE,
  GUEST_COOKIE,
  GUEST_TOKEN_HEADER,
  SESSION_COOKIE,
} from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import { refuseCrossOriginCookieWrite } from './origin-guard.ts';
import { clearSessionCookie } from './session-cookie.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionKind } from './session-tokens.ts';
import { sessionKindOf } from './session-tokens.ts';

interface RequestAuth {
  customerId: string | null;
  courierId: string | null;
  /** The customer session when there is one, else the courier session. */
  sessionId: string | null;
  customerSessionId: string | null;
  courierSessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

export interface SessionContextOptions {
  sessions: SessionStore;
  /** The storefront's own origin (BASE_URL); requests from it may write with the cookie. */
  baseUrl: string;
  now: () => Date;
}

const COOKIE_BY_KIND: Record<SessionKind, string> = {
  customer: SESSION_COOKIE,
  courier: COURIER_SESSION_COOKIE,
};

export function installSessionContext(api: FastifyInstance, options: SessionContextOptions): void {
  const ownOrigin = new URL(options.baseUrl).origin;
  api.decorateRequest('auth', null as unknown as RequestAuth);
  api.addHook('onRequest', async (request, reply) => {
    request.auth = {
      customerId: null,
      courierId: null,
      sessionId: null,
      customerSessionId: null,
      courierSessionId: null,
    };
    const bearer = bearerToken(request);
    const cookies = request.cookies;
    const viaSessionCookie =
      !bearer &&
      (cookies[SESSION_COOKIE] !== undefined || cookies[COURIER_SESSION_COOKIE] !== undefined);
    // A guest cart's cookie is a credential too: another site must not write with it either.
    const viaGuestCookie =
      cookies[GUEST_COOKIE] !== undefined && request.headers[GUEST_TOKEN_HEADER] === undefined;
    if (viaSessionCookie || viaGuestCookie) refuseCrossOriginCookieWrite(request, ownOrigin);
    const partner = request.partner;
    if (!partner) return;
    const now = options.now();
    for (const kind of ['customer', 'courier'] as const) {
      const fromBearer = bearer && sessionKindOf(bearer) === kind ? bearer : undefined;
      const token = fromBearer ?? (bearer ? undefined : cookies[COOKIE_BY_KIND[kind]]);
      if (!token) continue;
      const session =
        sessionKindOf(token) === kind
          ? await options.sessions.find(kind, token, partner.id, now)
          : null;
      if (!session) {
        // A stale cookie is dropped so the browser stops sending it.
        if (!fromBearer) clearSessionCookie(request, reply, COOKIE_BY_KIND[kind]);
        continue;
      }
      if (kind === 'customer') {
        request.auth.customerId = session.subjectId;
        request.auth.customerSessionId = session.sessionId;
      } else {
        request.auth.courierId = session.subjectId;
        request.auth.courierSessionId = session.sessionId;
      }
    }
    request.auth.sessionId = request.auth.customerSessionId ?? request.auth.courierSessionId;
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

const unauthorized = () => new ApiError(401, 'unauthorized', 'Sign in to continue');

/** The signed-in customer's id, else 401 UnauthorizedException. */
export function requireCustomer(request: FastifyRequest): string {
  const id = request.auth?.customerId;
  if (!id) throw unauthorized();
  return id;
}

/** The signed-in courier's id, else 401 UnauthorizedException. */
export function requireCourier(request: FastifyRequest): string {
  const id = request.auth?.courierId;
  if (!id) throw unauthorized();
  return id;
}
