import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './session-tokens.ts';

/**
 * httpOnly so page scripts never read it, SameSite=Lax so other sites' forms and fetches do not
 * carry it, Secure whenever the request came over HTTPS (directly or via a proxy's
 * x-forwarded-proto, which `trustProxy` honours).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
): void {
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): void {
  reply.clearCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
