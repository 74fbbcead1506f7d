import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '#api/config/config.ts';

/**
 * Content-Security-Policy. No inline script runs unless it carries the nonce of its own
 * response: React Router's hydration data and module loader, the scroll restoration and the
 * sandbox gateway's last page each get a fresh one. A stolen or guessed nonce from another
 * answer is worth nothing. Styles stay 'unsafe-inline': the partner theme is an inline style and
 * a style cannot run code.
 */

/**
 * Where the storefront's pages may load things from besides their own origin: BASE_URL (absolute
 * image URLs and the sandbox card form live on it), the map tiles' server, the origins the
 * IframeModal may show (banner pages, a hosted card gateway's pages), and the error-reporting
 * service browser errors are sent to.
 */
type PageSources = Pick<
  AppConfig,
  | 'BASE_URL'
  | 'MAP_TILE_URL'
  | 'BANNER_FRAME_ORIGINS'
  | 'PAYMENT_FORM_ORIGINS'
  | 'SENTRY_BROWSER_DSN'
>;

/** 128 random bits, base64: what CSP Level 3 asks of a nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function originOf(url: string): string {
  return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
}

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join(';');
}

const COMMON = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
} as const;

/** Answers that are not storefront pages (JSON, images, the API docs): no inline script at all. */
const apiPolicy = (scriptSources: readonly string[]) =>
  policy({
    ...COMMON,
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'script-src': ["'self'", ...scriptSources],
    'frame-src': ["'self'"],
  });

export const API_CONTENT_SECURITY_POLICY = apiPolicy([]);

/**
 * The storefront page policy for one response. Images may come from any HTTPS host (partner
 * content) and from the configured tile server, never over plain http from elsewhere; frames only
 * from this site and the configured origins.
 */
export function pageContentSecurityPolicy(sources: PageSources): (nonce: string) => string {
  const self = originOf(sources.BASE_URL);
  const tiles = originOf(sources.MAP_TILE_URL);
  const before = policy({
    ...COMMON,
    'img-src': ["'self'", self, 'data:', 'blob:', 'https:', tiles],
    'frame-src': ["'self'", self, ...sources.BANNER_FRAME_ORIGINS, ...sources.PAYMENT_FORM_ORIGINS],
    // The installable app: its service worker (/sw.js) and manifest come from this site only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Browser error reports go to the configured service, and nowhere else.
    'connect-src': [
      ...COMMON['connect-src'],
      ...(sources.SENTRY_BROWSER_DSN ? [originOf(sources.SENTRY_BROWSER_DSN)] : []),
    ],
  });
  return (nonce) => `${before};script-src 'self' 'nonce-${nonce}'`;
}

/**
 * For an HTML answer the API renders itself with an inline script (the sandbox's last page):
 * sets this reply's policy with a fresh nonce and returns the nonce for the script tag.
 */
export function allowInlineScriptOnce(reply: FastifyReply): string {
  const nonce = newNonce();
  reply.header('content-security-policy', apiPolicy([`'nonce-${nonce}'`]));
  return nonce;
}
