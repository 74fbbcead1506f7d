/**
 * A signed-in customer with a placed order and a filled cart, built through the public API of a
 * production server, for the scripts that measure the cart and the orders pages as a customer
 * sees them. The sign-in code is read where a real SMS gateway would receive it: the server runs
 * with `SMS_PROVIDER=http` pointed at a loopback capture started here (production never shows
 * codes otherwise).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  catalogResponseSchema,
  vendorsPageSchema,
  type CatalogResponse,
  type Product,
} from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts/cart';
import { orderResponseSchema } from '@souk/contracts';
import { productsOfOpenSections, quickAddableNow } from '../../e2e/support/orderable-products.ts';

export interface SmsCapture {
  /** The gateway URL to give the server as SMS_GATEWAY_URL. */
  url: string;
  /** The newest code sent to `phone`, waiting for it a few seconds. */
  codeFor(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** A Twilio-style gateway on loopback that keeps every message's code by recipient. */
export async function startSmsCapture(): Promise<SmsCapture> {
  const codes = new Map<string, string>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const code = /\d{4,}/.exec(form.get('Body') ?? '')?.[0];
      if (code) codes.set(form.get('To') ?? '', code);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    async codeFor(phone) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const code = codes.get(phone);
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no SMS reached the capture for ${phone}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface CustomerPages {
  /** The session cookie's name and value, to put in the browser. */
  cookie: { name: string; value: string };
  /** The cart the cart page shows (kept by the storefront as localStorage `cartId`). */
  cartId: string;
  orderId: string;
}

const PARTNER = { 'x-partner-code': 'souk' };

async function json(response: Response, what: string): Promise<unknown> {
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A product of an open Riga vendor that goes into a cart without options. */
async function plainProduct(baseUrl: string): Promise<Product> {
  const get = async (path: string) =>
    json(await fetch(`${baseUrl}${path}`, { headers: PARTNER }), path);
  for (let page = 1; ; page++) {
    const list = vendorsPageSchema.parse(
      await get(`/api/public/localities/riga/vendors?page=${page}`),
    );
    for (const vendor of list.vendors.filter((v) => v.working)) {
      const catalog: CatalogResponse = catalogResponseSchema.parse(
        await get(`/api/vendors/${vendor.id}/catalogue`),
      );
      const product = productsOfOpenSections(catalog).find(quickAddableNow);
      if (product) return product;
    }
    if (page >= list.totalPages) throw new Error('no Riga vendor is open right now');
  }
}

/**
 * Signs a new customer in by phone, names them, saves a Riga address, places a cash order and
 * fills a second cart over the minimum order.
 */
export async function customerPages(baseUrl: string, sms: SmsCapture): Promise<CustomerPages> {
  const phone = `+3712${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const headers = { ...PARTNER, origin: baseUrl };
  await json(
    await fetch(
      `${baseUrl}/api/customer/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
      { method: 'POST', headers },
    ),
    'sendPhoneConfirmation',
  );
  const login = await fetch(`${baseUrl}/api/customer/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, token: await sms.codeFor(phone) }),
  });
  await json(login.clone(), 'login');
  const [name = '', value = ''] = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!.split('=');
  const call = async (path: string, method: string, body?: unknown, extra = {}) =>
    json(
      await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...headers,
          ...extra,
          cookie: `${name}=${value}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      `${method} ${path}`,
    );

  await call('/api/customer/me', 'PATCH', { name: 'Lighthouse Customer' });
  const address = (await call('/api/customer/me/addresses', 'POST', {
    name: 'Home',
    location: { latitude: 56.9496, longitude: 24.1052, formattedAddress: 'Home, Riga' },
  })) as { id: string };
  const product = await plainProduct(baseUrl);
  const fillCart = async () => {
    const { cartId } = createCartResponseSchema.parse(
      await call('/api/carts', 'POST', {
        localityCode: 'riga',
        receiptType: 'DELIVERY',
        customerAddressId: address.id,
      }),
    );
    const { cart } = cartResponseSchema.parse(
      await call(`/api/carts/${cartId}/products`, 'POST', {
        vendorId: product.vendorId,
        productId: product.id,
        count: 1,
      }),
    );
    const line = cart.vendorCarts[0]?.items[0];
    if (!line) throw new Error('the product did not reach the cart');
    const needed = Math.ceil(cart.minOrderPrice / line.price);
    if (needed > 1) {
      await call(
        `/api/carts/${cart.vendorCarts[0]?.vendorCartId}/products/${line.cartProductId}`,
        'PUT',
        {
          count: needed,
        },
      );
    }
    return cartId;
  };
  const { order } = orderResponseSchema.parse(
    await call(
      '/api/customer/me/orders',
      'POST',
      { cartId: await fillCart(), paymentType: 'CASH' },
      { 'idempotency-key': crypto.randomUUID() },
    ),
  );
  return { cookie: { name, value }, cartId: await fillCart(), orderId: order.orderId };
}
