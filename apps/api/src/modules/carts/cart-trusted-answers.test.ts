/**
 * In production the cart calls send their answers without re-checking them against the response
 * schemas (cart-routes.ts `trustedResponses`). That is only safe while every answer already is
 * exactly what the schema would let through: parsing it must change nothing (no extra keys to
 * strip, no defaults to fill, nothing refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPromoCodeResponseSchema,
  cartResponseSchema,
  createCartResponseSchema,
} from '@souk/contracts';
import { testTargets } from '#api/test/test-database.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { RIGA_LUNCH, openCart, plainProductOf, productOf, vendorByCode } from './cart-test-kit.ts';

describe.each(testTargets)('cart answers as production sends them, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: () => RIGA_LUNCH, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('a cart with options, a comment, two vendors, utensils, a tip and a promo code is sent exactly as the schema has it', async () => {
    const cart = await openCart(t);
    const milano = await vendorByCode(t, 'pizzeria-milano');
    const burgers = await vendorByCode(t, 'burger-brothers');
    const pizza = await productOf(t, milano.id, 'Pizza Margherita');
    const size = pizza.groups[0]!;
    const burger = await plainProductOf(t, burgers.id);
    const answers = [
      await cart.add({
        vendorId: milano.id,
        productId: pizza.id,
        count: 2,
        comment: 'well done',
        components: [{ groupId: size.id, componentId: size.components[1]!.id, count: 1 }],
      }),
      await cart.add({ vendorId: burgers.id, productId: burger.id, count: 1 }),
    ];
    const last = cartResponseSchema.parse(answers[1]!.json());
    const vendorCartId = last.cart.vendorCarts[0]!.vendorCartId;
    const line = last.cart.vendorCarts[0]!.items[0]!;
    answers.push(
      await cart.call('PUT', `/api/carts/${vendorCartId}/cutlery`, { cutlery: 2 }),
      await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 100 }),
      await cart.call('PUT', `/api/carts/${cart.cartId}`, { paymentType: 'CASH' }),
      await cart.call('PUT', `/api/carts/${vendorCartId}/products/${line.cartProductId}`, {
        count: 3,
        comment: 'extra crispy',
      }),
      await cart.call('POST', `/api/carts/${cart.cartId}/cleanup`),
      await cart.call('GET', `/api/carts/${cart.cartId}`),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const sent: unknown = answer.json();
      expect(cartResponseSchema.parse(sent)).toEqual(sent);
    }
    const promo = await cart.call('POST', `/api/carts/${cart.cartId}/promo-code`, {
      code: 'WELCOME10',
    });
    expect(promo.statusCode, promo.body).toBe(200);
    const sent: unknown = promo.json();
    expect(applyPromoCodeResponseSchema.parse(sent)).toEqual(sent);
    const body = cartResponseSchema.parse(answers.at(-1)!.json());
    expect(body.cart.vendorCarts).toHaveLength(2);
    expect(body.cart.uiControls.computedSections.length).toBeGreaterThan(0);

    const removals = [
      await cart.call(
        'DELETE',
        `/api/carts/${vendorCartId}/products/${body.cart.vendorCarts[0]!.items[0]!.cartProductId}`,
      ),
      await cart.call('PUT', `/api/carts/${cart.cartId}/clear`),
    ];
    for (const answer of removals) {
      expect(answer.statusCode, answer.body).toBe(200);
      const sentBack: unknown = answer.json();
      expect(cartResponseSchema.parse(sentBack)).toEqual(sentBack);
    }
  });

  it('creating a cart is sent exactly as the schema has it', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/carts',
      payload: { localityCode: 'riga', receiptType: 'DELIVERY' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const sent: unknown = created.json();
    expect(createCartResponseSchema.parse(sent)).toEqual(sent);
  });
});
