import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListSchema, cardListSchema, favouritesSchema } from '@souk/contracts';
import { customerCards, vendors } from '#api/db/schema/index.ts';
import { insertCards } from '#api/modules/cards/card-fixtures.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { forgetCustomerData } from './forget-customer-data.ts';

describe.each(testTargets)('forgetCustomerData on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(() => t.close());

  const withData = async () => {
    const signedIn = await signInCustomer(t);
    const partner = await t.database.db.query.partners.findFirst();
    const [vendor] = await t.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.code, 'pizzeria-milano'));
    if (!partner || !vendor) throw new Error('demo data missing');
    const owner = { customerId: signedIn.customerId, partnerId: partner.id };
    const created = await t.request({
      method: 'POST',
      url: '/api/customer/me/addresses',
      headers: signedIn.headers,
      payload: { location: { latitude: 56.95, longitude: 24.1, formattedAddress: 'Rīga' } },
    });
    expect(created.statusCode).toBe(201);
    const faved = await t.request({
      method: 'POST',
      url: `/api/customer/me/favourites/vendors/${vendor.id}`,
      headers: signedIn.headers,
    });
    expect(faved.statusCode).toBe(204);
    await insertCards(t.database.db, owner, [
      { maskedCardNumber: '****1111', gatewayToken: 'tok_1' },
    ]);
    return { owner, headers: signedIn.headers };
  };

  const snapshot = async (headers: Record<string, string>) => ({
    addresses: addressListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/customer/me/addresses', headers })).json(),
    ),
    favourites: favouritesSchema.parse(
      (await t.request({ method: 'GET', url: '/api/customer/me/favourites', headers })).json(),
    ),
    cards: cardListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/customer/me/cards', headers })).json(),
    ),
  });

  it("removes one customer's addresses, favourites and cards (tokens dropped), no one else's", async () => {
    const gone = await withData();
    const kept = await withData();
    await t.database.db.transaction((tx) => forgetCustomerData(tx, gone.owner));

    expect(await snapshot(gone.headers)).toEqual({
      addresses: [],
      favourites: { products: [], vendors: [] },
      cards: [],
    });
    const [card] = await t.database.db
      .select()
      .from(customerCards)
      .where(eq(customerCards.customerId, gone.owner.customerId));
    expect(card).toMatchObject({ gatewayToken: null, isDefault: false });
    expect(card?.unboundAt).toBeInstanceOf(Date);

    const other = await snapshot(kept.headers);
    expect(other.addresses).toHaveLength(1);
    expect(other.favourites.vendors).toHaveLength(1);
    expect(other.cards).toEqual([
      expect.objectContaining({ maskedCardNumber: '****1111', default: true }),
    ]);
  });
});
