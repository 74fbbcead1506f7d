/**
 * Test support for the courier app and dispatch: demo couriers signed in, a delivery order the
 * vendor has accepted, points at a chosen distance from its vendor, and a clean slate per test.
 */
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CourierState } from '@souk/contracts';
import { courierSessionSchema, courierStateSchema } from '@souk/contracts';
import { courierPresence, deliveryOffers, orders } from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { vendorByCode } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder } from '#api/modules/orders/order-test-kit.ts';
import { randomIp, readSmsCode } from '#api/test/sign-in.ts';

/** Env of a test app whose dispatch runs only when the test (or a kick) says so. */
export const MANUAL_DISPATCH = { DISPATCH_TICK_MS: '0', DISPATCH_OFFER_TIMEOUT_MS: '30000' };

export interface CourierClient {
  headers: Record<string, string>;
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  state(): Promise<CourierState>;
  online(online: boolean): Promise<CourierState>;
  at(position: { latitude: number; longitude: number }): Promise<void>;
}

export async function signInCourier(t: CartTestApp, phone: string): Promise<CourierClient> {
  const ip = { 'x-forwarded-for': randomIp() };
  await t.request({
    method: 'POST',
    url: `/api/courier/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
    headers: ip,
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/courier/auth/login',
    headers: ip,
    payload: { phone, token: await readSmsCode(t, phone) },
  });
  if (login.statusCode !== 200) throw new Error(`courier login: ${login.body}`);
  const headers = {
    authorization: `Bearer ${courierSessionSchema.parse(login.json()).token}`,
  };
  const call = (method: string, url: string, payload?: unknown) =>
    t.request({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const parsed = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return courierStateSchema.parse(res.json());
  };
  return {
    headers,
    call,
    state: async () => parsed(await call('GET', '/api/courier/me/state')),
    online: async (online) => {
      const state = parsed(await call('PUT', '/api/courier/me/online', { online }));
      // Going online kicks a tick; the test's own steps start after it.
      await t.app.dispatcher.settled();
      return state;
    },
    at: async (position) => {
      const res = await call('POST', '/api/courier/me/position', position);
      if (res.statusCode !== 204) throw new Error(`position: ${res.statusCode} ${res.body}`);
    },
  };
}

/** The demo Riga restaurant the order kit orders from, and its counter's point. */
export async function riga(t: CartTestApp) {
  const vendor = await vendorByCode(t, 'pizzeria-milano');
  return { latitude: vendor.latitude, longitude: vendor.longitude };
}

/** A point `metres` north of `from` (a degree of latitude is about 111.2 km). */
export const north = (from: { latitude: number; longitude: number }, metres: number) => ({
  latitude: from.latitude + metres / 111_195,
  longitude: from.longitude,
});

/** Moves an order as the vendor (or operator) would, through the dev route. */
export async function moveAs(t: CartTestApp, orderId: string, status: string, actor = 'vendor') {
  const res = await t.request({
    method: 'POST',
    url: `/api/dev/orders/${orderId}/status`,
    payload: { status, actor },
  });
  if (res.statusCode !== 200) throw new Error(`move ${status}: ${res.body}`);
}

/** A cash delivery placed by `shopper` and accepted by its vendor: it now needs a courier. */
export async function acceptedDelivery(t: CartTestApp, shopper: Shopper) {
  await shopper.refill();
  const order = placedOrder(await shopper.place());
  await moveAs(t, order.orderId, 'APPROVED');
  return order;
}

/**
 * Every test starts with nobody online, no open offer and no order in flight, so earlier tests'
 * orders and couriers cannot answer for this one.
 */
export async function cleanSlate(t: CartTestApp) {
  const { db } = t.database;
  await t.app.dispatcher.settled();
  await db
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(
      inArray(orders.status, [
        'WAITING_APPROVAL',
        'APPROVED',
        'PREPARING',
        'ON_DELIVERY',
        'ARRIVED',
        'READY',
      ]),
    );
  await db
    .update(deliveryOffers)
    .set({ status: 'EXPIRED' })
    .where(eq(deliveryOffers.status, 'PENDING'));
  await db.update(courierPresence).set({ online: false });
}
