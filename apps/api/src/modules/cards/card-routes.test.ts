import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, cardListSchema, cardSchema } from '@souk/contracts';
import type { Card } from '@souk/contracts';
import { customerCards } from '#api/db/schema/index.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { insertCards } from './card-fixtures.ts';

describe.each(testTargets)('stored cards on %s', (target) => {
  let t: TestApp;
  let partnerId: string;

  beforeAll(async () => {
    t = await createTestApp({ target });
    const partner = await t.database.db.query.partners.findFirst();
    if (!partner) throw new Error('no partner');
    partnerId = partner.id;
  });
  afterAll(() => t.close());

  /** A signed-in customer with three cards bound oldest to newest; the first became default. */
  const customerWithCards = async () => {
    const signedIn = await signInCustomer(t);
    const owner: CustomerOwner = { customerId: signedIn.customerId, partnerId };
    const [visa, master, broken] = await insertCards(t.database.db, owner, [
      { maskedCardNumber: '************4242' },
      { maskedCardNumber: '****5454' },
      { maskedCardNumber: null },
    ]);
    if (!visa || !master || !broken) throw new Error('cards not bound');
    return { headers: signedIn.headers, owner, visa, master, broken };
  };

  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/customer/me/cards${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return cardListSchema.parse(res.json());
  };
  const setDefault = (headers: Record<string, string>, id: string) =>
    t.request({ method: 'PUT', url: `/api/customer/me/cards/${id}/default`, headers });
  const unbind = (headers: Record<string, string>, id: string) =>
    t.request({
      method: 'DELETE',
      url: `/api/customer/me/cards/${id}/unbind?localityCode=riga`,
      headers,
    });
  const defaults = (cards: Card[]) => cards.filter((card) => card.default).map((card) => card.id);

  it('lists the bound cards newest first; the first card bound is the default', async () => {
    const { headers, visa, master, broken } = await customerWithCards();
    const cards = await list(headers, '?localityCode=riga');
    expect(cards).toEqual([
      { id: broken.id, maskedCardNumber: null, default: false },
      { id: master.id, maskedCardNumber: '****5454', default: false },
      { id: visa.id, maskedCardNumber: '************4242', default: true },
    ]);
  });

  it('an empty list for a customer without cards', async () => {
    expect(await list((await signInCustomer(t)).headers)).toEqual([]);
  });

  it('"setting a default card marks only that card as default"', async () => {
    const { headers, visa, master } = await customerWithCards();
    const res = await setDefault(headers, master.id);
    expect(res.statusCode).toBe(200);
    expect(defaults(cardListSchema.parse(res.json()))).toEqual([master.id]);
    expect(defaults(await list(headers))).toEqual([master.id]);
    // Again: nothing changes.
    expect(defaults(cardListSchema.parse((await setDefault(headers, master.id)).json()))).toEqual([
      master.id,
    ]);
    expect(defaults(cardListSchema.parse((await setDefault(headers, visa.id)).json()))).toEqual([
      visa.id,
    ]);
  });

  it('two default changes at once still leave exactly one default', async () => {
    const { headers, owner, master, broken } = await customerWithCards();
    const answers = await Promise.all([
      setDefault(headers, master.id),
      setDefault(headers, broken.id),
      setDefault(headers, master.id),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db
      .select({ id: customerCards.id })
      .from(customerCards)
      .where(
        and(
          eq(customerCards.customerId, owner.customerId),
          eq(customerCards.isDefault, true),
          isNull(customerCards.unboundAt),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(defaults(await list(headers))).toHaveLength(1);
  });

  it('unbinding a card removes it from the list; the default stays', async () => {
    const { headers, visa, master } = await customerWithCards();
    const res = await unbind(headers, master.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cards = await list(headers);
    expect(cards.map((card) => card.id)).not.toContain(master.id);
    expect(defaults(cards)).toEqual([visa.id]);
    // Gone means gone: unbinding again or making it default is 404.
    expect((await unbind(headers, master.id)).statusCode).toBe(404);
    expect((await setDefault(headers, master.id)).statusCode).toBe(404);
  });

  it('unbinding the default card passes the default to the newest card left', async () => {
    const { headers, visa, master, broken } = await customerWithCards();
    expect((await unbind(headers, visa.id)).statusCode).toBe(204);
    expect(defaults(await list(headers))).toEqual([broken.id]);
    expect((await unbind(headers, broken.id)).statusCode).toBe(204);
    expect(await list(headers)).toEqual([
      { id: master.id, maskedCardNumber: '****5454', default: true },
    ]);
    expect((await unbind(headers, master.id)).statusCode).toBe(204);
    expect(await list(headers)).toEqual([]);
  });

  it("never shows or changes another customer's card: 404, not 403", async () => {
    const alice = await customerWithCards();
    const bob = await customerWithCards();
    const bobsIds = (await list(bob.headers)).map((card) => card.id);
    expect(bobsIds).not.toContain(alice.master.id);

    for (const res of [
      await setDefault(bob.headers, alice.master.id),
      await unbind(bob.headers, alice.master.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({
        type: 'CardNotFoundException',
        errorCode: 'card_not_found',
      });
    }
    const aliceCards = await list(alice.headers);
    expect(aliceCards).toHaveLength(3);
    expect(defaults(aliceCards)).toEqual([alice.visa.id]);
  });

  it('refuses every call without a session: 401', async () => {
    const id = '00000000-0000-4000-8000-000000000003';
    for (const res of [
      await t.request({ method: 'GET', url: '/api/customer/me/cards' }),
      await setDefault({}, id),
      await unbind({}, id),
      await t.request({ method: 'POST', url: '/api/dev/customer/me/cards', payload: {} }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).type).toBe('UnauthorizedException');
    }
  });

  it('malformed ids and queries: 400', async () => {
    const { headers } = await customerWithCards();
    for (const res of [
      await setDefault(headers, 'not-a-uuid'),
      await unbind(headers, '42'),
      await t.request({
        method: 'GET',
        url: `/api/customer/me/cards?localityCode=${'x'.repeat(65)}`,
        headers,
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors?.length).toBeGreaterThan(0);
    }
  });

  it('the dev route binds demo cards, broken ones too, outside production', async () => {
    const { headers } = await signInCustomer(t);
    const first = await t.request({
      method: 'POST',
      url: '/api/dev/customer/me/cards',
      headers,
      payload: {},
    });
    expect(first.statusCode).toBe(201);
    expect(cardSchema.parse(first.json())).toMatchObject({
      maskedCardNumber: '****4242',
      default: true,
    });
    const broken = await t.request({
      method: 'POST',
      url: '/api/dev/customer/me/cards',
      headers,
      payload: { maskedCardNumber: null, default: true },
    });
    expect(cardSchema.parse(broken.json())).toMatchObject({
      maskedCardNumber: null,
      default: true,
    });
    expect(defaults(await list(headers))).toEqual([cardSchema.parse(broken.json()).id]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/dev/customer/me/cards',
      headers,
      payload: { maskedCardNumber: '4242424242424242' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('stored cards in production', () => {
  it('has no dev route to bind demo cards', async () => {
    const t = await createTestApp({
      target: 'pglite',
      env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) },
    });
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/dev/customer/me/cards',
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
