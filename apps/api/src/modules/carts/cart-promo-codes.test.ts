/**
 * Promo codes (spec 2 §3 "Promo code types: FIXED, PERCENT, FREE_DELIVERY"; §5 "Promo code
 * results: DOES_NOT_APPLY, NOT_FOUND, OK, OUTDATED, UTILIZED. Input is Cyrillic, Latin or
 * digits, up to 20 characters.") through POST/DELETE /carts/{id}/promo-code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPromoCodeResponseSchema,
  cartResponseSchema,
  customerPromoCodesResponseSchema,
} from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { signInCustomer } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import { createCartTestApp, openCart, productOf, vendorByCode } from './cart-test-kit.ts';

describe.each(testTargets)('promo codes on %s', (target) => {
  let t: CartTestApp;
  let milano: Awaited<ReturnType<typeof vendorByCode>>;
  let pizza: Awaited<ReturnType<typeof productOf>>;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milano = await vendorByCode(t, 'pizzeria-milano');
    pizza = await productOf(t, milano.id, 'BBQ Chicken Pizza'); // 11.90, size only
  });
  afterAll(() => t.close());

  async function cartOf(count: number, headers?: Record<string, string>) {
    const cart = await openCart(t, headers ? { headers } : {});
    const size = pizza.groups[0]!;
    const res = await cart.add({
      vendorId: milano.id,
      productId: pizza.id,
      count,
      components: [{ groupId: size.id, componentId: size.components[0]!.id, count: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const apply = async (code: string) => {
      const applied = await cart.call('POST', `/api/carts/${cart.cartId}/promo-code`, { code });
      expect(applied.statusCode, applied.body).toBe(200);
      return applyPromoCodeResponseSchema.parse(applied.json());
    };
    return { cart, apply };
  }

  async function insertCode(
    values: Partial<typeof schema.promoCodes.$inferInsert> & { code: string },
  ) {
    const [partner] = await t.database.db.select().from(schema.partners).limit(1);
    await t.database.db
      .insert(schema.promoCodes)
      .values({ type: 'FIXED', value: 100, partnerId: partner!.id, ...values });
  }

  it('OK: PERCENT comes off the lines, case does not matter, and stays on the cart', async () => {
    const { cart, apply } = await cartOf(2);
    const body = await apply('welcome10');
    expect(body.result).toBe('OK');
    const total = pizza.price * 2;
    expect(body.cart.promocode).toEqual({
      code: 'WELCOME10',
      type: 'PERCENT',
      result: 'OK',
      discountTotal: Math.floor(total / 10),
    });
    expect(body.cart.prices.discounts).toContainEqual({
      type: 'PROMO_CODE',
      discountTotal: Math.floor(total / 10),
    });
    expect(body.cart.prices.finalTotal).toBe(total - Math.floor(total / 10) + milano.deliveryPrice);
    expect((await cart.get()).cart.promocode?.code).toBe('WELCOME10');
  });

  it('FREE_DELIVERY waives the delivery; FIXED takes its value; DELETE removes the code', async () => {
    const { cart, apply } = await cartOf(1);
    const free = await apply('FREEDELIVERY');
    expect(free.result).toBe('OK');
    expect(free.cart.prices.deliveryTotal).toBe(0);
    expect(free.cart.prices.discounts).toContainEqual({
      type: 'FREE_DELIVERY',
      discountTotal: milano.deliveryPrice,
    });
    const removed = cartResponseSchema.parse(
      (await cart.call('DELETE', `/api/carts/${cart.cartId}/promo-code`)).json(),
    );
    expect(removed.cart.promocode).toBeNull();
    expect(removed.cart.prices.deliveryTotal).toBe(milano.deliveryPrice);
  });

  it('NOT_FOUND for an unknown code; the cart keeps its earlier code', async () => {
    const { apply } = await cartOf(1);
    await apply('WELCOME10');
    const body = await apply('NOSUCHCODE');
    expect(body.result).toBe('NOT_FOUND');
    expect(body.cart.promocode?.code).toBe('WELCOME10');
  });

  it('OUTDATED after its end date (demo SUMMER2025)', async () => {
    const { apply } = await cartOf(1);
    const body = await apply('SUMMER2025');
    expect(body.result).toBe('OUTDATED');
    expect(body.cart.promocode).toBeNull();
  });

  it('DOES_NOT_APPLY below the minimum cart (RIGA5 from €20), in another locality, or for another vendor', async () => {
    const small = await cartOf(1); // 11.90
    expect((await small.apply('RIGA5')).result).toBe('DOES_NOT_APPLY');
    const big = await cartOf(2); // 23.80
    const ok = await big.apply('RIGA5');
    expect(ok.result).toBe('OK');
    expect(ok.cart.promocode?.discountTotal).toBe(500);
    expect((await big.apply('ПРИВІТ15')).result).toBe('DOES_NOT_APPLY');
    const burgers = await vendorByCode(t, 'burger-brothers');
    await insertCode({ code: 'BURGERS2', vendorIds: [burgers.id] });
    expect((await big.apply('burgers2')).result).toBe('DOES_NOT_APPLY');
  });

  it('a kept code that stops applying shows DOES_NOT_APPLY and takes nothing off', async () => {
    const { cart, apply } = await cartOf(2);
    expect((await apply('RIGA5')).result).toBe('OK');
    const body = await cart.get();
    const line = body.cart.vendorCarts[0]!.items[0]!;
    const after = cartResponseSchema.parse(
      (
        await cart.call(
          'PUT',
          `/api/carts/${body.cart.vendorCarts[0]!.vendorCartId}/products/${line.cartProductId}`,
          { count: 1 },
        )
      ).json(),
    );
    expect(after.cart.promocode).toMatchObject({
      code: 'RIGA5',
      result: 'DOES_NOT_APPLY',
      discountTotal: 0,
    });
    expect(after.cart.prices.discounts.some((d) => d.type === 'PROMO_CODE')).toBe(false);
  });

  it('UTILIZED when the code ran out, or this customer used it up (RIGA5: once each)', async () => {
    const ann = await signInCustomer(t);
    const [code] = await t.database.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.code, 'RIGA5'));
    await t.database.db
      .insert(schema.promoCodeRedemptions)
      .values({ promoCodeId: code!.id, customerId: ann.customerId });
    const annCart = await cartOf(2, ann.headers);
    expect((await annCart.apply('RIGA5')).result).toBe('UTILIZED');
    const bob = await signInCustomer(t);
    const bobCart = await cartOf(2, bob.headers);
    expect((await bobCart.apply('RIGA5')).result).toBe('OK');

    await insertCode({ code: 'LASTONE', maxUses: 1 });
    const [last] = await t.database.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.code, 'LASTONE'));
    await t.database.db
      .insert(schema.promoCodeRedemptions)
      .values({ promoCodeId: last!.id, customerId: bob.customerId });
    expect((await bobCart.apply('LASTONE')).result).toBe('UTILIZED');
  });

  it("somebody else's personal code is NOT_FOUND; the owner's is OK and listed for them", async () => {
    const ann = await signInCustomer(t);
    await insertCode({ code: 'ANNONLY', customerId: ann.customerId, value: 300 });
    const guest = await cartOf(2);
    expect((await guest.apply('ANNONLY')).result).toBe('NOT_FOUND');
    const mine = await cartOf(2, ann.headers);
    expect((await mine.apply('ANNONLY')).result).toBe('OK');
    const listed = customerPromoCodesResponseSchema.parse(
      (await t.get('/api/customer/me/promo-codes', ann.headers)).json(),
    );
    const codes = listed.promoCodes.map((p) => p.code);
    expect(codes).toContain('ANNONLY');
    expect(codes).toContain('WELCOME10');
    expect(codes).not.toContain('SUMMER2025');
    const bob = await signInCustomer(t);
    const bobCodes = customerPromoCodesResponseSchema
      .parse((await t.get('/api/customer/me/promo-codes', bob.headers)).json())
      .promoCodes.map((p) => p.code);
    expect(bobCodes).not.toContain('ANNONLY');
    expect((await t.get('/api/customer/me/promo-codes')).statusCode).toBe(401);
  });

  it('input rule: Cyrillic, Latin or digits, up to 20 characters; anything else is a 400', async () => {
    const { cart } = await cartOf(1);
    const url = `/api/carts/${cart.cartId}/promo-code`;
    for (const code of ['', 'SAVE-5', 'a b', 'x'.repeat(21), 'ΔΕΛΤΑ', "x'; drop table--"]) {
      const res = await cart.call('POST', url, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ type: 'ValidationException' });
    }
    const cyrillic = await cart.call('POST', url, { code: 'привіт15' });
    expect(cyrillic.statusCode).toBe(200);
    expect((cyrillic.json() as { result: string }).result).toBe('DOES_NOT_APPLY');
    const twenty = await cart.call('POST', url, { code: 'A'.repeat(20) });
    expect((twenty.json() as { result: string }).result).toBe('NOT_FOUND');
  });
});
