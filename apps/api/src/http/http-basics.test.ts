import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
  });
  afterAll(() => t.close());

  it('answers liveness without a partner header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers readiness when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      dependencies: {
        database: { status: 'up', kind: 'pglite' },
        paymentGateway: { status: 'up', gateway: 'sandbox' },
      },
    });
  });

  it('gives every response a request id, keeping one the caller sent', async () => {
    const fresh = await t.get('/api/public/localities');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.get('/api/public/localities', { 'x-request-id': 'trace-123' });
    expect(kept.headers['x-request-id']).toBe('trace-123');
  });

  it('sends security headers', async () => {
    const res = await t.get('/api/public/localities');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it.each(['br', 'gzip'])('compresses large responses with %s', async (encoding) => {
    const res = await t.get('/api/docs/json', { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'NotFoundException', errorCode: 'not_found' });
  });

  it('serves an OpenAPI 3.1 document generated from the contracts, and its browsable UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/localities',
        '/api/public/localities/nearest',
        '/api/public/localities/{code}/params',
      ]),
    );
    const params = body.paths['/api/public/localities/{code}/params'].get;
    expect(params.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'tipSettings',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('refuses malformed JSON bodies with a 400, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/public/localities',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
