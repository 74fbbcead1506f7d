import { randomInt } from 'node:crypto';
import { customerSessionSchema, smsOutboxSchema } from '@souk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** A fresh valid Latvian mobile number (+371 2xxxxxxx), so tests never share a customer by chance. */
export function randomPhone(): string {
  return `+3712${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** A private-range address per sign-in, so the per-IP limits of one test file never add up. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The session token a login answer set as the `souk_session` cookie. */
export function sessionCookieValue(login: LightMyRequestResponse): string {
  const cookie = login.cookies.find((c) => c.name === 'souk_session');
  if (!cookie?.value) throw new Error(`the login set no session cookie: ${login.body}`);
  return cookie.value;
}

/** The latest code the dev SMS outbox holds for `phone`. */
export async function readSmsCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.get(`/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`);
  const [latest] = smsOutboxSchema.parse(res.json()).messages;
  if (!latest) throw new Error(`no SMS to ${phone} in the dev outbox`);
  return latest.code;
}

/**
 * Signs a customer in through the real API (code request, dev outbox, login) and returns the
 * headers that carry the session cookie. With a name, it is set with PATCH /customer/me.
 */
export async function signInCustomer(
  t: TestApp,
  options: { phone?: string; name?: string } = {},
): Promise<{ customerId: string; headers: Record<string, string>; token: string; phone: string }> {
  const phone = options.phone ?? randomPhone();
  const ip = { 'x-forwarded-for': randomIp() };
  const sent = await t.request({
    method: 'POST',
    url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
    headers: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`sendPhoneConfirmation: ${sent.body}`);
  const code = await readSmsCode(t, phone);
  const login = await t.request({
    method: 'POST',
    url: '/api/customer/auth/login',
    headers: ip,
    payload: { phone, token: code },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const session = customerSessionSchema.parse(login.json());
  // A web login answers the token only as the cookie (issue 14 finding 6).
  const token = sessionCookieValue(login);
  const headers = { cookie: `souk_session=${token}` };
  if (options.name !== undefined) {
    const named = await t.request({
      method: 'PATCH',
      url: '/api/customer/me',
      headers,
      payload: { name: options.name },
    });
    if (named.statusCode !== 200) throw new Error(`PATCH /customer/me: ${named.body}`);
  }
  return { customerId: session.customer.id, headers, token, phone };
}
