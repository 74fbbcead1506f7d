/** The live tracking channel's messages (spec 2 §4 "Live tracking channel", issue 13 part 1). */
import { describe, expect, it } from 'vitest';
import {
  trackingClientMessageSchema,
  trackingEventSchema,
  trackingMessageSchema,
} from './tracking.ts';

const orderId = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('tracking messages: one union on `type` (spec 2 §4)', () => {
  it('reads each of the four order events by its type', () => {
    const events = [
      {
        type: 'ORDER_STATUS_UPDATE',
        orderId,
        status: 'PREPARING',
        createdBy: { actor: 'vendor', customerId: null },
        at: '2026-11-25T11:05:00.000Z',
      },
      { type: 'COURIER_FOUND', orderId, courier: { name: 'Jānis', phone: '+37120000000' } },
      {
        type: 'COURIER_LOCATION_UPDATE',
        orderId,
        location: { latitude: 56.9496, longitude: 24.1052 },
      },
      {
        type: 'ORDER_EDITED',
        orderId,
        orderNumber: '1042',
        oldTotal: 2450,
        newTotal: 1980,
        updates: [
          { type: 'ITEM_DECREMENTED', index: 1, by: 2 },
          { type: 'ITEM_DECREMENTED', index: 0 },
          { type: 'ITEM_REMOVED', index: 3 },
          { type: 'PRICES_UPDATED', finalTotal: 1980, totalPrice: 1680 },
        ],
      },
    ];
    for (const event of events) {
      expect(trackingEventSchema.parse(event)).toEqual(event);
      expect(trackingMessageSchema.parse(event)).toEqual(event);
    }
  });

  it('carries who changed the status, so a client can ignore its own change', () => {
    const parsed = trackingEventSchema.parse({
      type: 'ORDER_STATUS_UPDATE',
      orderId,
      status: 'CANCELLED',
      createdBy: { actor: 'customer', customerId: 'c-1' },
      at: '2026-11-25T11:05:00.000Z',
    });
    expect(parsed).toMatchObject({ createdBy: { actor: 'customer', customerId: 'c-1' } });
    // Without it the update is not a tracking message at all.
    const anonymous = {
      type: 'ORDER_STATUS_UPDATE',
      orderId,
      status: 'CANCELLED',
      at: '2026-11-25T11:05:00.000Z',
    };
    expect(trackingMessageSchema.safeParse(anonymous).success).toBe(false);
  });

  it('lets ORDER_EDITED leave out totals it was not given, as null', () => {
    const edited = {
      type: 'ORDER_EDITED',
      orderId,
      orderNumber: '7',
      oldTotal: null,
      newTotal: null,
      updates: [],
    };
    expect(trackingMessageSchema.parse(edited)).toEqual(edited);
    expect(
      trackingMessageSchema.safeParse({ ...edited, oldTotal: 12.5 }).success,
      'totals are integer minor units',
    ).toBe(false);
  });

  it("refuses an edit's open-order updates that are not whole, in range and of a known kind", () => {
    const edited = { type: 'ORDER_EDITED', orderId, orderNumber: '7', oldTotal: 9, newTotal: 8 };
    const refused = [
      [{ type: 'ITEM_REMOVED', index: -1 }],
      [{ type: 'ITEM_DECREMENTED', index: 0, by: 0 }],
      [{ type: 'ITEM_DECREMENTED', index: 1.5 }],
      [{ type: 'PRICES_UPDATED', finalTotal: 10 }],
      [{ type: 'ITEM_DOUBLED', index: 0 }],
      Array.from({ length: 101 }, () => ({ type: 'ITEM_REMOVED', index: 0 })),
    ];
    for (const updates of refused) {
      expect(trackingMessageSchema.safeParse({ ...edited, updates }).success).toBe(false);
    }
    expect(trackingMessageSchema.safeParse(edited).success, 'updates are always sent').toBe(false);
  });

  it('refuses unknown types, unknown statuses and positions off the globe', () => {
    expect(trackingMessageSchema.safeParse({ type: 'COURIER_LOST', orderId }).success).toBe(false);
    expect(
      trackingMessageSchema.safeParse({
        type: 'ORDER_STATUS_UPDATE',
        orderId,
        status: 'TELEPORTED',
        createdBy: { actor: 'vendor', customerId: null },
        at: '2026-11-25T11:05:00.000Z',
      }).success,
    ).toBe(false);
    expect(
      trackingMessageSchema.safeParse({
        type: 'COURIER_LOCATION_UPDATE',
        orderId,
        location: { latitude: 91, longitude: 0 },
      }).success,
    ).toBe(false);
  });

  it('has the join state and the heartbeat in the server union, not in the published events', () => {
    expect(trackingMessageSchema.parse({ type: 'HEARTBEAT' })).toEqual({ type: 'HEARTBEAT' });
    expect(trackingEventSchema.safeParse({ type: 'HEARTBEAT' }).success).toBe(false);
    expect(trackingMessageSchema.safeParse({ type: 'ORDER_STATE', order: {} }).success).toBe(false);
  });
});

describe('what a client may send (spec 2 §4 heartbeat)', () => {
  it('is the heartbeat and nothing else', () => {
    expect(trackingClientMessageSchema.parse({ type: 'HEARTBEAT' })).toEqual({ type: 'HEARTBEAT' });
    expect(trackingClientMessageSchema.safeParse({ type: 'HEARTBEAT', extra: 1 }).success).toBe(
      false,
    );
    expect(
      trackingClientMessageSchema.safeParse({
        type: 'ORDER_STATUS_UPDATE',
        orderId,
        status: 'COMPLETED',
        createdBy: { actor: 'customer', customerId: null },
        at: '2026-11-25T11:05:00.000Z',
      }).success,
    ).toBe(false);
  });
});
