/**
 * Issue 12 part 7: the referrer's reward when the friend's first order completes, given once, in
 * the transaction of the completion. Riga's program is switched on here with a €5 bonus.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPromoCodesResponseSchema, referralCodeResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';

const DELIVERY = [
  ['APPROVED', 'vendor'],
  ['PREPARING', 'vendor'],
  ['ON_DELIVERY', 'courier'],
  ['ARRIVED', 'courier'],
  ['COMPLETED', 'courier'],
] as const;

describe.each(testTargets)('referral reward on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
    await t.database.db
      .update(schema.localities)
      .set({
        referralSettings: {
          enabled: true,
          discountDescription: 'Your friend gets €5 off',
          bonusDescription: 'You get €5 after their first order',
          bonus: { type: 'FIXED', value: 500 },
        },
      })
      .where(eq(schema.localities.code, 'riga'));
  });
  afterAll(() => t.close());

  const move = (orderId: string, status: string, actor: string) =>
    t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor },
    });
  const complete = async (orderId: string) => {
    for (const [status, actor] of DELIVERY) {
      const res = await move(orderId, status, actor);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
  };
  const codeOf = async (shopper: Shopper) =>
    referralCodeResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/promo-codes/referral')).json(),
    ).code;
  const claim = (shopper: Shopper, code: string) =>
    shopper.call('POST', '/api/customer/me/promo-codes/referral', { code });
  const personalCodes = async (shopper: Shopper) =>
    customerPromoCodesResponseSchema
      .parse((await shopper.call('GET', '/api/customer/me/promo-codes')).json())
      .promoCodes.filter((code) => code.personal);

  it('the friend first completed order gives the referrer one €5 code; the second gives nothing', async () => {
    const referrer = await shopperWithCart(t);
    const friend = await shopperWithCart(t);
    expect((await claim(friend, (await codeOf(referrer)).toLowerCase())).statusCode).toBe(200);
    const first = placedOrder(await friend.place());
    expect(await personalCodes(referrer)).toEqual([]);
    await complete(first.orderId);
    const rewarded = await personalCodes(referrer);
    expect(rewarded).toHaveLength(1);
    expect(rewarded[0]).toMatchObject({ type: 'FIXED', value: 500, usesLeft: 1 });
    expect(await personalCodes(friend)).toEqual([]);

    await friend.refill();
    const second = placedOrder(await friend.place());
    await complete(second.orderId);
    expect(await personalCodes(referrer)).toHaveLength(1);
  });

  it('a cancelled order gives nothing; the first completed one after it does', async () => {
    const referrer = await shopperWithCart(t);
    const friend = await shopperWithCart(t);
    expect((await claim(friend, await codeOf(referrer))).statusCode).toBe(200);
    const cancelled = placedOrder(await friend.place());
    const res = await friend.call('POST', `/api/customer/me/orders/${cancelled.orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(await personalCodes(referrer)).toEqual([]);
    await friend.refill();
    await complete(placedOrder(await friend.place()).orderId);
    expect(await personalCodes(referrer)).toHaveLength(1);
  });

  it('refuses one own code, a second claim, a customer who has ordered, and an unknown code', async () => {
    const referrer = await shopperWithCart(t);
    const other = await shopperWithCart(t);
    const own = await claim(referrer, await codeOf(referrer));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ type: 'ReferralOwnCodeException' });

    const friend = await shopperWithCart(t);
    expect((await claim(friend, await codeOf(referrer))).statusCode).toBe(200);
    const again = await claim(friend, await codeOf(other));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ type: 'ReferralAlreadyClaimedException' });

    const customer = await shopperWithCart(t);
    placedOrder(await customer.place());
    const late = await claim(customer, await codeOf(referrer));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ type: 'ReferralNotNewCustomerException' });

    const unknown = await claim(other, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'ReferralCodeNotFoundException' });
    const bad = await claim(other, 'no');
    expect(bad.statusCode).toBe(400);
  });
});
