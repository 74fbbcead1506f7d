/**
 * Authorization matrix by construction (issue 14): every registered route whose path takes an id
 * is either in the matrix below, tried with another owner's id and with no credential, or in the
 * public list with the reason it needs no owner. A new route with a path parameter in neither
 * fails the first test. Expected answers: 404 for another customer's resource (the same answer
 * as for an id that does not exist, so ids cannot be probed), 401 without a credential on
 * customer and courier routes, 404 on carts (a cart belongs to whoever holds its guest cookie or
 * session: without one there is no cart to find, spec 2 §8 CartNotFoundException).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSchema, cartResponseSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { registeredRoutes } from './route-table.ts';

/** What one customer owns: the ids the other customer tries. */
interface Owned {
  shopper: Shopper;
  addressId: string;
  cardId: string;
  orderId: string;
  orderNumber: string;
  cartId: string;
  vendorCartId: string;
  cartProductId: string;
  vendorId: string;
  productId: string;
}

type Credential = 'customer' | 'cart' | 'courier' | 'vendor';
interface MatrixEntry {
  /** Whose credential opens it; decides the answer without one. */
  credential: Credential;
  url(owned: Owned): string;
  body?(owned: Owned): unknown;
}

const order = (suffix = '') => ({
  credential: 'customer' as const,
  url: (o: Owned) => `/api/customer/me/orders/${o.orderId}${suffix}`,
});
const cart = (suffix = '', body?: (o: Owned) => unknown) => ({
  credential: 'cart' as const,
  url: (o: Owned) => `/api/carts/${o.cartId}${suffix}`,
  ...(body ? { body } : {}),
});

/**
 * Vendor console routes, tried with the owner's vendor and order ids. Here a customer's session
 * must not open them (401, like no session at all); that one vendor's staff get 404 on another
 * vendor's board, order or product is checked in vendor-console.test.ts.
 */
const staff = (suffix: string, body?: () => unknown): MatrixEntry => ({
  credential: 'vendor',
  url: (o) => `/api/vendor/vendors/${o.vendorId}${suffix.replace(':orderId', o.orderId)}`,
  ...(body ? { body } : {}),
});

