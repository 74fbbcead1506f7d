import { describe, expect, it } from 'vitest';
import { trackingMessageSchema, type Order, type TrackingMessage } from '@souk/contracts';
import { applyOpenOrderUpdate, applyTrackingMessage } from './tracked-order.ts';

const line = (name: string, count: number, price: number) => ({
  productId: `p-${name}`,
  name,
  nameI18n: { values: {} },
  count,
  price,
  originalPrice: price,
  totalPrice: price * count,
  comment: '',
  components: [],
  image: null,
});

const order: Order = {
  orderId: '7c1f5a52-2b8e-4a55-9d3c-5a1c9b0e1a01',
  orderNumber: '1042',
  status: 'WAITING_APPROVAL',
  receiptType: 'DELIVERY',
  paymentType: 'CASH',
  paymentStatus: null,
  localityCode: 'riga',
  currencyCode: 'EUR',
  timeZone: 'Europe/Riga',
  vendorId: 'v1',
  vendorName: 'Pizzeria',
  vendorAvatar: null,
  vendorAddress: null,
  address: { text: 'Brīvības iela 45', latitude: 56.9565, longitude: 24.1216 },
  preorderDateTime: null,
  items: { products: [line('Margherita', 2, 900), line('Cola', 3, 200)] },
  utensils: 0,
  promoCode: null,
  prices: {
    cartTotal: 2400,
    originalTotal: 2400,
    deliveryTotal: 300,
    tipAmount: 0,
    discounts: [],
    finalTotal: 2700,
  },
  totalPrice: 2400,
  finalTotal: 2700,
  courier: null,
  courierLocation: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  completedAt: null,
  review: { vendor: false, courier: false },
};

const viewer = { customerId: 'c1' };
/** Every message goes through the contract first, as the socket's messages do. */
const message = (raw: unknown): TrackingMessage => trackingMessageSchema.parse(raw);
const status = (to: Order['status'], actor = 'vendor', customerId: string | null = null) =>
  message({
    type: 'ORDER_STATUS_UPDATE',
    orderId: order.orderId,
    status: to,
    createdBy: { actor, customerId },
    at: '2026-11-27T10:05:00.000Z',
  });

describe('order page on a live status update (spec 2 §4 "On a live status update")', () => {
  it('APPROVED sets the status and reloads the order', () => {
    const step = applyTrackingMessage(order, status('APPROVED'), viewer);
    expect(step).toMatchObject({ reload: true, stop: false, alert: null });
    expect(step.order.status).toBe('APPROVED');
  });

  it('other active statuses update the order in place, without a reload', () => {
    for (const to of ['PREPARING', 'ON_DELIVERY', 'ARRIVED', 'READY'] as const) {
      const step = applyTrackingMessage(order, status(to), viewer);
      expect(step).toMatchObject({ reload: false, stop: false, alert: null });
      expect(step.order.status).toBe(to);
    }
  });

  it('leaving the active set stops tracking; completed shows no alert', () => {
    const step = applyTrackingMessage(order, status('COMPLETED', 'courier'), viewer);
    expect(step).toMatchObject({ stop: true, alert: null });
    expect(step.order.status).toBe('COMPLETED');
  });

  it('declined and cancelled alert, with the refund notice only for orders paid online', () => {
    expect(applyTrackingMessage(order, status('DECLINED'), viewer)).toMatchObject({
      stop: true,
      alert: { kind: 'declined', refund: false },
    });
    const online: Order = { ...order, paymentType: 'ONLINE', paymentStatus: 'AUTHORIZED' };
    expect(applyTrackingMessage(online, status('DECLINED'), viewer).alert).toEqual({
      kind: 'declined',
      refund: true,
    });
    expect(applyTrackingMessage(online, status('CANCELLED', 'system'), viewer)).toMatchObject({
      stop: true,
      alert: { kind: 'cancelled', refund: true },
    });
    expect(applyTrackingMessage(order, status('CANCELED', 'system'), viewer).alert).toEqual({
      kind: 'cancelled',
      refund: false,
    });
  });

  it("ignores an update created by the current user, not another customer's", () => {
    const own = applyTrackingMessage(order, status('CANCELLED', 'customer', 'c1'), viewer);
    expect(own).toEqual({ order, reload: false, stop: false, alert: null });
    const other = applyTrackingMessage(order, status('CANCELLED', 'customer', 'c2'), viewer);
    expect(other.order.status).toBe('CANCELLED');
  });
});

describe('courier messages (spec 2 §4 "Live tracking channel", "Open-order updates")', () => {
  it('COURIER_FOUND sets the courier info', () => {
    const found = message({
      type: 'COURIER_FOUND',
      orderId: order.orderId,
      courier: { name: 'Jānis', phone: '+37120000002' },
    });
    const step = applyTrackingMessage(order, found, viewer);
    expect(step.order.courier).toEqual({ name: 'Jānis', phone: '+37120000002' });
    expect(step.reload).toBe(false);
  });

  const at = (latitude: number, longitude: number) =>
    message({
      type: 'COURIER_LOCATION_UPDATE',
      orderId: order.orderId,
      location: { latitude, longitude },
    });
  const withCourier: Order = {
    ...order,
    status: 'ON_DELIVERY',
    courier: { name: 'Jānis', phone: '+37120000002' },
    courierLocation: { latitude: 56.95, longitude: 24.11 },
  };

  it('COURIER_LOCATION_UPDATE moves the courier past 0.00005° after rounding to 6 decimals', () => {
    const moved = applyTrackingMessage(withCourier, at(56.9500511, 24.11), viewer);
    expect(moved.order.courierLocation).toEqual({ latitude: 56.950051, longitude: 24.11 });
    expect(moved.reload).toBe(false);
  });

  it('a jitter of 0.00005° or less leaves the order as it was', () => {
    const still = applyTrackingMessage(withCourier, at(56.95005, 24.109951), viewer);
    expect(still.order).toBe(withCourier);
  });

  it('a position while the courier info is missing reloads the order', () => {
    const step = applyTrackingMessage(order, at(56.95, 24.11), viewer);
    expect(step.reload).toBe(true);
    expect(step.order.courierLocation).toEqual({ latitude: 56.95, longitude: 24.11 });
  });
});

