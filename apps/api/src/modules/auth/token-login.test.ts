import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessionSchema } from '@souk/contracts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import { randomPhone, signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

const AUDIENCE = 'https://souk.test';
const PROJECT = 'souk-firebase-test';

interface Keys {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function makeKeys(kid: string): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256' } };
}

describe.each(testTargets)('partner token and Firebase sign-in on %s', (target) => {
  let t: TestApp;
  let partnerKeys: Keys;
  let firebaseKeys: Keys;
  let strangerKeys: Keys;
  const clock = new Date('2026-03-02T10:00:00Z');
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  beforeAll(async () => {
    partnerKeys = await makeKeys('partner-1');
    firebaseKeys = await makeKeys('firebase-1');
    strangerKeys = await makeKeys('partner-1');
    t = await createTestApp({
      target,
      seed: 'none',
      now: () => clock,
      env: {
        PARTNER_LOGIN_KEYS: JSON.stringify({ [TEST_PARTNER]: { keys: [partnerKeys.jwk] } }),
        PARTNER_LOGIN_AUDIENCE: AUDIENCE,
        FIREBASE_JWKS: JSON.stringify({ keys: [firebaseKeys.jwk] }),
      },
    });
    const partner = await insertPartner(t.database.db, { code: TEST_PARTNER });
    await insertLocality(t.database.db, {
      partnerId: partner.id,
      code: 'fire-city',
      center: [56.95, 24.1],
      customerAuthOtpProvider: 'FIREBASE',
      firebaseProjectId: PROJECT,
    });
    await insertLocality(t.database.db, {
      partnerId: partner.id,
      code: 'sms-city',
      center: [56.9, 24.0],
    });
    await insertPartner(t.database.db, { code: 'nokeys' });
  });
  afterAll(() => t.close());

  const partnerToken = (
    claims: Record<string, unknown>,
    options: { keys?: Keys; audience?: string; issuedAt?: Date; expiresAt?: Date } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'partner-1' })
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt(seconds(options.issuedAt ?? clock))
      .setExpirationTime(seconds(options.expiresAt ?? new Date(clock.getTime() + 300_000)))
      .sign((options.keys ?? partnerKeys).privateKey);

  const firebaseToken = (sub: string, phone: string, project = PROJECT) =>
    new SignJWT({ phone_number: phone, firebase: { sign_in_provider: 'phone' } })
      .setProtectedHeader({ alg: 'ES256', kid: 'firebase-1' })
      .setIssuer(`https://securetoken.google.com/${project}`)
      .setAudience(project)
      .setSubject(sub)
      .setIssuedAt(seconds(clock))
      .setExpirationTime(seconds(clock) + 3600)
      .sign(firebaseKeys.privateKey);

  const byToken = (token: string, partner = TEST_PARTNER) =>
    t.request({
      method: 'POST',
      url: '/api/customer/auth/onde/login/by-token',
      headers: { 'x-partner-code': partner },
      payload: { token },
    });
  const firebase = (idToken: string, localityCode = 'fire-city') =>
    t.request({
      method: 'POST',
      url: '/api/customer/auth/firebase-auth',
      payload: { idToken, localityCode },
    });

  it('creates a customer from a partner-signed token, and finds the same one next time', async () => {
    const phone = randomPhone();
    const token = await partnerToken({ sub: 'partner-user-1', phone, name: 'Līga' });
    const res = await byToken(token);
    expect(res.statusCode).toBe(200);
    const session = customerSessionSchema.parse(res.json());
    expect(session.customer).toMatchObject({ phone, name: 'Līga' });
    expect(String(res.headers['set-cookie'])).toMatch(/^souk_session=cus_/);
    const again = customerSessionSchema.parse(
      (await byToken(await partnerToken({ sub: 'partner-user-1' }))).json(),
    );
    expect(again.customer.id).toBe(session.customer.id);
  });

  it('links a partner user to the customer who already signed in with that phone', async () => {
    const existing = await signInCustomer(t, { name: 'Marta' });
    const res = await byToken(await partnerToken({ sub: 'partner-user-2', phone: existing.phone }));
    expect(customerSessionSchema.parse(res.json()).customer).toMatchObject({
      id: existing.customerId,
      name: 'Marta',
    });
  });

  it.each([
    ['an expired token', { expiresAt: new Date(clock.getTime() - 1000) }],
    ['another audience', { audience: 'https://elsewhere.example' }],
    ['a token issued over 10 minutes ago', { issuedAt: new Date(clock.getTime() - 11 * 60_000) }],
    ['a token signed with another key', { keys: undefined as Keys | undefined, stranger: true }],
  ])('refuses %s with 401 InvalidTokenException', async (_name, options) => {
    const keys = 'stranger' in options ? strangerKeys : undefined;
    const token = await partnerToken({ sub: 'partner-user-3' }, { ...options, keys });
    const res = await byToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: 'InvalidTokenException' });
  });

  it('refuses an unsigned token and a token without a subject', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: 'x', aud: AUDIENCE, exp: seconds(clock) + 60 }),
    ).toString('base64url');
    expect((await byToken(`${header}.${body}.sig`)).statusCode).toBe(401);
    expect((await byToken(await partnerToken({}))).statusCode).toBe(401);
  });

  it('answers 400 for a partner without login keys, and for a body that is no JWT', async () => {
    const res = await byToken(await partnerToken({ sub: 'u' }), 'nokeys');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'AuthProviderNotEnabledException' });
    const bad = await byToken('not a token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([{ field: 'token', message: 'Expected a signed JWT' }]);
  });

  it('signs in by Firebase ID token where the locality selects FIREBASE', async () => {
    const phone = randomPhone();
    const res = await firebase(await firebaseToken('fb-uid-1', phone));
    expect(res.statusCode).toBe(200);
    const session = customerSessionSchema.parse(res.json());
    expect(session.customer.phone).toBe(phone);
    const again = customerSessionSchema.parse(
      (await firebase(await firebaseToken('fb-uid-1', phone))).json(),
    );
    expect(again.customer.id).toBe(session.customer.id);
  });

  it('refuses Firebase tokens of another project, an SMS-code locality and an unknown one', async () => {
    const other = await firebase(await firebaseToken('fb-uid-2', randomPhone(), 'another-project'));
    expect(other.statusCode).toBe(401);
    const sms = await firebase(await firebaseToken('fb-uid-2', randomPhone()), 'sms-city');
    expect(sms.statusCode).toBe(400);
    expect(sms.json()).toMatchObject({ type: 'AuthProviderNotEnabledException' });
    const unknown = await firebase(await firebaseToken('fb-uid-2', randomPhone()), 'atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'LocalityNotFoundException' });
  });
});
