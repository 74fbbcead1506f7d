import { expect } from 'vitest';
import type { APIResponse, BrowserContext } from 'playwright-core';
import {
  addressSchema,
  cartResponseSchema,
  courierSessionSchema,
  orderResponseSchema,
  type Order,
  type Product,
} from '@souk/contracts';
import { readCode } from './sign-in.ts';

const headers = { 'x-partner-code': 'souk' };

/** A saved Riga address near the centre, where the demo vendors deliver. */
const RIGA_HOME = {
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
};

async function ok(response: APIResponse, status = 200) {
  expect(response.status(), `${response.url()} ${await response.text()}`).toBe(status);
  return response.json() as Promise<unknown>;
}

/**
 * Places a cash order of `product` for the signed-in customer of `context` through the API:
 * a saved address (delivery) or none (takeaway), a cart over the minimum order, then
 * POST /customer/me/orders with an Idempotency-Key.
 */
export async function placeCashOrder(
  context: BrowserContext,
  baseUrl: string,
  product: Product,
  receiptType: 'DELIVERY' | 'TAKEAWAY' = 'DELIVERY',
): Promise<Order> {
  const api = context.request;
  let place: Record<string, unknown> = { localityCode: 'riga', receiptType };
  if (receiptType === 'DELIVERY') {
    const saved = addressSchema.parse(
      await ok(
        await api.post(`${baseUrl}/api/customer/me/addresses`, { headers, data: RIGA_HOME }),
        201,
      ),
    );
    place = { ...place, customerAddressId: saved.id };
  }
  const created = (await ok(await api.post(`${baseUrl}/api/carts`, { headers, data: place }))) as {
    cartId: string;
  };
  const add = async (count: number) =>
    cartResponseSchema.parse(
      await ok(
        await api.post(`${baseUrl}/api/carts/${created.cartId}/products`, {
          headers,
          data: { vendorId: product.vendorId, productId: product.id, count, components: [] },
        }),
      ),
    );
  const { cart } = await add(1);
  const line = cart.vendorCarts[0]?.items[0];
  const needed = Math.ceil(cart.minOrderPrice / Math.max(1, line?.price ?? 1));
  if (needed > 1) await add(needed - 1);
  const placed = await api.post(`${baseUrl}/api/customer/me/orders`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { cartId: created.cartId, paymentType: 'CASH' },
  });
  return orderResponseSchema.parse(await ok(placed, 201)).order;
}

/** Plays the vendor or the courier: POST /api/dev/orders/{id}/status. */
export async function moveOrder(
  baseUrl: string,
  orderId: string,
  status: Order['status'],
  actor: 'vendor' | 'courier' | 'system',
): Promise<Order> {
  const res = await fetch(`${baseUrl}/api/dev/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, actor }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return orderResponseSchema.parse(await res.json()).order;
}

/** From placed (cash: awaiting the vendor) to COMPLETED by the vendor and a courier. */
export async function completeDelivery(baseUrl: string, orderId: string): Promise<Order> {
  await moveOrder(baseUrl, orderId, 'APPROVED', 'vendor');
  await moveOrder(baseUrl, orderId, 'PREPARING', 'vendor');
  await moveOrder(baseUrl, orderId, 'ON_DELIVERY', 'courier');
  await moveOrder(baseUrl, orderId, 'ARRIVED', 'courier');
  return moveOrder(baseUrl, orderId, 'COMPLETED', 'courier');
}

/** The demo seed's Riga courier. */
const RIGA_COURIER_PHONE = '+37120000002';

/**
 * Signs a demo Riga courier in through the API (SMS code from the dev outbox): its id. A number
 * gets one code a minute, so journeys that may run at the same time pass different numbers.
 */
export async function rigaCourierId(
  baseUrl: string,
  phone: string = RIGA_COURIER_PHONE,
): Promise<string> {
  const query = `phone=${encodeURIComponent(phone)}`;
  const sent = await fetch(`${baseUrl}/api/courier/auth/sendPhoneConfirmation?${query}`, {
    method: 'POST',
    headers,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const login = await fetch(`${baseUrl}/api/courier/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      phone,
      token: await readCode(baseUrl, phone),
    }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return courierSessionSchema.parse(await login.json()).courier.id;
}

/** Gives the order to a courier, as the courier's first location report does. */
export async function assignCourier(baseUrl: string, orderId: string, courierId: string) {
  const res = await fetch(`${baseUrl}/api/dev/orders/${orderId}/courier-location`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latitude: 56.95, longitude: 24.11, courierId }),
  });
  expect(res.status, await res.clone().text()).toBe(204);
}
