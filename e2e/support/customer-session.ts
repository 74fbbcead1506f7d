import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { customerSessionSchema, SESSION_COOKIE } from '@souk/contracts';
import { readCode, uniquePhone } from './sign-in.ts';

export interface ApiCustomer {
  phone: string;
  customerId: string;
  /** The session cookie's value, as the API set it. */
  session: string;
  /** Calls the API as this customer (cookie, same origin, partner header). */
  call(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
}

/**
 * Signs a new customer in through the real API (code read from the dev SMS outbox): journeys
 * that are about addresses, favourites or cards start signed in instead of clicking through
 * the sign-in modals, which e2e/auth.test.ts covers.
 */
export async function signInByApi(
  baseUrl: string,
  { phone = uniquePhone(), name = 'Test Customer' }: { phone?: string; name?: string } = {},
): Promise<ApiCustomer> {
  const headers = { 'x-partner-code': 'souk', origin: baseUrl };
  const sent = await fetch(
    `${baseUrl}/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
    { method: 'POST', headers },
  );
  expect(sent.status, await sent.clone().text()).toBe(200);
  const token = await readCode(baseUrl, phone);
  const login = await fetch(`${baseUrl}/api/customer/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, token }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { customer } = customerSessionSchema.parse(await login.json());
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('The login set no session cookie');
  const session = cookie.slice(SESSION_COOKIE.length + 1);
  const customerApi: ApiCustomer = {
    phone,
    customerId: customer.id,
    session,
    call: (path, init = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...headers,
          cookie: `${SESSION_COOKIE}=${session}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
  };
  // A customer without a name is asked for one first (spec 1 §4): give them one.
  const named = await customerApi.call('/api/customer/me', { method: 'PATCH', body: { name } });
  expect(named.status, await named.clone().text()).toBe(200);
  return customerApi;
}

/** Puts the customer's session cookie into a browser context. */
export async function useSession(context: BrowserContext, baseUrl: string, customer: ApiCustomer) {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: customer.session,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}
