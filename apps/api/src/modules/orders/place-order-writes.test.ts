/**
 * Placement writes the order, its first status event and its promo code's use, and takes the
 * ordered vendor part out of the cart, in one statement (order-repository.ts insertPlacedOrder).
 * Issue 12 part 1: "freeze everything into the order …; consume the promo usage; empty the cart".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import {
  createCartTestApp,
  plainProductsOf,
  vendorByCode,
} from '#api/modules/carts/cart-test-kit.ts';
import { TEST_PARTNER } from '#api/test/database-templates.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

/** A second demo Riga restaurant, open at lunch, beside the kit's pizzeria. */
const SECOND_VENDOR = 'istanbul-kebab';
const CODE = 'WRITES100';
// Tips go in whole euros here (the locality's tip step).
const TIP = 200;

describe.each(testTargets)('placement writes on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
    const [partner] = await t.database.db
      .select({ id: schema.partners.id })
      .from(schema.partners)
      .where(eq(schema.partners.code, TEST_PARTNER));
    await t.database.db
      .insert(schema.promoCodes)
      .values({ partnerId: partner!.id, code: CODE, type: 'FIXED', value: 100 });
  });
  afterAll(() => t.close());

  it('one vendor part becomes an order with its status and code use; the other part stays, with no tip or code (issue 12 part 1)', async () => {
    const shopper = await shopperWithCart(t);
    const second = await vendorByCode(t, SECOND_VENDOR);
    const [dish] = await plainProductsOf(t, second.id);
    const added = await shopper.call('POST', `/api/carts/${shopper.cartId}/products`, {
      vendorId: second.id,
      productId: dish!.id,
      count: 1,
      components: [],
    });
    expect(added.statusCode, added.body).toBe(200);
    const applied = await shopper.call('POST', `/api/carts/${shopper.cartId}/promo-code`, {
      code: CODE,
    });
    expect(applied.json()).toMatchObject({ result: 'OK' });
    const tipped = await shopper.call('PATCH', `/api/carts/${shopper.cartId}/tip`, {
      tipAmount: TIP,
    });
    expect(tipped.statusCode, tipped.body).toBe(200);
    const before = cartResponseSchema.parse(tipped.json());
    const [ordered, kept] = before.cart.vendorCarts;
    expect(before.cart.vendorCarts).toHaveLength(2);
    expect(before.cart.tipAmount).toBe(TIP);

    const order = placedOrder(await shopper.place({ vendorCartId: ordered!.vendorCartId }));

    expect(order.prices.tipAmount).toBe(TIP);
    expect(order.promoCode?.code).toBe(CODE);
    const uses = await t.database.db
      .select()
      .from(schema.promoCodeRedemptions)
      .where(eq(schema.promoCodeRedemptions.orderId, order.orderId));
    expect(uses.map((use) => [use.customerId, use.discountTotal])).toEqual([
      [shopper.customerId, order.promoCode?.discountTotal],
    ]);
    expect(uses[0]?.discountTotal).toBeGreaterThan(0);
    const events = await t.database.db
      .select()
      .from(schema.orderStatusEvents)
      .where(eq(schema.orderStatusEvents.orderId, order.orderId));
    expect(events.map((event) => [event.status, event.actor])).toEqual([
      ['WAITING_APPROVAL', 'customer'],
    ]);

    const after = cartResponseSchema.parse(
      (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
    );
    expect(after.cart.vendorCarts.map((part) => part.vendorCartId)).toEqual([kept!.vendorCartId]);
    expect(after.cart.vendorCarts[0]?.items.map((item) => item.productId)).toEqual([dish!.id]);
    expect(after.cart.tipAmount).toBe(0);
    expect(after.cart.promocode).toBeNull();
  });
});
