import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierMeSchema, courierSessionSchema } from '@souk/contracts';
import { couriers, localities } from '#api/db/schema/index.ts';
import { DEMO_COURIERS } from '#api/seed/seed-couriers.ts';
import { randomIp, readSmsCode, signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('courier sign-in on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  let rigaId = '';
  let kyivId = '';

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'demo', now: () => clock });
    const rows = await t.database.db.select().from(localities);
    rigaId = rows.find((row) => row.code === 'riga')?.id ?? '';
    kyivId = rows.find((row) => row.code === 'kyiv')?.id ?? '';
  });
  afterAll(() => t.close());

  const send = (query: string) =>
    t.request({
      method: 'POST',
      url: `/api/courier/auth/sendPhoneConfirmation?${query}`,
      headers: { 'x-forwarded-for': randomIp() },
    });
  const login = (phone: string, token: string, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/courier/auth/login',
      headers: { 'x-forwarded-for': randomIp(), ...headers },
      payload: { phone, token },
    });

  it('signs a demo courier in to a courier session, separate from customer sessions', async () => {
    const phone = DEMO_COURIERS[0].phone;
    const sent = await send(`phone=${encodeURIComponent(phone)}&localityId=${rigaId}`);
    expect(sent.statusCode).toBe(200);
    const res = await login(phone, await readSmsCode(t, phone));
    expect(res.statusCode).toBe(200);
    const session = courierSessionSchema.parse(res.json());
    expect(session.token).toMatch(/^cou_/);
    expect(session.courier).toMatchObject({ phone, name: 'Jānis Bērziņš', localityId: rigaId });
    expect(String(res.headers['set-cookie'])).toMatch(/^souk_courier_session=cou_.*HttpOnly/);

    const bearer = { authorization: `Bearer ${session.token}` };
    const me = await t.get('/api/courier/me', bearer);
    expect(courierMeSchema.parse(me.json()).id).toBe(session.courier.id);
    // A courier token opens no customer route, and a customer session no courier route.
    expect((await t.get('/api/customer/me', bearer)).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect((await t.get('/api/courier/me', customer.headers)).statusCode).toBe(401);

    const out = await t.request({
      method: 'POST',
      url: '/api/courier/auth/logout',
      headers: bearer,
    });
    expect(out.statusCode).toBe(200);
    expect((await t.get('/api/courier/me', bearer)).statusCode).toBe(401);
  });

  it('sends no code to a phone that is not a courier, nor to one of another locality', async () => {
    const stranger = await send('phone=%2B37120999999');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ type: 'CourierNotFoundException' });
    const wrongCity = await send(
      `phone=${encodeURIComponent(DEMO_COURIERS[1].phone)}&localityId=${kyivId}`,
    );
    expect(wrongCity.statusCode).toBe(404);
    const outbox = (await t.get('/api/dev/sms-outbox?to=%2B37120999999')).json();
    expect(outbox.messages).toEqual([]);
    // The courier who works everywhere may name any locality.
    const anywhere = DEMO_COURIERS[5].phone;
    expect(
      (await send(`phone=${encodeURIComponent(anywhere)}&localityId=${kyivId}`)).statusCode,
    ).toBe(200);
  });

  it('does not let a customer code sign a courier in', async () => {
    const phone = DEMO_COURIERS[2].phone;
    await t.request({
      method: 'POST',
      url: `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
      headers: { 'x-forwarded-for': randomIp() },
    });
    const res = await login(phone, await readSmsCode(t, phone));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'PhoneConfirmationNotFoundException' });
  });

  it('stops signing in a courier who was deactivated', async () => {
    const phone = DEMO_COURIERS[4].phone;
    await send(`phone=${encodeURIComponent(phone)}`);
    const session = courierSessionSchema.parse(
      (await login(phone, await readSmsCode(t, phone))).json(),
    );
    await t.database.db.update(couriers).set({ active: false }).where(eq(couriers.phone, phone));
    const me = await t.get('/api/courier/me', { authorization: `Bearer ${session.token}` });
    expect(me.statusCode).toBe(401);
    clock = new Date(clock.getTime() + 61_000);
    expect((await send(`phone=${encodeURIComponent(phone)}`)).statusCode).toBe(404);
  });

  it('refuses a malformed localityId or phone with field errors', async () => {
    const res = await send('phone=%2B37120000001&localityId=riga');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { field: 'localityId', message: 'Expected a locality id' },
    ]);
    const phone = await send('phone=12');
    expect(phone.json()).toMatchObject({
      type: 'ValidationException',
      fieldErrors: [{ field: 'phone', message: 'Invalid phone number' }],
    });
  });
});