describe('other messages (spec 2 §4 "Live tracking channel")', () => {
  it("ORDER_EDITED reloads and alerts 'Order #{id} was edited' with the old and new totals", () => {
    const edited = message({
      type: 'ORDER_EDITED',
      orderId: order.orderId,
      orderNumber: '1042',
      oldTotal: 2700,
      newTotal: 1800,
      updates: [],
    });
    const step = applyTrackingMessage(order, edited, viewer);
    expect(step).toMatchObject({
      reload: true,
      stop: false,
      alert: { kind: 'edited', orderNumber: '1042', oldTotal: 2700, newTotal: 1800 },
    });
    expect(step.order.finalTotal).toBe(1800);
  });

  it('ORDER_EDITED applies the edit it carries at once, lines and prices, and still reloads', () => {
    const edited = message({
      type: 'ORDER_EDITED',
      orderId: order.orderId,
      orderNumber: '1042',
      oldTotal: 2700,
      newTotal: 2100,
      updates: [
        { type: 'ITEM_DECREMENTED', index: 1, by: 2 },
        { type: 'ITEM_REMOVED', index: 0 },
        { type: 'PRICES_UPDATED', finalTotal: 2100, totalPrice: 200 },
      ],
    });
    const step = applyTrackingMessage(order, edited, viewer);
    expect(step.reload).toBe(true);
    expect(step.order.items.products).toEqual([
      expect.objectContaining({ name: 'Cola', count: 1, totalPrice: 200 }),
    ]);
    expect([step.order.finalTotal, step.order.totalPrice]).toEqual([2100, 200]);
  });

  it('ORDER_EDITED without totals still reloads and alerts', () => {
    const edited = message({
      type: 'ORDER_EDITED',
      orderId: order.orderId,
      orderNumber: '1042',
      oldTotal: null,
      newTotal: null,
      updates: [],
    });
    const step = applyTrackingMessage(order, edited, viewer);
    expect(step.order).toBe(order);
    expect(step.alert).toEqual({
      kind: 'edited',
      orderNumber: '1042',
      oldTotal: null,
      newTotal: null,
    });
  });

  it('ORDER_STATE replaces the order, and stops tracking when it is finished', () => {
    const now = { ...order, status: 'ON_DELIVERY' as const };
    expect(
      applyTrackingMessage(order, message({ type: 'ORDER_STATE', order: now }), viewer),
    ).toEqual({ order: now, reload: false, stop: false, alert: null });
    const done = { ...order, status: 'COMPLETED' as const };
    const step = applyTrackingMessage(order, message({ type: 'ORDER_STATE', order: done }), viewer);
    expect(step).toMatchObject({ stop: true, alert: null });
  });

  it('HEARTBEAT changes nothing', () => {
    expect(applyTrackingMessage(order, message({ type: 'HEARTBEAT' }), viewer)).toEqual({
      order,
      reload: false,
      stop: false,
      alert: null,
    });
  });
});

describe('open-order updates (spec 2 §4 "Open-order updates")', () => {
  it('a price update sets finalTotal and totalPrice', () => {
    const next = applyOpenOrderUpdate(order, {
      type: 'PRICES_UPDATED',
      finalTotal: 1500,
      totalPrice: 1200,
    });
    expect([next.finalTotal, next.totalPrice]).toEqual([1500, 1200]);
  });

  it("an item's count is decremented, with its line total", () => {
    const next = applyOpenOrderUpdate(order, { type: 'ITEM_DECREMENTED', index: 1 });
    expect(next.items.products[1]).toMatchObject({ name: 'Cola', count: 2, totalPrice: 400 });
    expect(next.items.products[0]).toBe(order.items.products[0]);
  });

  it('a count lowered by more than one, and past its last unit, removes the line', () => {
    const next = applyOpenOrderUpdate(order, { type: 'ITEM_DECREMENTED', index: 1, by: 2 });
    expect(next.items.products[1]).toMatchObject({ name: 'Cola', count: 1, totalPrice: 200 });
    const gone = applyOpenOrderUpdate(order, { type: 'ITEM_DECREMENTED', index: 1, by: 9 });
    expect(gone.items.products.map((l) => l.name)).not.toContain('Cola');
  });

  it('decrementing the last unit removes the line', () => {
    const one = applyOpenOrderUpdate(order, { type: 'ITEM_DECREMENTED', index: 0 });
    const none = applyOpenOrderUpdate(one, { type: 'ITEM_DECREMENTED', index: 0 });
    expect(none.items.products.map((l) => l.name)).toEqual(['Cola']);
  });

  it('an item is removed by its index; an index past the end changes nothing', () => {
    const next = applyOpenOrderUpdate(order, { type: 'ITEM_REMOVED', index: 0 });
    expect(next.items.products.map((l) => l.name)).toEqual(['Cola']);
    expect(applyOpenOrderUpdate(order, { type: 'ITEM_REMOVED', index: 5 })).toBe(order);
  });
});
