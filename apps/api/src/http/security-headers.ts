import { API_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

/**
 * The security headers helmet sends by default, computed once. Building them per request with
 * @fastify/helmet halved the throughput of the cheapest endpoints (docs/benchmarks.md), and the
 * values never change at run time. Storefront pages replace the policy with one carrying their
 * own nonce (web/web-ssr.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
