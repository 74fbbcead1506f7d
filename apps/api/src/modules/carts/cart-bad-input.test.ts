/**
 * Issue 5 "Safety and correctness": prices can never be set by the client; unknown or foreign
 * ids, products of another locality, counts of 0, negative or huge numbers, malformed
 * components and 10 KB comments get a 400/404 with a clear type, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@souk/contracts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartClient, CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  productOf,
  vendorByCode,
} from './cart-test-kit.ts';

describe.each(testTargets)('cart bad input on %s', (target) => {
  let t: CartTestApp;
  let cart: CartClient;
  let vendorId: string;
  let plainId: string;
  let pizza: Awaited<ReturnType<typeof productOf>>;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    vendorId = (await vendorByCode(t, 'pizzeria-milano')).id;
    plainId = (await plainProductOf(t, vendorId)).id;
    pizza = await productOf(t, vendorId, 'Pizza Margherita');
    cart = await openCart(t);
  });
  afterAll(() => t.close());

  const expectType = (
    res: { statusCode: number; json(): unknown },
    status: number,
    type: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ type });
  };

  it('counts of 0, negative, fractional, huge or as text are a 400 ValidationException', async () => {
    for (const count of [0, -1, 1.5, 1000, 1e12, '3', null]) {
      const res = await cart.add({ vendorId, productId: plainId, count: count as number });
      expectType(res, 400, 'ValidationException');
      expect(JSON.stringify(res.json())).toContain('count');
    }
    const line = cartResponseSchema.parse(
      (await cart.add({ vendorId, productId: plainId, count: 1 })).json(),
    ).cart.vendorCarts[0]!;
    const url = `/api/carts/${line.vendorCartId}/products/${line.items[0]!.cartProductId}`;
    for (const count of [-1, 1000, 2.5]) {
      expectType(await cart.call('PUT', url, { count }), 400, 'ValidationException');
    }
  });

  it('adds past 999 units stop at 999 and say PRODUCT_MAX_COUNT, never overflow', async () => {
    const own = await openCart(t);
    const first = cartResponseSchema.parse(
      (await own.add({ vendorId, productId: plainId, count: 999 })).json(),
    );
    expect(first.cart.vendorCarts[0]?.items[0]?.count).toBe(999);
    const res = await own.add({ vendorId, productId: plainId, count: 5 });
    expect(res.statusCode).toBe(200);
    const body = cartResponseSchema.parse(res.json());
    expect(body.cart.vendorCarts[0]?.items[0]?.count).toBe(999);
    expect(body.validateCartResult.invalidProducts).toEqual([
      expect.objectContaining({ status: 'PRODUCT_MAX_COUNT', maxCount: 999 }),
    ]);
    // The answer to a write is the cart as stored, its stamp included.
    expect((await own.get()).cart.updatedAt).toBe(body.cart.updatedAt);
  });

  it('a 10 KB comment is a 400; a body over 256 KB is a 400 PayloadTooLargeException on body', async () => {
    const long = await cart.add({
      vendorId,
      productId: plainId,
      count: 1,
      comment: 'x'.repeat(10_240),
    });
    expectType(long, 400, 'ValidationException');
    const huge = await cart.call('POST', `/api/carts/${cart.cartId}/products`, {
      vendorId,
      productId: plainId,
      count: 1,
      comment: 'x'.repeat(300_000),
    });
    expectType(huge, 400, 'PayloadTooLargeException');
    expect(huge.json()).toMatchObject({ fieldErrors: [{ field: 'body' }] });
  });

  it('unknown product or vendor ids are 404; malformed ids are 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectType(
      await cart.add({ vendorId, productId: unknown, count: 1 }),
      404,
      'ProductNotFoundException',
    );
    expectType(
      await cart.add({ vendorId: unknown, productId: plainId, count: 1 }),
      404,
      'VendorNotFoundException',
    );
    expectType(
      await cart.add({ vendorId, productId: 'pizza', count: 1 }),
      400,
      'ValidationException',
    );
    const burgers = await vendorByCode(t, 'burger-brothers');
    // A real product, named with the wrong vendor.
    expectType(
      await cart.add({ vendorId: burgers.id, productId: plainId, count: 1 }),
      404,
      'ProductNotFoundException',
    );
  });

  it("a product of another locality is not this cart's to add", async () => {
    const kyivVendor = await vendorByCode(t, await firstVendorCode('kyiv'), 'kyiv');
    const kyivProduct = await plainProductOf(t, kyivVendor.id);
    expectType(
      await cart.add({ vendorId: kyivVendor.id, productId: kyivProduct.id, count: 1 }),
      404,
      'VendorNotFoundException',
    );
    expectType(
      await cart.add({ vendorId, productId: kyivProduct.id, count: 1 }),
      404,
      'ProductNotFoundException',
    );
  });

  async function firstVendorCode(localityCode: string): Promise<string> {
    const res = await t.get(`/api/public/localities/${localityCode}/vendors`);
    const [first] = (res.json() as { vendors: { code: string }[] }).vendors;
    if (!first) throw new Error(`no vendors in ${localityCode}`);
    return first.code;
  }

  it('malformed components: wrong shape 400, options of another product or breaking the rules 400 InvalidComponentsException', async () => {
    const size = pizza.groups[0]!;
    const base = { vendorId, productId: pizza.id, count: 1 };
    expectType(
      await cart.add({ ...base, components: 'large' as never }),
      400,
      'ValidationException',
    );
    expectType(
      await cart.add({
        ...base,
        components: [{ groupId: 'size', componentId: 'large', count: 1 }],
      }),
      400,
      'ValidationException',
    );
    expectType(
      await cart.add({
        ...base,
        components: [{ groupId: size.id, componentId: size.components[0]!.id, count: 0 }],
      }),
      400,
      'ValidationException',
    );
    // The required size is missing.
    const missing = await cart.add({ ...base, components: [] });
    expectType(missing, 400, 'InvalidComponentsException');
    expect(missing.json()).toMatchObject({ optionReasons: ['INVALID_REQUIRED'] });
    // Two sizes at once.
    const two = await cart.add({
      ...base,
      components: size.components
        .slice(0, 2)
        .map((c) => ({ groupId: size.id, componentId: c.id, count: 1 })),
    });
    expect(two.json()).toMatchObject({
      type: 'InvalidComponentsException',
      optionReasons: ['INVALID_MULTI_SELECTION'],
    });
    // Another product's option.
    const pepperoni = await productOf(t, vendorId, 'Pizza Pepperoni');
    const foreign = pepperoni.groups[0]!;
    const wrong = await cart.add({
      ...base,
      components: [{ groupId: foreign.id, componentId: foreign.components[0]!.id, count: 1 }],
    });
    expectType(wrong, 400, 'InvalidComponentsException');
  });

  it('prices in the payload are ignored: the server prices from the catalogue', async () => {
    const fresh = await openCart(t);
    const res = await fresh.call('POST', `/api/carts/${fresh.cartId}/products`, {
      vendorId,
      productId: plainId,
      count: 2,
      price: 1,
      totalPrice: 1,
      discount: 99_999,
      prices: { finalTotal: 0 },
    });
    expect(res.statusCode).toBe(200);
    const { cart: body } = cartResponseSchema.parse(res.json());
    const product = await plainProductOf(t, vendorId);
    expect(body.vendorCarts[0]?.items[0]?.price).toBe(product.discountPrice ?? product.price);
    expect(body.prices.cartTotal).toBe((product.discountPrice ?? product.price) * 2);
    const tip = await fresh.call('PUT', `/api/carts/${fresh.cartId}`, {
      tipAmount: 5,
      finalTotal: 1,
    });
    expect(cartResponseSchema.parse(tip.json()).cart.tipAmount).toBe(0);
  });

  it('a line addressed through another vendor cart, or a foreign vendor cart, is a 404', async () => {
    const a = await openCart(t);
    const b = await openCart(t);
    const lineA = cartResponseSchema.parse(
      (await a.add({ vendorId, productId: plainId, count: 1 })).json(),
    ).cart.vendorCarts[0]!;
    const lineB = cartResponseSchema.parse(
      (await b.add({ vendorId, productId: plainId, count: 1 })).json(),
    ).cart.vendorCarts[0]!;
    expectType(
      await a.call(
        'PUT',
        `/api/carts/${lineA.vendorCartId}/products/${lineB.items[0]!.cartProductId}`,
        { count: 3 },
      ),
      404,
      'CartItemNotFoundException',
    );
    expectType(
      await a.call(
        'PUT',
        `/api/carts/${lineB.vendorCartId}/products/${lineB.items[0]!.cartProductId}`,
        { count: 3 },
      ),
      404,
      'CartNotFoundException',
    );
  });

  it('malformed JSON, wrong types and unknown receipt types are 400s', async () => {
    const raw = await t.request({
      method: 'POST',
      url: `/api/carts/${cart.cartId}/products`,
      headers: { ...cart.headers, 'content-type': 'application/json' },
      payload: '{"vendorId": ',
    });
    expect(raw.statusCode).toBe(400);
    expectType(
      await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'DRONE' }),
      400,
      'ValidationException',
    );
    expectType(
      await cart.call('PUT', `/api/carts/${cart.cartId}`, {
        location: { latitude: 91, longitude: 0 },
      }),
      400,
      'ValidationException',
    );
    expectType(
      await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: -5 }),
      400,
      'ValidationException',
    );
    expectType(
      await t.request({ method: 'POST', url: '/api/carts', payload: {} }),
      400,
      'ValidationException',
    );
    expectType(
      await t.request({ method: 'POST', url: '/api/carts', payload: { localityCode: 'atlantis' } }),
      400,
      'ValidationException',
    );
    expectType(
      await t.request({
        method: 'POST',
        url: '/api/carts',
        payload: { location: { latitude: 0, longitude: 0 } },
      }),
      400,
      'ValidationException',
    );
  });

  it("a guest cannot attach a saved address; a customer cannot attach someone else's", async () => {
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, {
      customerAddressId: '00000000-0000-4000-8000-000000000000',
    });
    expectType(res, 404, 'AddressNotFoundException');
  });
});
