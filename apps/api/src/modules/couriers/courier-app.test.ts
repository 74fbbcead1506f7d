import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@souk/contracts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp, openTracker } from '#api/modules/tracking/tracking-test-kit.ts';
import { DEMO_COURIERS } from '#api/seed/seed-couriers.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { StaffClient } from '#api/modules/vendor-console/vendor-console-test-kit.ts';
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

const [JANIS, ANNA] = DEMO_COURIERS.filter((c) => c.localityCode === 'riga');

describe.each(testTargets)('courier app API on %s (issue 13 part 5)', (target) => {
  let t: TrackingTestApp;
  let courier: CourierClient;
  let other: CourierClient;
  let shopper: Shopper;
  let vendorPoint: { latitude: number; longitude: number };
  let milano: StaffClient;

  beforeAll(async () => {
    t = await createTrackingTestApp(target, MANUAL_DISPATCH);
    courier = await signInCourier(t, JANIS?.phone ?? '');
    other = await signInCourier(t, ANNA?.phone ?? '');
    milano = await signInStaff(t, PIZZERIA_MILANO_STAFF);
    shopper = await shopperWithCart(t);
    vendorPoint = await riga(t);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => cleanSlate(t));

  /** A delivery offered to and taken by `courier`. */
  const takenDelivery = async () => {
    await courier.at(north(vendorPoint, 300));
    await courier.online(true);
    const order = await acceptedDelivery(t, shopper);
    await t.app.dispatcher.tick();
    const offer = (await courier.state()).offer;
    expect(offer?.orderId).toBe(order.orderId);
    const res = await courier.call('POST', `/api/courier/me/offers/${offer?.offerId}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    return { order, offerId: offer?.offerId ?? '' };
  };

  it('is for signed-in couriers only: a customer or nobody gets 401', async () => {
    for (const headers of [{}, shopper.headers]) {
      const res = await t.get('/api/courier/me/state', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: 'UnauthorizedException' });
    }
    const put = await t.request({
      method: 'PUT',
      url: '/api/courier/me/online',
      headers: shopper.headers,
      payload: { online: true },
    });
    expect(put.statusCode).toBe(401);
  });

  it('goes online and offline; going offline lets an open offer lapse at once', async () => {
    await courier.at(north(vendorPoint, 300));
    expect((await courier.online(true)).online).toBe(true);
    const order = await acceptedDelivery(t, shopper);
    await t.app.dispatcher.tick();
    expect((await courier.state()).offer?.orderId).toBe(order.orderId);
    const offline = await courier.online(false);
    expect(offline).toMatchObject({ online: false, offer: null });
    await courier.online(true);
    await t.app.dispatcher.tick();
    // Let lapse by going offline: not asked about that order again.
    expect((await courier.state()).offer).toBeNull();
  });

  it('refuses malformed bodies and ids with field errors, never a 500', async () => {
    const badOnline = await courier.call('PUT', '/api/courier/me/online', { online: 'yes' });
    expect(badOnline.statusCode).toBe(400);
    expect(badOnline.json()).toMatchObject({ type: 'ValidationException' });
    const badPosition = await courier.call('POST', '/api/courier/me/position', {
      latitude: 91,
      longitude: 24,
    });
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().fieldErrors?.[0]?.field).toContain('latitude');
    const badOffer = await courier.call('POST', '/api/courier/me/offers/not-an-id/accept');
    expect(badOffer.statusCode).toBe(400);
    const badStep = await courier.call(
      'POST',
      '/api/courier/me/deliveries/01a21293-b600-72e4-9f60-984ea38df8e6/teleported',
    );
    expect(badStep.statusCode).toBe(400);
    const unknownOffer = await courier.call(
      'POST',
      '/api/courier/me/offers/01a21293-b600-72e4-9f60-984ea38df8e6/refuse',
    );
    expect(unknownOffer.statusCode).toBe(404);
    expect(unknownOffer.json()).toMatchObject({ type: 'DeliveryOfferNotFoundException' });
  });

  it("another courier's offer and delivery are 404, whatever they try", async () => {
    await courier.at(north(vendorPoint, 300));
    await courier.online(true);
    const order = await acceptedDelivery(t, shopper);
    await t.app.dispatcher.tick();
    const offer = (await courier.state()).offer;
    for (const action of ['accept', 'refuse']) {
      const res = await other.call('POST', `/api/courier/me/offers/${offer?.offerId}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'DeliveryOfferNotFoundException' });
    }
    expect((await other.state()).offer).toBeNull();
    await courier.call('POST', `/api/courier/me/offers/${offer?.offerId}/accept`);
    await moveAs(t, order.orderId, 'PREPARING');
    for (const step of ['picked-up', 'arrived', 'completed']) {
      const res = await other.call('POST', `/api/courier/me/deliveries/${order.orderId}/${step}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'DeliveryNotFoundException' });
    }
    expect((await other.state()).delivery).toBeNull();
    expect((await courier.state()).delivery?.status).toBe('PREPARING');
  });

  it('accepting twice, or refusing what was accepted, is 409', async () => {
    const { offerId } = await takenDelivery();
    for (const action of ['accept', 'refuse']) {
      const res = await courier.call('POST', `/api/courier/me/offers/${offerId}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ type: 'DeliveryOfferClosedException' });
    }
  });

  it("the kitchen's hand-over and the courier's picked-up are one step: whichever comes second is answered the order as it stands (decision 019)", async () => {
    const pickedUp = (orderId: string) =>
      courier.call('POST', `/api/courier/me/deliveries/${orderId}/picked-up`);

    const first = await takenDelivery();
    await moveAs(t, first.order.orderId, 'PREPARING');
    expect(boardOrder(await milano.act(first.order.orderId, 'hand-over')).status).toBe(
      'ON_DELIVERY',
    );
    const late = await pickedUp(first.order.orderId);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().delivery).toMatchObject({ status: 'ON_DELIVERY' });
    await courier.call('POST', `/api/courier/me/deliveries/${first.order.orderId}/completed`);

    const second = await takenDelivery();
    await moveAs(t, second.order.orderId, 'PREPARING');
    expect((await pickedUp(second.order.orderId)).statusCode).toBe(200);
    expect(boardOrder(await milano.act(second.order.orderId, 'hand-over')).status).toBe(
      'ON_DELIVERY',
    );
    // Once on its way, a step back is still refused by the status rules.
    await courier.call('POST', `/api/courier/me/deliveries/${second.order.orderId}/arrived`);
    const back = await pickedUp(second.order.orderId);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ type: 'OrderStatusTransitionException' });
  });

  it('a delivery no courier has taken is not handed over by the kitchen', async () => {
    const order = await acceptedDelivery(t, shopper);
    await moveAs(t, order.orderId, 'PREPARING');
    const res = await milano.act(order.orderId, 'hand-over');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'NoCourierYetException',
      errorCode: 'no_courier_yet',
    });
    const seen = orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    ).order;
    expect(seen.status).toBe('PREPARING');
  });

  it('a delivery from offer to door: the customer sees the courier found, moving, arriving and done', async () => {
    await courier.at(north(vendorPoint, 300));
    await courier.online(true);
    const order = await acceptedDelivery(t, shopper);
    const tracker = await openTracker(t.wsBase, order.orderId, {
      headers: { cookie: shopper.headers.cookie ?? '' },
    });
    await tracker.next('ORDER_STATE');
    await t.app.dispatcher.tick();
    const offer = (await courier.state()).offer;
    expect(offer).toMatchObject({
      orderId: order.orderId,
      pickup: { name: order.vendorName, location: vendorPoint },
      dropoff: { address: expect.stringContaining('Brīvības iela 45') },
      cashToCollect: order.finalTotal,
    });
    const accepted = await courier.call('POST', `/api/courier/me/offers/${offer?.offerId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      offer: null,
      delivery: { orderId: order.orderId, status: 'APPROVED', nextSteps: [] },
    });
    expect(await tracker.next('COURIER_FOUND')).toEqual({
      type: 'COURIER_FOUND',
      orderId: order.orderId,
      courier: { name: JANIS?.name, phone: JANIS?.phone },
    });
    const seen = orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    ).order;
    expect(seen.courier?.name).toBe(JANIS?.name);

    // Not before the kitchen is on it: the status rules say so.
    const early = await courier.call(
      'POST',
      `/api/courier/me/deliveries/${order.orderId}/picked-up`,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ type: 'OrderStatusTransitionException' });
    await moveAs(t, order.orderId, 'PREPARING');
    expect((await courier.state()).delivery?.nextSteps).toEqual(['picked-up']);

    const picked = await courier.call(
      'POST',
      `/api/courier/me/deliveries/${order.orderId}/picked-up`,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().delivery).toMatchObject({
      status: 'ON_DELIVERY',
      nextSteps: ['arrived', 'completed'],
    });
    const onTheWay = tracker.messages.length;
    await courier.at({ latitude: 56.953, longitude: 24.117 });
    expect(await tracker.next('COURIER_LOCATION_UPDATE', onTheWay)).toMatchObject({
      location: { latitude: 56.953, longitude: 24.117 },
    });
    const statusAt = tracker.messages.length;
    const arrived = await courier.call(
      'POST',
      `/api/courier/me/deliveries/${order.orderId}/arrived`,
    );
    expect(arrived.json().delivery).toMatchObject({ status: 'ARRIVED', nextSteps: ['completed'] });
    expect(await tracker.next('ORDER_STATUS_UPDATE', statusAt)).toMatchObject({
      status: 'ARRIVED',
      createdBy: { actor: 'courier' },
    });
    const completed = await courier.call(
      'POST',
      `/api/courier/me/deliveries/${order.orderId}/completed`,
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ delivery: null, online: true });
    tracker.socket.close();

    // Done and no longer carried: positions move nobody, and a completed order stays done; a
    // second "completed" (a tap whose answer was lost) is answered the state, changing nothing.
    await courier.at(north(vendorPoint, 300));
    const again = await courier.call(
      'POST',
      `/api/courier/me/deliveries/${order.orderId}/completed`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ delivery: null });
    const done = orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${order.orderId}`)).json(),
    ).order;
    expect(done.status).toBe('COMPLETED');
    const back = await courier.call('POST', `/api/courier/me/deliveries/${order.orderId}/arrived`);
    expect(back.statusCode).toBe(400);
  });
});