/** Routes that act on an owned resource, by their registered path. */
const MATRIX: Record<string, MatrixEntry> = {
  // Courier routes: a customer's session is no courier's (401). One courier's 404 on another's
  // offer or delivery is checked in courier-app.test.ts.
  '/api/courier/me/offers/:offerId/accept': {
    credential: 'courier',
    url: (o) => `/api/courier/me/offers/${o.orderId}/accept`,
  },
  '/api/courier/me/offers/:offerId/refuse': {
    credential: 'courier',
    url: (o) => `/api/courier/me/offers/${o.orderId}/refuse`,
  },
  '/api/courier/me/deliveries/:orderId/:step': {
    credential: 'courier',
    url: (o) => `/api/courier/me/deliveries/${o.orderId}/completed`,
  },
  '/api/vendor/vendors/:vendorId/orders': staff('/orders'),
  '/api/vendor/vendors/:vendorId/orders/:orderId/accept': staff('/orders/:orderId/accept', () => ({
    preparationMinutes: 15,
  })),
  '/api/vendor/vendors/:vendorId/orders/:orderId/decline': staff(
    '/orders/:orderId/decline',
    () => ({ reason: 'Closed' }),
  ),
  '/api/vendor/vendors/:vendorId/orders/:orderId/start-preparing': staff(
    '/orders/:orderId/start-preparing',
  ),
  '/api/vendor/vendors/:vendorId/orders/:orderId/ready': staff('/orders/:orderId/ready'),
  '/api/vendor/vendors/:vendorId/orders/:orderId/hand-over': staff('/orders/:orderId/hand-over'),
  '/api/vendor/vendors/:vendorId/orders/:orderId/edit': staff('/orders/:orderId/edit', () => ({
    changes: [{ index: 0, count: 0 }],
  })),
  '/api/vendor/vendors/:vendorId/pause': staff('/pause', () => ({ paused: true })),
  '/api/vendor/vendors/:vendorId/products': staff('/products'),
  '/api/vendor/vendors/:vendorId/products/:productId/availability': {
    credential: 'vendor',
    url: (o) => `/api/vendor/vendors/${o.vendorId}/products/${o.productId}/availability`,
    body: () => ({ available: false }),
  },
  '/api/customer/me/addresses/:id': {
    credential: 'customer',
    url: (o) => `/api/customer/me/addresses/${o.addressId}`,
    body: () => ({
      name: 'Stolen',
      location: { latitude: 56.95, longitude: 24.1, formattedAddress: 'Elsewhere, Riga' },
    }),
  },
  '/api/customer/me/cards/:id/default': {
    credential: 'customer',
    url: (o) => `/api/customer/me/cards/${o.cardId}/default`,
  },
  '/api/customer/me/cards/:id/unbind': {
    credential: 'customer',
    url: (o) => `/api/customer/me/cards/${o.cardId}/unbind`,
  },
  '/api/customer/me/orders/:id': order(),
  '/api/customer/me/orders/:id/cancel': order('/cancel'),
  '/api/customer/me/orders/:id/courier_review': {
    ...order('/courier_review'),
    body: () => ({ rating: 5 }),
  },
  '/api/customer/me/orders/:id/vendor_review': {
    ...order('/vendor_review'),
    body: () => ({ rating: 5 }),
  },
  '/api/customer/me/orders/:id/reorder': {
    ...order('/reorder'),
    body: (o) => ({ customerAddressId: o.addressId }),
  },
  '/api/customer/me/orders/:id/invoice': order('/invoice'),
  '/api/customer/me/orders/:id/invoice/email': {
    ...order('/invoice/email'),
    body: () => ({ email: 'someone@example.com' }),
  },
  '/api/customer/me/orders/:id/payment/create': order('/payment/create'),
  '/api/customer/me/orders/:id/payment/cancel': order('/payment/cancel'),
  '/api/customer/me/orders/:id/payment/authorize': {
    ...order('/payment/authorize'),
    body: () => ({ transactionID: randomUUID() }),
  },
  '/api/customer/me/orders/:id/payment-intent/create': order('/payment-intent/create'),
  '/api/carts/:id': cart('', () => ({ receiptType: 'DELIVERY' })),
  '/api/carts/:id/tip': cart('/tip', () => ({ tipAmount: 100 })),
  '/api/carts/:id/cleanup': cart('/cleanup'),
  '/api/carts/:id/clear': cart('/clear'),
  '/api/carts/:id/cutlery': {
    credential: 'cart',
    url: (o) => `/api/carts/${o.vendorCartId}/cutlery`,
    body: () => ({ cutlery: 2 }),
  },
  '/api/carts/:id/products': cart('/products', (o) => ({
    vendorId: o.vendorId,
    productId: o.productId,
    count: 1,
    components: [],
  })),
  '/api/carts/:id/products/:productId': {
    credential: 'cart',
    url: (o) => `/api/carts/${o.vendorCartId}/products/${o.cartProductId}`,
    body: () => ({ count: 1 }),
  },
  '/api/carts/:id/promo-code': cart('/promo-code', () => ({ code: 'WELCOME' })),
  '/api/service/courier/order/:code': {
    credential: 'courier',
    url: (o) => `/api/service/courier/order/${o.orderNumber}`,
  },
};

/** Routes with a path parameter that names nothing anyone owns. */
const PUBLIC: Record<string, string> = {
  '/api/content-pages/:id': 'published content pages of the partner',
  '/api/public/localities/:code/params': 'public locality settings',
  '/api/public/localities/:code/main-page/v2': 'public locality home',
  '/api/public/localities/:code/banners': 'public banners',
  '/api/public/localities/:code/categories': 'public categories',
  '/api/public/localities/:code/vendors': 'public vendor list',
  '/api/public/localities/:code/search': 'public search',
  '/api/products/:id': 'public catalogue product',
  '/api/vendors/:id': 'public vendor',
  '/api/vendors/:id/catalogue': 'public vendor catalogue',
  '/api/vendors/:id/catalogue-page': 'public vendor catalogue page',
  '/api/vendors/:id/single/catalogue-page': 'public single-vendor catalogue',
  '/api/customer/me/favourites/vendors/:id':
    "the id is a public vendor's; the list changed is always the caller's own (401 without a session)",
  '/api/customer/me/favourites/products/:id':
    "the id is a public product's; the list changed is always the caller's own (401 without a session)",
  '/api/payment-sandbox/form/:id':
    "the gateway's hosted page: its 128-bit session id is the capability a card gateway hands out, like a real gateway's form URL",
  '/api/payment-sandbox/challenge/:id': 'the same for the 3-D Secure page',
  '/api/dev/orders/:id/status':
    'development only, absent in production and answering loopback clients alone',
  '/api/dev/orders/:id/courier-location':
    'development only, absent in production and answering loopback clients alone',
  '/images/:imageId/:variant': 'public catalogue images',
  '/sitemap-:part(^\\d+).xml': 'public sitemap',
  '/pwa/:name': "the installable app's icons, the same for everyone",
  '/updates/:partner/customer/metadata.json':
    "the native app's public update announcement; only the deployment's own partner answers",
  '/updates/:partner/customer/bundles/:file':
    "the native app's public web bundles, named by version; only the deployment's own partner answers",
};

