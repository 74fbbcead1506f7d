/**
 * Issue 14 finding 5: no inline script runs without its response's nonce, images never come over
 * plain http from elsewhere, and frames only from the origins the configuration names. The
 * storefront pages themselves (hydration scripts) are checked on the built app in
 * e2e/security-csp.test.ts; here the policies and the API's own HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config/config.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  newNonce,
  pageContentSecurityPolicy,
} from '#api/http/content-security-policy.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('the storefront page policy (issue 14 finding 5)', () => {
  const config = loadConfig({
    BASE_URL: 'https://shop.example.org',
    MAP_TILE_URL: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
    BANNER_FRAME_ORIGINS: 'https://promo.example.net/offers, https://events.example.net',
    PAYMENT_FORM_ORIGINS: 'https://hooks.gateway.example',
  });
  const forNonce = pageContentSecurityPolicy(config);

  it('allows scripts from the site and the one nonce, never unsafe-inline', () => {
    const policy = forNonce('abc123');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(forNonce('other'), 'script-src')).toEqual(["'self'", "'nonce-other'"]);
  });

  it('frames only this site, the banner origins and the gateway form origin', () => {
    expect(directive(forNonce('n'), 'frame-src')).toEqual([
      "'self'",
      'https://shop.example.org',
      'https://promo.example.net',
      'https://events.example.net',
      'https://hooks.gateway.example',
    ]);
  });

  it('takes images over plain http only from the configured tile server', () => {
    const images = directive(forNonce('n'), 'img-src') ?? [];
    expect(images).not.toContain('http:');
    expect(images).toContain('http://tiles.internal:8080');
  });

  it('frames the demo banner page by default and nothing over plain http', () => {
    const frames = directive(pageContentSecurityPolicy(loadConfig({}))('n'), 'frame-src');
    expect(frames).toEqual(["'self'", 'http://localhost:3000', 'https://example.com']);
  });

  it("lets pages send error reports only to the configured browser DSN's origin (spec 2 §8)", () => {
    const plain = directive(pageContentSecurityPolicy(loadConfig({}))('n'), 'connect-src');
    expect(plain).toEqual(["'self'", 'ws:', 'wss:']);
    const reporting = pageContentSecurityPolicy(
      loadConfig({ SENTRY_BROWSER_DSN: 'https://key@errors.example.io/42' }),
    )('n');
    expect(directive(reporting, 'connect-src')).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://errors.example.io',
    ]);
  });

  it('refuses a frame origin that is not http(s)', () => {
    expect(() => loadConfig({ BANNER_FRAME_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /BANNER_FRAME_ORIGINS: not an http\(s\) origin/,
    );
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0] ?? '', 'base64')).toHaveLength(16);
  });
});

describe('answers of the API itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
  });
  afterAll(() => t.close());

  it('JSON answers allow no inline script and no outside frame', async () => {
    const res = await t.get('/api/health');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).not.toContain('http:');
  });

  it("the sandbox gateway's last page runs its script with a nonce fresh per answer", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment-sandbox/form/sbx_gone' });
      expect(res.statusCode).toBe(404);
      const policy = String(res.headers['content-security-policy']);
      const script = directive(policy, 'script-src') ?? [];
      expect(script).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(script.join(' '))?.[1] ?? '';
      expect(nonce).not.toBe('');
      const inline = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      expect(inline).toEqual([` nonce="${nonce}"`]);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
