/**
 * Issue 5 part 1: "A cart belongs to an anonymous session or a customer; an anonymous cart
 * merges into the customer's at sign-in; nobody else can read or change it." Missing cart:
 * 404 {type: "CartNotFoundException"}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartResponseSchema,
  createCartResponseSchema,
  userCartResponseSchema,
} from '@souk/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  RIGA_CENTRE,
  vendorByCode,
} from './cart-test-kit.ts';

describe.each(testTargets)('cart ownership on %s', (target) => {
  let t: CartTestApp;
  let vendorId: string;
  let productId: string;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    vendorId = (await vendorByCode(t, 'pizzeria-milano')).id;
    productId = (await plainProductOf(t, vendorId)).id;
  });
  afterAll(() => t.close());

  it('another guest cannot read, change or delete a guest cart: 404 CartNotFoundException', async () => {
    const mine = await openCart(t);
    const added = cartResponseSchema.parse(
      (await mine.add({ vendorId, productId, count: 1 })).json(),
    );
    const vendorCart = added.cart.vendorCarts[0]!;
    const other = await openCart(t);
    const line = `/api/carts/${vendorCart.vendorCartId}/products/${vendorCart.items[0]!.cartProductId}`;
    const attempts = [
      other.call('GET', `/api/carts/${mine.cartId}`),
      other.call('PUT', `/api/carts/${mine.cartId}`, { receiptType: 'TAKEAWAY' }),
      other.call('DELETE', `/api/carts/${mine.cartId}`),
      other.call('PATCH', `/api/carts/${mine.cartId}/tip`, { tipAmount: 100 }),
      other.call('POST', `/api/carts/${mine.cartId}/products`, { vendorId, productId, count: 1 }),
      other.call('PUT', line, { count: 5 }),
      other.call('DELETE', line),
      other.call('PUT', `/api/carts/${vendorCart.vendorCartId}/cutlery`, { cutlery: 1 }),
      other.call('PUT', `/api/carts/${mine.cartId}/clear`),
      other.call('POST', `/api/carts/${mine.cartId}/cleanup`),
      other.call('POST', `/api/carts/${mine.cartId}/promo-code`, { code: 'WELCOME10' }),
      other.call('DELETE', `/api/carts/${mine.cartId}/promo-code`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'CartNotFoundException' });
    }
    const after = await mine.get();
    expect(after.cart.vendorCarts[0]?.items[0]?.count).toBe(1);
    expect(after.cart.receiptType).toBe('DELIVERY');
  });

  it('an unknown id and a malformed id answer 404 and 400', async () => {
    const cart = await openCart(t);
    const unknown = await cart.call('GET', '/api/carts/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'CartNotFoundException' });
    const malformed = await cart.call('GET', '/api/carts/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
  });

  it('the native app holds its cart with X-Guest-Token; only a hash is stored', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/carts',
      headers: { 'x-guest-token': 'new' },
      payload: { localityCode: 'riga', location: RIGA_CENTRE },
    });
    const body = createCartResponseSchema.parse(created.json());
    expect(body.guestToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const token = body.guestToken!;
    const own = await t.get(`/api/carts/${body.cartId}`, { 'x-guest-token': token });
    expect(own.statusCode).toBe(200);
    const wrong = await t.get(`/api/carts/${body.cartId}`, {
      'x-guest-token': `${token.slice(0, -1)}x`,
    });
    expect(wrong.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.id, body.cartId));
    expect(row?.guestTokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("a customer's cart is theirs alone; GET /customer/me/cart answers it (null before one exists, 401 for visitors)", async () => {
    const ann = await signInCustomer(t);
    const none = userCartResponseSchema.parse(
      (await t.get('/api/customer/me/cart', ann.headers)).json(),
    );
    expect(none).toEqual({ cart: null, validateCartResult: null });
    const cart = await openCart(t, { headers: ann.headers });
    await cart.add({ vendorId, productId, count: 2 });
    const mine = userCartResponseSchema.parse(
      (await t.get('/api/customer/me/cart', ann.headers)).json(),
    );
    expect(mine.cart?.cartId).toBe(cart.cartId);
    expect(mine.cart?.customerCart).toBe(true);
    const bob = await signInCustomer(t);
    expect((await t.get(`/api/carts/${cart.cartId}`, bob.headers)).statusCode).toBe(404);
    expect((await t.get(`/api/carts/${cart.cartId}`)).statusCode).toBe(404);
    expect((await t.get('/api/customer/me/cart')).statusCode).toBe(401);
  });

  it("sign-in keeps the cart: the guest cart becomes the customer's, with the lines of their older cart added", async () => {
    const ann = await signInCustomer(t);
    const older = await openCart(t, { headers: ann.headers });
    await older.add({ vendorId, productId, count: 1 });
    const guest = await openCart(t);
    await guest.add({ vendorId, productId, count: 2 });
    // The browser now carries both the session and the guest cookie.
    const both = {
      ...guest.headers,
      cookie: [guest.headers.cookie, ann.headers.cookie].join('; '),
    };
    const merged = await t.get('/api/customer/me/cart', both);
    const body = userCartResponseSchema.parse(merged.json());
    expect(body.cart?.cartId).toBe(guest.cartId);
    expect(body.cart?.customerCart).toBe(true);
    expect(body.cart?.vendorCarts[0]?.items[0]?.count).toBe(3);
    expect(merged.cookies.find((c) => c.name === 'souk_guest')?.value).toBe('');
    expect((await t.get(`/api/carts/${older.cartId}`, ann.headers)).statusCode).toBe(404);
    // The guest credential alone no longer opens it.
    expect((await t.get(`/api/carts/${guest.cartId}`, guest.headers)).statusCode).toBe(404);
    // Merging happens once.
    const again = userCartResponseSchema.parse((await t.get('/api/customer/me/cart', both)).json());
    expect(again.cart?.vendorCarts[0]?.items[0]?.count).toBe(3);
  });

  it("an empty guest cart does not replace a customer's cart at sign-in", async () => {
    const ann = await signInCustomer(t);
    const older = await openCart(t, { headers: ann.headers });
    await older.add({ vendorId, productId, count: 4 });
    const guest = await openCart(t);
    const both = { cookie: [guest.headers.cookie, ann.headers.cookie].join('; ') };
    const body = userCartResponseSchema.parse((await t.get('/api/customer/me/cart', both)).json());
    expect(body.cart?.cartId).toBe(older.cartId);
    expect(body.cart?.vendorCarts[0]?.items[0]?.count).toBe(4);
  });
});
