/**
 * Spec 2 §7 "GET /customer/me/promo-codes/referral returns code"; spec 1 §3 locality params
 * "referralProgramSettings (enabled, …)"; spec 1 §6 "Signed-in customer: … promo codes,
 * referral". The demo marketplace runs the program in Kuwait City only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralCodeResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

const PATH = '/api/customer/me/promo-codes/referral';

describe.each(testTargets)('referral code on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string>, query = '') =>
    t.request({ method: 'GET', url: `${PATH}${query}`, headers });

  it('is in the API reference', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    const paths = (doc.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths[PATH] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it('401 without a session', async () => {
    const res = await ask({}, '?localityCode=kuwait-city');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: 'UnauthorizedException' });
  });

  it('returns {code}, made on the server, the same every time and stored for the customer', async () => {
    const customer = await signInCustomer(t);
    const first = await ask(customer.headers, '?localityCode=kuwait-city');
    expect(first.statusCode, first.body).toBe(200);
    const { code } = referralCodeResponseSchema.parse(first.json());
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(referralCodeResponseSchema.parse((await ask(customer.headers)).json()).code).toBe(code);
    expect(
      referralCodeResponseSchema.parse(
        (await ask(customer.headers, '?localityCode=kuwait-city')).json(),
      ).code,
    ).toBe(code);
    const [row] = await t.database.db
      .select()
      .from(schema.referralCodes)
      .where(eq(schema.referralCodes.customerId, customer.customerId));
    expect(row?.code).toBe(code);
  });

  it('each customer has a code of their own', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const customer = await signInCustomer(t);
      const res = await ask(customer.headers);
      codes.add(referralCodeResponseSchema.parse(res.json()).code);
    }
    expect(codes.size).toBe(4);
  });

  it('first requests at once still give one code', async () => {
    const customer = await signInCustomer(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(customer.headers)));
    const codes = new Set(answers.map((res) => referralCodeResponseSchema.parse(res.json()).code));
    expect(codes.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(schema.referralCodes)
      .where(eq(schema.referralCodes.customerId, customer.customerId));
    expect(rows).toHaveLength(1);
  });

  it('404 ReferralProgramDisabledException where the program is off; 404 for an unknown locality', async () => {
    const customer = await signInCustomer(t);
    const riga = await ask(customer.headers, '?localityCode=riga');
    expect(riga.statusCode).toBe(404);
    expect(riga.json()).toMatchObject({
      type: 'ReferralProgramDisabledException',
      errorCode: 'referral_program_disabled',
    });
    const unknown = await ask(customer.headers, '?localityCode=atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'LocalityNotFoundException' });
    const bad = await ask(customer.headers, `?localityCode=${'x'.repeat(300)}`);
    expect(bad.statusCode).toBe(400);
    // A NUL byte cannot reach the database (which would refuse it with a 500).
    for (const odd of ['%00', 'riga%00', 'RIGA', 'ri%20ga']) {
      const refused = await ask(customer.headers, `?localityCode=${odd}`);
      expect(refused.statusCode, odd).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: [{ field: 'localityCode' }] });
    }
  });

  it('without a locality: 404 once no locality of the partner runs the program', async () => {
    const db = t.database.db;
    const [kuwait] = await db
      .select()
      .from(schema.localities)
      .where(eq(schema.localities.code, 'kuwait-city'));
    const settings = kuwait!.referralSettings!;
    expect(settings.enabled).toBe(true);
    const customer = await signInCustomer(t);
    await db
      .update(schema.localities)
      .set({ referralSettings: { ...settings, enabled: false } })
      .where(eq(schema.localities.id, kuwait!.id));
    try {
      const res = await ask(customer.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'ReferralProgramDisabledException' });
    } finally {
      await db
        .update(schema.localities)
        .set({ referralSettings: settings })
        .where(eq(schema.localities.id, kuwait!.id));
    }
  });
});
