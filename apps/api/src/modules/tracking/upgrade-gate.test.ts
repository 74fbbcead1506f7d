/**
 * The upgrade gate (issue 13 part 1): the tracking path upgrades to a WebSocket; an upgrade
 * request for any other path is answered as the plain HTTP request it also is.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';

/** A raw HTTP/1.1 request asking to switch protocols, as `curl --http2` on http:// sends. */
function upgradeRequest(port: number, path: string, protocol: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        connection: 'Upgrade, HTTP2-Settings',
        upgrade: protocol,
        'http2-settings': 'AAMAAABkAARAAAAAAAIAAAAA',
        'x-partner-code': TEST_PARTNER,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('upgrade', () => reject(new Error('the server switched protocols')));
    request.on('error', reject);
    request.end();
  });
}

describe('upgrade requests outside the tracking path', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  }, 60_000);
  afterAll(() => t.close());

  it('are answered as plain HTTP, as before the socket existed', async () => {
    const answer = await upgradeRequest(port, '/api/health', 'h2c');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    const missing = await upgradeRequest(port, '/api/no-such-thing', 'websocket');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ type: 'NotFoundException' });
  });
});
