import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerMeSchema,
  customerSessionSchema,
  phoneConfirmationSentSchema,
} from '@souk/contracts';
import { insertPartner } from '#api/test/fixtures.ts';
import {
  randomIp,
  randomPhone,
  readSmsCode,
  sessionCookieValue,
  signInCustomer,
} from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('customer sign-in by SMS code on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => clock });
    await insertPartner(t.database.db, { code: TEST_PARTNER, platformName: 'Souk Market' });
    await insertPartner(t.database.db, { code: 'other' });
  });
  afterAll(() => t.close());

  const send = (phone: string, ip = randomIp(), headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
      headers: { 'x-forwarded-for': ip, ...headers },
    });
  const login = (phone: string, token: string, ip = randomIp()) =>
    t.request({
      method: 'POST',
      url: '/api/customer/auth/login',
      headers: { 'x-forwarded-for': ip },
      payload: { phone, token },
    });

  it('sends a 6-digit code, signs in with it and sets an httpOnly SameSite=Lax cookie', async () => {
    const phone = randomPhone();
    // Spec 1 §5: plus, spaces and brackets are removed and a leading plus added.
    const typed = `(${phone.slice(1, 4)}) ${phone.slice(4, 8)} ${phone.slice(8)}`;
    const sent = await send(typed, randomIp(), { 'accept-language': 'lv' });
    expect(sent.statusCode).toBe(200);
    expect(phoneConfirmationSentSchema.parse(sent.json())).toEqual({
      maskedPhone: expect.stringMatching(/^\+371 •• ••• •\d\d$/),
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const outbox = (await t.get(`/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`)).json();
    expect(outbox.messages[0]).toMatchObject({ to: phone });
    expect(outbox.messages[0].text).toMatch(/^\d{6} ir jūsu Souk Market pieteikšanās kods/);
    const code = await readSmsCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);

    const res = await login(phone, code);
    expect(res.statusCode).toBe(200);
    const session = customerSessionSchema.parse(res.json());
    expect(session.customer).toMatchObject({ phone, name: null, status: 'ACTIVE' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^souk_session=cus_[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    // Issue 14 finding 6: a page's scripts never see the session token, only the cookie has it.
    expect(res.json()).not.toHaveProperty('token');
    const me = await t.get('/api/customer/me', {
      cookie: `souk_session=${sessionCookieValue(res)}`,
    });
    expect(me.statusCode).toBe(200);
    expect(customerMeSchema.parse(me.json()).id).toBe(session.customer.id);
  });

  it.each(['ios', 'android'])(
    'answers the token in the body to the native wrapper (X-Platform: %s), which sends it as a bearer token (spec 1 §7)',
    async (platform) => {
      const phone = randomPhone();
      const ip = randomIp();
      await send(phone, ip);
      const res = await t.request({
        method: 'POST',
        url: '/api/customer/auth/login',
        headers: { 'x-forwarded-for': ip, 'x-platform': platform },
        payload: { phone, token: await readSmsCode(t, phone) },
      });
      expect(res.statusCode).toBe(200);
      const session = customerSessionSchema.parse(res.json());
      expect(session.token).toMatch(/^cus_[\w-]{43}$/);
      expect(session.token).toBe(sessionCookieValue(res));
      const bearer = await t.get('/api/customer/me', { authorization: `Bearer ${session.token}` });
      expect(bearer.json().id).toBe(session.customer.id);
    },
  );

  it('keeps the token out of the body for any other platform value (issue 14 finding 6)', async () => {
    for (const platform of ['web', 'IOS', 'android,ios']) {
      const phone = randomPhone();
      const ip = randomIp();
      await send(phone, ip);
      const res = await t.request({
        method: 'POST',
        url: '/api/customer/auth/login',
        headers: { 'x-forwarded-for': ip, 'x-platform': platform },
        payload: { phone, token: await readSmsCode(t, phone) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json(), platform).not.toHaveProperty('token');
    }
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const phone = randomPhone();
    await send(phone);
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/auth/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() },
      payload: { phone, token: await readSmsCode(t, phone) },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('signs the same phone in to the same customer; a code is good once', async () => {
    const first = await signInCustomer(t);
    tick(61);
    const second = await signInCustomer(t, { phone: first.phone });
    expect(second.customerId).toBe(first.customerId);
    expect(second.token).not.toBe(first.token);
    const reused = await login(first.phone, await readSmsCode(t, first.phone));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ type: 'PhoneConfirmationNotFoundException' });
  });

  it('answers a new code within 60 s with 400 PhoneConfirmationTimeLimitException', async () => {
    const phone = randomPhone();
    expect((await send(phone)).statusCode).toBe(200);
    tick(59);
    const again = await send(phone);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      type: 'PhoneConfirmationTimeLimitException',
      message: 'Verification request limit reached. Please try again in 60 seconds.',
      retryAfterSeconds: 1,
    });
    tick(1);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('a code dated after now (the clock went back) does not hold the next one back for hours', async () => {
    const phone = randomPhone();
    tick(6 * 3600);
    expect((await send(phone)).statusCode).toBe(200);
    tick(-6 * 3600);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = randomPhone();
    await send(phone);
    const code = await readSmsCode(t, phone);
    tick(300);
    const res = await login(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'PhoneConfirmationNotFoundException',
      message: 'The SMS verification code is invalid.',
    });
  });

  it('allows 5 wrong tries per code, then "Attempts used up" even for the right code', async () => {
    const phone = randomPhone();
    await send(phone);
    const code = await readSmsCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const res = await login(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: 'InvalidConfirmationCodeException',
        message: 'Invalid code',
        attemptsLeft: left,
      });
    }
    const right = await login(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      type: 'ConfirmationAttemptsExceededException',
      message: 'Attempts used up',
    });
    // A new code works again.
    tick(60);
    await send(phone);
    expect((await login(phone, await readSmsCode(t, phone))).statusCode).toBe(200);
  });

  it('logs out on the server: the old token no longer works', async () => {
    const { headers, token } = await signInCustomer(t);
    const out = await t.request({ method: 'POST', url: '/api/customer/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/souk_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.get('/api/customer/me', headers)).statusCode).toBe(401);
    expect((await t.get('/api/customer/me', { authorization: `Bearer ${token}` })).statusCode).toBe(
      401,
    );
  });

  it('rotates the session at login: the session the request came with ends', async () => {
    const first = await signInCustomer(t);
    tick(61);
    await send(first.phone);
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/auth/login',
      headers: { ...first.headers, 'x-forwarded-for': randomIp() },
      payload: { phone: first.phone, token: await readSmsCode(t, first.phone) },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.get('/api/customer/me', first.headers)).statusCode).toBe(401);
    expect(
      (await t.get('/api/customer/me', { cookie: `souk_session=${sessionCookieValue(res)}` }))
        .statusCode,
    ).toBe(200);
  });

  it('documents the sign-in and profile calls in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, unknown>>;
    for (const path of [
      '/api/customer/auth/sendPhoneConfirmation',
      '/api/customer/auth/login',
      '/api/customer/auth/logout',
      '/api/customer/auth/onde/login/by-token',
      '/api/customer/auth/firebase-auth',
      '/api/courier/auth/sendPhoneConfirmation',
      '/api/courier/auth/login',
      '/api/customer/me',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(Object.keys(paths['/api/customer/me'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
  });

  it("keeps a partner's sessions to that partner", async () => {
    const { headers } = await signInCustomer(t);
    const res = await t.get('/api/customer/me', { ...headers, 'x-partner-code': 'other' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: 'UnauthorizedException', errorCode: 'unauthorized' });
  });
});
