/**
 * The credential of an anonymous cart: a random token the client keeps (httpOnly cookie
 * `souk_guest` on the web, header `X-Guest-Token` on native). Only its SHA-256 is stored, so a
 * database leak does not hand out carts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_COOKIE, GUEST_TOKEN_HEADER } from '@souk/contracts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
/** A guest cart lives as long as an abandoned cart is worth keeping. */
const GUEST_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The header wins over the cookie; anything not shaped like a token is no credential. */
export function guestToken(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = fromHeader?.trim() || request.cookies?.[GUEST_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Native clients announce themselves with the header (any value, "new" at first). */
export function wantsTokenInBody(request: FastifyRequest): boolean {
  return request.headers[GUEST_TOKEN_HEADER] !== undefined;
}

export function setGuestCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: GUEST_COOKIE_MAX_AGE_S,
  });
}

export function clearGuestCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies?.[GUEST_COOKIE] === undefined) return;
  reply.clearCookie(GUEST_COOKIE, { path: '/api' });
}
