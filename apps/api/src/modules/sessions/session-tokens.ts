import { createHash, randomBytes } from 'node:crypto';

/** Sessions live 30 days from sign-in; signing in again starts a new one. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionKind = 'customer' | 'courier';

/** The prefix says which table holds the session, so a bearer token needs one lookup. */
const PREFIX: Record<SessionKind, string> = { customer: 'cus_', courier: 'cou_' };

/** 256 random bits; only its SHA-256 is stored (a token is not guessable, so no key is needed). */
export function newSessionToken(kind: SessionKind): string {
  return PREFIX[kind] + randomBytes(32).toString('base64url');
}

export function sessionKindOf(token: string): SessionKind | null {
  if (token.length !== 47) return null;
  if (token.startsWith(PREFIX.customer)) return 'customer';
  if (token.startsWith(PREFIX.courier)) return 'courier';
  return null;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
