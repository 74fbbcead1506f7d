/**
 * The live tracking channel (spec 2 §4 "Live tracking channel", §7 "Live channel"): one
 * WebSocket per order at /api/customer/orders/track?orderID={id}. Everything the server sends
 * is one discriminated union on `type`, parsed by the client; everything a client may send is
 * the heartbeat, parsed by the server.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@souk/core/orders/order-status';
import { orderResponseSchema } from './orders.ts';

export const TRACKING_PATH = '/api/customer/orders/track';
/** Spec 2 §9: a heartbeat every 30000 ms. */
export const TRACKING_HEARTBEAT_MS = 30_000;
/** The largest message a client may send; the heartbeat is a few dozen bytes. */
export const TRACKING_CLIENT_MESSAGE_MAX_BYTES = 1024;

/** Close codes the server uses, beside 1000 (tracking over), 1006 (lost) and 1009 (too big). */
export const TRACKING_CLOSE = {
  /** The order reached a final status: nothing more will come, so the client stays closed. */
  finished: 1000,
  /** The server is shutting down or restarting: reconnect, to another process if need be. */
  goingAway: 1001,
  /** A binary frame: the channel speaks JSON text only. */
  unsupportedData: 1003,
  /** A message that is not JSON or not a client message, or too many of them. */
  policyViolation: 1008,
  /** A message over TRACKING_CLIENT_MESSAGE_MAX_BYTES. */
  tooBig: 1009,
} as const;

const orderId = z.string().min(1).max(64);
/** Degrees; what the courier's device reports. */
export const trackingLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TrackingLocation = z.infer<typeof trackingLocationSchema>;

/** Who moved the order; `customerId` names the customer when it was the customer. */
const createdBySchema = z.object({
  actor: z.enum(['customer', 'payment', 'vendor', 'courier', 'system']),
  customerId: z.string().max(64).nullable(),
});

const orderStatusUpdateSchema = z.object({
  type: z.literal('ORDER_STATUS_UPDATE'),
  orderId,
  status: z.enum(ORDER_STATUSES),
  /** Spec 2 §4: a client ignores an update created by its own user. */
  createdBy: createdBySchema,
  at: z.iso.datetime(),
});

const courierFoundSchema = z.object({
  type: z.literal('COURIER_FOUND'),
  orderId,
  courier: z.object({ name: z.string().max(200), phone: z.string().max(32) }),
});

const courierLocationUpdateSchema = z.object({
  type: z.literal('COURIER_LOCATION_UPDATE'),
  orderId,
  location: trackingLocationSchema,
});

/** A line's position in the order as the client holds it (spec 2 §4: removal by index). */
const lineIndex = z.number().int().nonnegative().max(999);

/**
 * One change to an open order that the page applies in place (spec 2 §4 "Open-order updates"):
 * new prices (finalTotal is what is charged, totalPrice the lines' total), a line's count
 * lowered (by one unless `by` says more; a line that reaches 0 goes), or a line removed by its
 * index. Applied in the order given, so a removal shifts the indexes of the lines after it.
 */
const openOrderUpdateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('PRICES_UPDATED'),
    finalTotal: z.number().int().nonnegative(),
    totalPrice: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('ITEM_DECREMENTED'),
    index: lineIndex,
    by: z.number().int().positive().max(9_999).optional(),
  }),
  z.object({ type: z.literal('ITEM_REMOVED'), index: lineIndex }),
]);
export type OpenOrderUpdate = z.infer<typeof openOrderUpdateSchema>;

/**
 * Spec 2 §4: 'Order #{id} was edited', with the old and new totals (minor units) when given, and
 * the edit itself as open-order updates, so the page shows the new lines before its reload
 * answers. The bound keeps the event far below PostgreSQL's NOTIFY payload limit.
 */
const orderEditedSchema = z.object({
  type: z.literal('ORDER_EDITED'),
  orderId,
  orderNumber: z.string().max(32),
  oldTotal: z.number().int().nonnegative().nullable(),
  newTotal: z.number().int().nonnegative().nullable(),
  updates: z.array(openOrderUpdateSchema).max(100),
});

/** The first message on every socket: the order as it stands when the socket joins. */
const orderStateSchema = z.object({
  type: z.literal('ORDER_STATE'),
  order: orderResponseSchema.shape.order,
});

/** Sent every heartbeat period, so a client notices a connection that died silently. */
const serverHeartbeatSchema = z.object({ type: z.literal('HEARTBEAT') });

/** What happens to an order: published by whichever process made it happen, to every process. */
export const trackingEventSchema = z.discriminatedUnion('type', [
  orderStatusUpdateSchema,
  courierFoundSchema,
  courierLocationUpdateSchema,
  orderEditedSchema,
]);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Everything the server sends on the channel. */
export const trackingMessageSchema = z.discriminatedUnion('type', [
  orderStatusUpdateSchema,
  courierFoundSchema,
  courierLocationUpdateSchema,
  orderEditedSchema,
  orderStateSchema,
  serverHeartbeatSchema,
]);
export type TrackingMessage = z.infer<typeof trackingMessageSchema>;

/** Everything a client may send: its heartbeat (spec 2 §4 "a heartbeat every 30 seconds"). */
export const trackingClientMessageSchema = z.strictObject({ type: z.literal('HEARTBEAT') });
