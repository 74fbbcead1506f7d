import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionSchema, customerMeSchema } from '@souk/contracts';
import { customerAddresses, customerSessions, customers } from '#api/db/schema/index.ts';
import { insertPartner } from '#api/test/fixtures.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { createAccountDeletionJob } from './account-deletion.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testTargets)('GET/PATCH/DELETE /customer/me on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => clock });
    await insertPartner(t.database.db, { code: TEST_PARTNER });
  });
  afterAll(() => t.close());

  const patch = (headers: Record<string, string>, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/customer/me', headers, payload: payload as object });

  it('returns the signed-in customer as spec 1 §3 "User" describes', async () => {
    const { headers, customerId, phone } = await signInCustomer(t);
    const res = await t.get('/api/customer/me', headers);
    expect(customerMeSchema.parse(res.json())).toEqual({
      id: customerId,
      name: null,
      phone,
      birthDate: null,
      email: null,
      healthyLifestyle: false,
      lang: null,
      gaUserId: customerId,
      status: 'ACTIVE',
      deletionDueAt: null,
    });
  });

  it('changes only the fields sent, and null clears an optional one', async () => {
    const { headers } = await signInCustomer(t);
    const res = await patch(headers, {
      name: '  Anna   Maria ',
      birthDate: '1990-02-28',
      email: 'anna@example.com',
      healthyLifestyle: true,
      lang: 'ar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Anna Maria',
      birthDate: '1990-02-28',
      email: 'anna@example.com',
      healthyLifestyle: true,
      lang: 'ar',
    });
    const cleared = await patch(headers, { email: null, healthyLifestyle: false });
    expect(cleared.json()).toMatchObject({
      name: 'Anna Maria',
      email: null,
      healthyLifestyle: false,
      lang: 'ar',
    });
  });

  it.each([
    [{ name: 'A' }, 'name'],
    [{ name: 'R2D2' }, 'name'],
    [{ name: 'x'.repeat(31) }, 'name'],
    [{ name: ' ' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'email'],
    [{ birthDate: '2026-02-30' }, 'birthDate'],
    [{ birthDate: '02/03/1990' }, 'birthDate'],
    [{ birthDate: '1899-12-31' }, 'birthDate'],
    [{ birthDate: '2026-03-03' }, 'birthDate'],
    [{ lang: 'de' }, 'lang'],
    [{ lang: null }, 'lang'],
    [{ healthyLifestyle: 'yes' }, 'healthyLifestyle'],
    [{ phone: '+37120000000' }, 'phone'],
  ])('refuses %j with a field error on %s', async (payload, field) => {
    const { headers } = await signInCustomer(t);
    const res = await patch(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('ValidationException');
    expect(JSON.stringify(res.json().fieldErrors)).toContain(field);
  });

  // Issue 4 "Safety": "oversized bodies get a 400 with field errors, never a 500".
  it('answers an oversized body with 400 PayloadTooLargeException and a field error on body', async () => {
    const { headers } = await signInCustomer(t);
    const res = await patch(headers, { name: 'Anna', padding: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'PayloadTooLargeException',
      fieldErrors: [{ field: 'body' }],
    });
  });

  it('schedules deletion in 30 days and signs out; signing in again cancels it', async () => {
    const first = await signInCustomer(t, { name: 'Ilze' });
    const res = await t.request({
      method: 'DELETE',
      url: '/api/customer/me',
      headers: first.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(accountDeletionSchema.parse(res.json())).toEqual({
      status: 'DELETION_SCHEDULED',
      deletionDueAt: new Date(clock.getTime() + 30 * DAY).toISOString(),
    });
    expect(String(res.headers['set-cookie'])).toMatch(/souk_session=;/);
    expect((await t.get('/api/customer/me', first.headers)).statusCode).toBe(401);

    clock = new Date(clock.getTime() + 29 * DAY);
    const back = await signInCustomer(t, { phone: first.phone });
    expect(back.customerId).toBe(first.customerId);
    const me = (await t.get('/api/customer/me', back.headers)).json();
    expect(me).toMatchObject({ name: 'Ilze', status: 'ACTIVE', deletionDueAt: null });
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await createAccountDeletionJob(t.database.db, () => clock).run()).toBe(0);
  });

  it('anonymises the account once 30 days have passed, not before', async () => {
    const { headers, customerId, phone } = await signInCustomer(t, { name: 'Pēteris' });
    await patch(headers, { email: 'p@example.com', birthDate: '1980-01-01' });
    const address = await t.request({
      method: 'POST',
      url: '/api/customer/me/addresses',
      headers,
      payload: { location: { latitude: 56.95, longitude: 24.1, formattedAddress: 'Rīga' } },
    });
    expect(address.statusCode).toBe(201);
    await t.request({ method: 'DELETE', url: '/api/customer/me', headers });
    const job = createAccountDeletionJob(t.database.db, () => clock);

    clock = new Date(clock.getTime() + 30 * DAY - 1000);
    expect(await job.run()).toBe(0);
    clock = new Date(clock.getTime() + 1000);
    expect(await job.run()).toBe(1);

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({
      phone: null,
      name: null,
      email: null,
      birthDate: null,
      status: 'DELETED',
      anonymisedAt: clock,
    });
    // Other modules' personal data goes in the same run (saved addresses here).
    const addresses = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    expect(addresses).toEqual([]);
    // The number signs up afresh as a new customer.
    clock = new Date(clock.getTime() + DAY);
    const fresh = await signInCustomer(t, { phone });
    expect(fresh.customerId).not.toBe(customerId);
    expect((await t.get('/api/customer/me', fresh.headers)).json()).toMatchObject({ name: null });
  });
});

describe.each(testTargets)('PUT /customer/me/session/fcm-token on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none' });
    await insertPartner(t.database.db, { code: TEST_PARTNER });
  });
  afterAll(() => t.close());

  it('keeps the push token on the session it was sent with', async () => {
    const { headers, customerId } = await signInCustomer(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/customer/me/session/fcm-token',
      headers: { ...headers, 'x-platform': 'android' },
      payload: { token: 'fcm-device-token', projectId: 'souk-app' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select({ fcmToken: customerSessions.fcmToken })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customerId));
    expect(rows).toEqual([{ fcmToken: 'fcm-device-token' }]);
  });

  it('needs a session and a token', async () => {
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/customer/me/session/fcm-token',
      payload: { token: 'x', projectId: 'p' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signInCustomer(t);
    const empty = await t.request({
      method: 'PUT',
      url: '/api/customer/me/session/fcm-token',
      headers,
      payload: { token: '', projectId: 'p' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual([{ field: 'token', message: 'Required' }]);
  });
});
