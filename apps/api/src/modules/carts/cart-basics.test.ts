import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  productOf,
  vendorByCode,
} from './cart-test-kit.ts';

describe.each(testTargets)('cart basics on %s', (target) => {
  let t: CartTestApp;
  let milano: Awaited<ReturnType<typeof vendorByCode>>;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milano = await vendorByCode(t, 'pizzeria-milano');
  });
  afterAll(() => t.close());

  it('POST /carts answers the cart id, an empty cart and sets the httpOnly guest cookie', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/carts',
      payload: { localityCode: 'riga', receiptType: 'DELIVERY' },
    });
    expect(res.statusCode).toBe(200);
    const body = createCartResponseSchema.parse(res.json());
    expect(body.cart.cartId).toBe(body.cartId);
    expect(body.cart.vendorCarts).toEqual([]);
    expect(body.cart.currencyCode).toBe('EUR');
    expect(body.guestToken).toBeNull();
    const cookie = res.cookies.find((c) => c.name === 'souk_guest');
    expect(cookie?.httpOnly).toBe(true);
    expect(body.validateCartResult).toEqual({
      invalidProducts: [],
      invalidVendors: [],
      invalidDeliveryTime: null,
    });
  });

  it('adds a product with options and prices it on the server', async () => {
    const cart = await openCart(t);
    const pizza = await productOf(t, milano.id, 'Pizza Margherita');
    const [size, toppings] = pizza.groups;
    const medium = size!.components[1]!;
    const topping = toppings!.components[0]!;
    const res = await cart.add({
      vendorId: milano.id,
      productId: pizza.id,
      count: 2,
      components: [
        { groupId: size!.id, componentId: medium.id, count: 1 },
        { groupId: toppings!.id, componentId: topping.id, count: 1 },
      ],
      comment: 'extra crispy',
    });
    expect(res.statusCode).toBe(200);
    const { cart: body } = cartResponseSchema.parse(res.json());
    const [vendorCart] = body.vendorCarts;
    expect(vendorCart?.vendorId).toBe(milano.id);
    const [item] = vendorCart!.items;
    const unit = pizza.price + medium.price + topping.price;
    expect(item).toMatchObject({
      productId: pizza.id,
      count: 2,
      comment: 'extra crispy',
      price: unit,
      totalPrice: unit * 2,
    });
    expect(body.prices.cartTotal).toBe(unit * 2);
  });

  it("a GET of somebody else's cart is 404 CartNotFoundException", async () => {
    const mine = await openCart(t);
    const res = await t.get(`/api/carts/${mine.cartId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'CartNotFoundException' });
  });

  it('the OpenAPI document lists the cart calls of spec 2 §7', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/carts',
        '/api/carts/{id}',
        '/api/carts/{id}/tip',
        '/api/carts/{id}/cleanup',
        '/api/carts/{id}/clear',
        '/api/carts/{cartId}/products',
        '/api/carts/{vendorCartId}/products/{productId}',
        '/api/carts/{vendorCartId}/cutlery',
        '/api/carts/{id}/promo-code',
        '/api/customer/me/cart',
        '/api/customer/me/promo-codes',
      ]),
    );
  });

  it('adds a plain product', async () => {
    const cart = await openCart(t);
    const plain = await plainProductOf(t, milano.id);
    const res = await cart.add({ vendorId: milano.id, productId: plain.id, count: 1 });
    expect(res.statusCode, res.body).toBe(200);
  });
});
