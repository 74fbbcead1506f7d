/**
 * Test support for the vendor console: a staff member signed in through the real API (code
 * request, dev outbox, login), and their calls with the staff session cookie.
 */
import type { LightMyRequestResponse } from 'fastify';
import { boardOrderResponseSchema, vendorStaffSessionSchema } from '@souk/contracts/vendor-console';
import type { BoardOrder } from '@souk/contracts/vendor-console';
import type { TestApp } from '#api/test/test-app.ts';
import { randomIp, readSmsCode } from '#api/test/sign-in.ts';

/** Seeded staff (seed-vendor-staff.ts): Riga's Burger Brothers and Pizzeria Milano. */
export const BURGER_BROTHERS_STAFF = '+37121000001';
export const PIZZERIA_MILANO_STAFF = '+37121000002';

export interface StaffClient {
  vendorId: string;
  headers: Record<string, string>;
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** POST …/orders/{orderId}/{action} on the staff member's own vendor. */
  act(orderId: string, action: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function signInStaff(t: TestApp, phone: string): Promise<StaffClient> {
  const ip = { 'x-forwarded-for': randomIp() };
  const sent = await t.request({
    method: 'POST',
    url: `/api/vendor/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
    headers: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`sendPhoneConfirmation: ${sent.body}`);
  const login = await t.request({
    method: 'POST',
    url: '/api/vendor/auth/login',
    headers: ip,
    payload: { phone, token: await readSmsCode(t, phone) },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const session = vendorStaffSessionSchema.parse(login.json());
  const cookie = login.cookies.find((c) => c.name === 'souk_vendor_session');
  if (!cookie?.value) throw new Error('the login set no staff session cookie');
  const headers = {
    cookie: `souk_vendor_session=${cookie.value}`,
    origin: 'http://localhost:3000',
  };
  const call = (method: string, url: string, payload?: unknown) =>
    t.request({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const vendorId = session.staff.vendorId;
  return {
    vendorId,
    headers,
    call,
    act: (orderId, action, payload = {}) =>
      call('POST', `/api/vendor/vendors/${vendorId}/orders/${orderId}/${action}`, payload),
  };
}

export function boardOrder(res: LightMyRequestResponse): BoardOrder {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return boardOrderResponseSchema.parse(res.json()).order;
}
