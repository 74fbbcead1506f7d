/**
 * What the soak's visitors do, over HTTP like the storefront: browse (locality, vendor list, a
 * vendor's catalogue), fill a guest cart, or, signed in, refill a cart and place a cash order at
 * the demo's all-day grocery store, so the mix does not depend on the hour it runs at.
 */
import { randomInt, randomUUID } from 'node:crypto';

const PARTNER = { 'x-partner-code': 'souk', 'x-build-version': 'soak' };
const RIGA_CENTRE = { latitude: 56.9496, longitude: 24.1052 };
const ALL_DAY_VENDOR = 'majas-partika';

export interface Shop {
  vendorIds: string[];
  dish: { vendorId: string; productId: string };
  /** Units of the dish an order takes: above the locality's minimum order, below its cash cap. */
  orderCount: number;
}

/** 15 €: above Riga's 10 € minimum order, well below what cash may pay. */
const ORDER_AMOUNT = 1500;

export interface Customer {
  headers: Record<string, string>;
  cartId: string;
}

export type Call = (
  method: string,
  path: string,
  options?: {
    headers?: Record<string, string>;
    body?: unknown;
    expect?: number;
    /** Receives the Set-Cookie values of the answer. */
    onCookies?: (cookies: string[]) => void;
  },
) => Promise<Record<string, unknown>>;

/** One HTTP call; any answer other than the expected status counts as an error. */
export function caller(baseUrl: string, onAnswer: (ok: boolean, ms: number) => void): Call {
  return async (method, path, options = {}) => {
    const started = performance.now();
    let ok = false;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...PARTNER,
          origin: baseUrl,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      options.onCookies?.(res.headers.getSetCookie());
      ok = res.status === (options.expect ?? 200);
      if (!ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    } finally {
      onAnswer(ok, performance.now() - started);
    }
  };
}

export async function findShop(call: Call): Promise<Shop> {
  const { vendors } = (await call('GET', '/api/public/localities/riga/vendors')) as {
    vendors: { id: string; code?: string; name: string }[];
  };
  const store = vendors.find((vendor) => vendor.code === ALL_DAY_VENDOR) ?? vendors[0];
  if (!store) throw new Error('the demo has no Riga vendors');
  const { sections } = (await call('GET', `/api/vendors/${store.id}/catalogue`)) as {
    sections: {
      products: {
        id: string;
        price: number;
        available: boolean;
        componentGroups: unknown[];
        maxCount: unknown;
      }[];
    }[];
  };
  const plain = sections
    .flatMap((section) => section.products)
    .find((p) => p.available && p.componentGroups.length === 0 && p.maxCount === null);
  if (!plain) throw new Error(`${store.name} has no plain product`);
  return {
    vendorIds: vendors.map((vendor) => vendor.id),
    dish: { vendorId: store.id, productId: plain.id },
    orderCount: Math.max(1, Math.ceil(ORDER_AMOUNT / plain.price)),
  };
}

export async function signInCustomer(
  call: Call,
  codeFor: (phone: string) => string | undefined,
): Promise<Customer> {
  const phone = `+3712${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await call('POST', `/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`);
  const code = codeFor(phone);
  if (!code) throw new Error(`no code was sent to ${phone}`);
  const login = await fetchCookie(call, phone, code);
  const headers = { cookie: login };
  const address = (await call('POST', '/api/customer/me/addresses', {
    headers,
    expect: 201,
    body: {
      name: 'Home',
      apartmentNumber: '12',
      location: {
        latitude: 56.9565,
        longitude: 24.1216,
        addressComponents: {
          externalSource: 'web_onde',
          externalId: 'osm:way:1',
          formattedAddress: 'Brīvības iela 45, Rīga, Latvia',
          shortAddress: 'Brīvības iela 45',
          shortAddressExt: 'Rīga, Latvia',
          countryName: 'Latvia',
          countryCodeISO2: 'lv',
          locality: 'Rīga',
          street: 'Brīvības iela',
          streetNumber: '45',
          postalCode: 'LV-1010',
        },
      },
    },
  })) as { id: string };
  const cart = (await call('POST', '/api/carts', {
    headers,
    body: { localityCode: 'riga', customerAddressId: address.id },
  })) as { cartId: string };
  return { headers, cartId: cart.cartId };
}

/** The web login answers the session as a cookie only; the soak keeps it as a browser would. */
async function fetchCookie(call: Call, phone: string, code: string): Promise<string> {
  let session = '';
  await call('POST', '/api/customer/auth/login', {
    body: { phone, token: code },
    onCookies: (cookies) => {
      session = cookies.find((cookie) => cookie.startsWith('souk_session='))?.split(';')[0] ?? '';
    },
  });
  if (!session) throw new Error('the login set no session cookie');
  return session;
}

export async function browse(call: Call, shop: Shop): Promise<void> {
  await call('GET', '/api/public/localities');
  await call('GET', '/api/public/localities/riga/vendors');
  const vendorId = shop.vendorIds[randomInt(0, shop.vendorIds.length)];
  await call('GET', `/api/vendors/${vendorId}/catalogue`);
}

export async function fillGuestCart(call: Call, shop: Shop): Promise<void> {
  const created = (await call('POST', '/api/carts', {
    headers: { 'x-guest-token': 'new' },
    body: { localityCode: 'riga', location: RIGA_CENTRE },
  })) as { cartId: string; guestToken: string };
  const headers = { 'x-guest-token': created.guestToken };
  await call('POST', `/api/carts/${created.cartId}/products`, {
    headers,
    body: { ...shop.dish, count: 2, components: [] },
  });
  await call('GET', `/api/carts/${created.cartId}`, { headers });
}

export async function checkout(call: Call, shop: Shop, customer: Customer): Promise<void> {
  await call('POST', `/api/carts/${customer.cartId}/products`, {
    headers: customer.headers,
    body: { ...shop.dish, count: shop.orderCount, components: [] },
  });
  await call('POST', '/api/customer/me/orders', {
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    body: { cartId: customer.cartId, paymentType: 'CASH' },
    expect: 201,
  });
}
