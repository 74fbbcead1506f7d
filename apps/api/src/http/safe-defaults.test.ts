/**
 * Safe defaults: what a fresh `npm start` exposes to other machines, and inputs that used to
 * reach a 500 or skip a check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMeSchema, smsOutboxSchema } from '@souk/contracts';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { signInCustomer } from '#api/test/sign-in.ts';

describe('configuration defaults', () => {
  it('trusts no proxy unless one is named, so X-Forwarded-For cannot pick the client address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toBe('10.0.0.5');
  });

  it('production refuses the console SMS provider unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER: console sends no sign-in code/);
    expect(loadConfig({ ...production, ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' }).NODE_ENV).toBe(
      'production',
    );
    expect(loadConfig({}).SMS_PROVIDER).toBe('console');
  });
});

describe('the default trust of forwarded addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limit counts in fixed one-hour windows; a pinned clock keeps all 35 requests in one.
    t = await createTestApp({
      target: 'pglite',
      env: { TRUST_PROXY: 'false' },
      now: () => new Date('2026-11-27T12:30:00Z'),
    });
  });
  afterAll(() => t.close());

  it('counts sign-in attempts against the real peer however X-Forwarded-For rotates', async () => {
    // 30 code requests per address per hour by default; rotating the header must not reset it.
    const answers = [];
    for (let i = 0; i < 35; i += 1) {
      const phone = `+3712${String(1_000_000 + i).padStart(7, '0')}`;
      const res = await t.request({
        method: 'POST',
        url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('development helpers answer only on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
  });
  afterAll(() => t.close());

  const dev = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each(['/api/dev/sms-outbox', '/api/dev/clock'])(
    '%s is there for loopback only',
    async (url) => {
      expect((await dev(url, '127.0.0.1')).statusCode).toBe(200);
      expect((await dev(url, '::1')).statusCode).toBe(200);
      expect((await dev(url, '192.168.1.20')).statusCode).toBe(404);
      expect((await dev(url, '203.0.113.9')).statusCode).toBe(404);
      // A proxy on this machine forwarding someone else's request is not this machine.
      expect((await dev(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
        404,
      );
      expect((await dev(url, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
    },
  );

  it('moving the clock from elsewhere is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      remoteAddress: '198.51.100.7',
      payload: { offsetMinutes: 600 },
    });
    expect(res.statusCode).toBe(404);
    const clock = await dev('/api/dev/clock', '127.0.0.1');
    expect(clock.json()).toMatchObject({ offsetMinutes: 0 });
  });

  it('the outbox still serves the sign-in codes to a local client', async () => {
    const res = await dev('/api/dev/sms-outbox', '127.0.0.1');
    expect(smsOutboxSchema.parse(res.json()).messages).toBeInstanceOf(Array);
  });
});

describe('customer updates and guest carts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
  });
  afterAll(() => t.close());

  it('PATCH /customer/me with nothing to change answers the customer as they are', async () => {
    const customer = await signInCustomer(t, { name: 'Līga' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/customer/me',
      headers: customer.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(customerMeSchema.parse(res.json()).name).toBe('Līga');
  });

  it('a guest cart cookie cannot be used to write from another site', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/carts',
      payload: { localityCode: 'riga' },
    });
    const cookie = created.cookies.find((c) => c.name === 'souk_guest');
    const { cartId } = created.json<{ cartId: string }>();
    const tip = (origin: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/carts/${cartId}/tip`,
        headers: { cookie: `souk_guest=${cookie?.value}`, origin },
        payload: { tipAmount: 100 },
      });
    const forged = await tip('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ type: 'CrossOriginRequestException' });
    expect((await tip('http://localhost:3000')).statusCode).toBe(200);
  });
});

describe('personal answers are not cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target: 'pglite' });
  });
  afterAll(() => t.close());

  it('profile, cart and other signed-in answers say private, no-store; public ones keep theirs', async () => {
    const customer = await signInCustomer(t);
    const me = await t.request({
      method: 'GET',
      url: '/api/customer/me',
      headers: customer.headers,
    });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const anonymousMe = await t.request({ method: 'GET', url: '/api/customer/me/addresses' });
    expect(anonymousMe.statusCode).toBe(401);
    expect(anonymousMe.headers['cache-control']).toBe('private, no-store');
    const created = await t.request({
      method: 'POST',
      url: '/api/carts',
      payload: { localityCode: 'riga' },
    });
    const guest = created.cookies.find((c) => c.name === 'souk_guest');
    const cart = await t.request({
      method: 'GET',
      url: `/api/carts/${created.json<{ cartId: string }>().cartId}`,
      headers: { cookie: `souk_guest=${guest?.value}` },
    });
    expect(cart.headers['cache-control']).toBe('private, no-store');
    const partner = await t.request({
      method: 'GET',
      url: '/api/public/partner/info',
      headers: customer.headers,
    });
    expect(partner.headers['cache-control']).toBe('public, max-age=60');
  });
});
