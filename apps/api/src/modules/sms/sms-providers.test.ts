import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import { insertPartner } from '#api/test/fixtures.ts';
import { randomIp, randomPhone } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';

interface GatewayRequest {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A Twilio-style gateway on loopback: records each message, answers 201 or the status set. */
async function startFakeGateway() {
  const received: GatewayRequest[] = [];
  let status = 201;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { sid: `SM${received.length}` } : { message: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC123/Messages.json`,
    received,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sendTo = (t: Pick<TestApp, 'request'>, phone: string) =>
  t.request({
    method: 'POST',
    url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
    headers: { 'x-forwarded-for': randomIp() },
  });

describe.each(testTargets)('HTTP SMS gateway provider on %s', (target) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;

  beforeAll(async () => {
    gateway = await startFakeGateway();
    t = await createTestApp({
      target,
      seed: 'none',
      env: {
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_ACCOUNT: 'AC123',
        SMS_GATEWAY_TOKEN: 'secret-token',
        SMS_SENDER: 'SoukTest',
      },
    });
    await insertPartner(t.database.db, { code: TEST_PARTNER, platformName: 'Souk' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts the code to the gateway with Basic auth, and the code signs in', async () => {
    const phone = randomPhone();
    expect((await sendTo(t, phone)).statusCode).toBe(200);
    const message = gateway.received.at(-1);
    expect(message).toMatchObject({
      url: '/2010-04-01/Accounts/AC123/Messages.json',
      authorization: `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(message?.form.get('To')).toBe(phone);
    expect(message?.form.get('From')).toBe('SoukTest');
    const code = /^(\d{6}) is your Souk sign-in code/.exec(message?.form.get('Body') ?? '')?.[1];
    expect(code).toBeDefined();
    // The outbox belongs to the console provider: a real gateway leaves it empty.
    expect((await t.get('/api/dev/sms-outbox')).json()).toEqual({ messages: [] });
    const login = await t.request({
      method: 'POST',
      url: '/api/customer/auth/login',
      payload: { phone, token: code },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 502 SmsDeliveryException when the gateway refuses, and lets the client retry at once', async () => {
    const phone = randomPhone();
    gateway.answer(503);
    const failed = await sendTo(t, phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ type: 'SmsDeliveryException' });
    gateway.answer(201);
    expect((await sendTo(t, phone)).statusCode).toBe(200);
  });
});

describe('console SMS provider by environment', () => {
  async function appWithLogs(nodeEnv: 'production' | 'test') {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase('pglite');
    await insertPartner(database.db, { code: TEST_PARTNER });
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: nodeEnv,
        ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
        PARTNER_CODE: TEST_PARTNER,
        DATA_DIR: path.join(os.tmpdir(), 'souk-test-data'),
      }),
      database,
      logger: { level: 'info', stream },
      webBuildDir: null,
    });
    await app.ready();
    const request: TestApp['request'] = (options) =>
      app.inject({ ...options, headers: { 'x-partner-code': TEST_PARTNER, ...options.headers } });
    return { app, lines, request };
  }

  it('in production: no outbox route and no code in any log line', async () => {
    const { app, lines, request } = await appWithLogs('production');
    const phone = randomPhone();
    expect((await sendTo({ request }, phone)).statusCode).toBe(200);
    const outbox = await request({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(outbox.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('SMS not sent: the console SMS provider is for development');
    expect(log).not.toContain(phone);
    expect(log).not.toMatch(/"code":|\b\d{6}\b is your/);
    await app.close();
  });

  it('in development: the code is logged and kept in the outbox', async () => {
    const { app, lines, request } = await appWithLogs('test');
    const phone = randomPhone();
    await sendTo({ request }, phone);
    const outbox = (await request({ method: 'GET', url: '/api/dev/sms-outbox' })).json();
    const code = outbox.messages[0].code as string;
    expect(lines.join('')).toContain(`"code":"${code}"`);
    await app.close();
  });

  it('stops at start-up when SMS_PROVIDER=http lacks the gateway settings', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL: required/);
  });
});