async function ownerWithEverything(t: CartTestApp): Promise<Owned> {
  const shopper = await shopperWithCart(t);
  const placed = placedOrder(await shopper.place());
  await shopper.refill();
  const addresses = await shopper.call('GET', '/api/customer/me/addresses');
  const addressId = (addresses.json() as { id: string }[])[0]?.id ?? '';
  const card = await shopper.call('POST', '/api/dev/customer/me/cards', {});
  const { cart: current } = cartResponseSchema.parse(
    (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json(),
  );
  const vendorCart = current.vendorCarts[0];
  const line = vendorCart?.items[0];
  if (!vendorCart || !line || !addressId) throw new Error('the owner fixture is incomplete');
  return {
    shopper,
    addressId,
    cardId: cardSchema.parse(card.json()).id,
    orderId: placed.orderId,
    orderNumber: String(placed.orderNumber),
    cartId: shopper.cartId,
    vendorCartId: vendorCart.vendorCartId,
    cartProductId: line.cartProductId,
    vendorId: vendorCart.vendorId,
    productId: line.productId,
  };
}

describe.each(testTargets)('authorization matrix (issue 14) on %s', (target) => {
  let t: CartTestApp;
  let alice: Owned;
  let bob: Owned;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    alice = await ownerWithEverything(t);
    bob = await ownerWithEverything(t);
  }, 120_000);
  afterAll(() => t.close());

  const withParameters = () => registeredRoutes(t.app).filter((route) => route.path.includes(':'));

  it('covers every route with a path parameter: in the matrix or public with a reason', () => {
    const uncovered = withParameters()
      .map((route) => route.path)
      .filter((path) => !(path in MATRIX) && !(path in PUBLIC));
    expect(uncovered).toEqual([]);
    // And nothing stale: every entry names a route that exists.
    const registered = new Set(withParameters().map((route) => route.path));
    expect(Object.keys(MATRIX).filter((path) => !registered.has(path))).toEqual([]);
    expect(Object.keys(PUBLIC).filter((path) => !registered.has(path))).toEqual([]);
  });

  it("answers 404 to another customer's id and 401/404 without a credential, on every method", async () => {
    const attempts: string[] = [];
    const leaks: string[] = [];
    for (const route of withParameters().filter((r) => r.path in MATRIX)) {
      const entry = MATRIX[route.path];
      if (!entry) continue;
      for (const method of route.methods) {
        const url = entry.url(bob);
        const body = entry.body?.(bob);
        const send = (headers: Record<string, string>) =>
          t.request({
            method: method as 'GET',
            url,
            headers: { origin: 'http://localhost:3000', 'accept-language': 'en', ...headers },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: (body ?? {}) as object }),
          });
        const asAlice = await send(alice.shopper.headers);
        const anonymous = await send({});
        const expectedAnonymous = entry.credential === 'cart' ? 404 : 401;
        // A courier or vendor staff route does not open for a customer session at all.
        const expectedOther =
          entry.credential === 'courier' || entry.credential === 'vendor' ? 401 : 404;
        attempts.push(`${method} ${route.path}`);
        if (asAlice.statusCode !== expectedOther) {
          leaks.push(`${method} ${url} as another customer: ${asAlice.statusCode} ${asAlice.body}`);
        }
        if (anonymous.statusCode !== expectedAnonymous) {
          leaks.push(`${method} ${url} without credential: ${anonymous.statusCode}`);
        }
      }
    }
    // The figure docs/security.md quotes.
    process.stdout.write(
      `authorization matrix on ${target}: ${attempts.length} route-methods × 2 attempts = ${attempts.length * 2}, ${leaks.length} leaks\n`,
    );
    expect(leaks).toEqual([]);
    // Every matrix entry was tried (28 route-methods on the day this was written).
    expect(new Set(attempts.map((attempt) => attempt.split(' ')[1]))).toEqual(
      new Set(Object.keys(MATRIX)),
    );

    // Bob's things are all still there and his own: nothing above changed them.
    const own = await bob.shopper.call('GET', `/api/customer/me/orders/${bob.orderId}`);
    expect(own.statusCode).toBe(200);
    expect((await bob.shopper.call('GET', '/api/customer/me/addresses')).json()).toHaveLength(1);
    const cards = await bob.shopper.call('GET', '/api/customer/me/cards');
    expect(cards.body).toContain(bob.cardId);
  });
});
