import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deliveryOffers } from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { DEMO_COURIERS } from '#api/seed/seed-couriers.ts';
import { createTrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import {
  PIZZERIA_MILANO_STAFF,
  boardOrder,
  signInStaff,
} from '#api/modules/vendor-console/vendor-console-test-kit.ts';
import type { CourierClient } from './courier-test-kit.ts';
import {
  MANUAL_DISPATCH,
  acceptedDelivery,
  cleanSlate,
  moveAs,
  north,
  riga,
  signInCourier,
} from './courier-test-kit.ts';
import { Dispatcher } from './dispatcher.ts';

const RIGA_COURIERS = DEMO_COURIERS.filter((c) => c.localityCode === 'riga');
const KUWAIT_COURIER = DEMO_COURIERS.find((c) => c.localityCode === 'kuwait-city');

describe.each(testTargets)('dispatch on %s (issue 13 part 6)', (target) => {
  let t: CartTestApp;
  let near: CourierClient;
  let far: CourierClient;
  let elsewhere: CourierClient;
  let shopper: Shopper;
  let vendorPoint: { latitude: number; longitude: number };
  let clock = RIGA_LUNCH;

  const tick = () => t.app.dispatcher.tick();

  beforeAll(async () => {
    // Dispatch here runs on the test's ticks and the app's kicks, never on a timer.
    t = await createTrackingTestApp(target, MANUAL_DISPATCH);
    near = await signInCourier(t, RIGA_COURIERS[0]?.phone ?? '');
    far = await signInCourier(t, RIGA_COURIERS[1]?.phone ?? '');
    elsewhere = await signInCourier(t, KUWAIT_COURIER?.phone ?? '');
    shopper = await shopperWithCart(t);
    vendorPoint = await riga(t);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date(clock.getTime() + 60 * 60_000);
    t.setNow(clock);
    await cleanSlate(t);
    await near.at(north(vendorPoint, 500));
    await far.at(north(vendorPoint, 2_000));
  });

  it('offers a delivery to the nearest online courier only', async () => {
    await far.online(true);
    await near.online(true);
    const order = await acceptedDelivery(t, shopper);
    await tick();
    await t.app.dispatcher.settled();
    const offer = (await near.state()).offer;
    expect(offer).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber });
    expect(offer?.distanceMeters).toBeGreaterThan(450);
    expect(offer?.distanceMeters).toBeLessThan(550);
    expect((await far.state()).offer).toBeNull();
  });

  it("a vendor's accept offers the delivery before it answers, without waiting for a tick", async () => {
    await near.online(true);
    await shopper.refill();
    const order = placedOrder(await shopper.place());
    const milano = await signInStaff(t, PIZZERIA_MILANO_STAFF);
    const accepted = boardOrder(
      await milano.act(order.orderId, 'accept', { preparationMinutes: 15 }),
    );
    expect(accepted.status).toBe('APPROVED');
    // No timer runs here and nothing since going online kicked a tick: the accept offered it.
    const offer = (await near.state()).offer;
    expect(offer).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber });
    expect(offer?.distanceMeters).toBeLessThan(550);
    // The tick that follows finds the order already offered.
    expect(await tick()).toMatchObject({ offered: 0 });
  });

  it('never offers to an offline courier or one of another locality, however near', async () => {
    await elsewhere.at(north(vendorPoint, 10));
    await elsewhere.online(true);
    await near.online(false);
    await far.online(true);
    const order = await acceptedDelivery(t, shopper);
    await tick();
    expect((await far.state()).offer?.orderId).toBe(order.orderId);
    expect((await elsewhere.state()).offer).toBeNull();
    expect((await near.state()).offer).toBeNull();
    await elsewhere.online(false);
  });

  it('a refusal moves the offer on to the next nearest, and nobody is asked twice', async () => {
    await near.online(true);
    await far.online(true);
    const order = await acceptedDelivery(t, shopper);
    await tick();
    const first = (await near.state()).offer;
    expect(first?.orderId).toBe(order.orderId);
    const refused = await near.call('POST', `/api/courier/me/offers/${first?.offerId}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().offer).toBeNull();
    // The refusal kicks a tick of its own; the explicit one finds nothing left to do.
    await t.app.dispatcher.settled();
    await tick();
    const second = (await far.state()).offer;
    expect(second?.orderId).toBe(order.orderId);
    await far.call('POST', `/api/courier/me/offers/${second?.offerId}/refuse`);
    await t.app.dispatcher.settled();
    await tick();
    expect((await near.state()).offer).toBeNull();
    expect((await far.state()).offer).toBeNull();
  });

  it('an offer not answered in time goes to the next courier and cannot be taken after', async () => {
    await near.online(true);
    await far.online(true);
    const order = await acceptedDelivery(t, shopper);
    await tick();
    const lapsing = (await near.state()).offer;
    expect(lapsing?.orderId).toBe(order.orderId);
    // The default answer time is 30 s.
    t.setNow(new Date(clock.getTime() + 29_000));
    await tick();
    expect((await near.state()).offer?.offerId).toBe(lapsing?.offerId);
    t.setNow(new Date(clock.getTime() + 31_000));
    await tick();
    expect((await near.state()).offer).toBeNull();
    expect((await far.state()).offer?.orderId).toBe(order.orderId);
    const late = await near.call('POST', `/api/courier/me/offers/${lapsing?.offerId}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ type: 'DeliveryOfferClosedException' });
    const [row] = await t.database.db
      .select({ status: deliveryOffers.status })
      .from(deliveryOffers)
      .where(eq(deliveryOffers.id, lapsing?.offerId ?? ''));
    expect(row?.status).toBe('EXPIRED');
  });

  it('takeaway orders are never dispatched: READY at the counter, then COMPLETED', async () => {
    await near.online(true);
    await shopper.refill();
    const put = await shopper.call('PUT', `/api/carts/${shopper.cartId}`, {
      receiptType: 'TAKEAWAY',
    });
    expect(put.statusCode, put.body).toBe(200);
    const order = placedOrder(await shopper.place());
    await shopper.call('PUT', `/api/carts/${shopper.cartId}`, { receiptType: 'DELIVERY' });
    expect(order.receiptType).toBe('TAKEAWAY');
    await moveAs(t, order.orderId, 'APPROVED');
    await moveAs(t, order.orderId, 'PREPARING');
    expect(await tick()).toMatchObject({ offered: 0 });
    expect((await near.state()).offer).toBeNull();
    await moveAs(t, order.orderId, 'READY');
    await moveAs(t, order.orderId, 'COMPLETED');
  });

  it('an order given a courier some other way (the demo simulator) withdraws its offer', async () => {
    await near.online(true);
    const order = await acceptedDelivery(t, shopper);
    await tick();
    const offer = (await near.state()).offer;
    expect(offer?.orderId).toBe(order.orderId);
    const simulated = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${order.orderId}/courier-location`,
      payload: { ...north(vendorPoint, 100), courierId: (await far.state()).courier.id },
    });
    expect(simulated.statusCode, simulated.body).toBe(204);
    expect(await tick()).toMatchObject({ closed: 1 });
    expect((await near.state()).offer).toBeNull();
    const taken = await near.call('POST', `/api/courier/me/offers/${offer?.offerId}/accept`);
    expect(taken.statusCode).toBe(409);
  });

  it('two processes ticking at once never offer one order twice or one courier two orders', async () => {
    await near.online(true);
    await far.online(true);
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await acceptedDelivery(t, shopper));
    const processes = [0, 1, 2].map(
      () => new Dispatcher({ db: t.database.db, now: () => clock, offerTimeoutMs: 30_000 }),
    );
    const results = await Promise.all(processes.map((dispatcher) => dispatcher.tick()));
    expect(results.reduce((sum, r) => sum + r.offered, 0)).toBe(2);
    const open = await t.database.db
      .select({ orderId: deliveryOffers.orderId, courierId: deliveryOffers.courierId })
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.status, 'PENDING')));
    expect(open).toHaveLength(2);
    expect(new Set(open.map((o) => o.orderId)).size).toBe(2);
    expect(new Set(open.map((o) => o.courierId)).size).toBe(2);
    // Accepting both at once gives each order exactly its offered courier.
    const offers = [(await near.state()).offer, (await far.state()).offer];
    const accepted = await Promise.all([
      near.call('POST', `/api/courier/me/offers/${offers[0]?.offerId}/accept`),
      far.call('POST', `/api/courier/me/offers/${offers[1]?.offerId}/accept`),
    ]);
    expect(accepted.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await near.state()).delivery?.orderId).toBe(offers[0]?.orderId);
    expect((await far.state()).delivery?.orderId).toBe(offers[1]?.orderId);
    // Busy couriers are offered nothing more.
    await Promise.all(processes.map((dispatcher) => dispatcher.tick()));
    expect((await near.state()).offer).toBeNull();
    expect((await far.state()).offer).toBeNull();
    expect(placed).toHaveLength(4);
  });
});
