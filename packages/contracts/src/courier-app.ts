/**
 * The courier app's API (Souk's own; the spec shows only the courier lookup): the courier goes
 * online, is offered one delivery at a time, accepts or refuses it, shares the device's position
 * and moves the delivery on — picked up, arrived, completed.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@souk/core/orders/order-status';
import { apiErrorSchema } from './errors.ts';
import { trackingLocationSchema } from './tracking.ts';

export const COURIER_APP_ERROR_TYPES = {
  offerNotFound: { type: 'DeliveryOfferNotFoundException', errorCode: 'delivery_offer_not_found' },
  offerClosed: { type: 'DeliveryOfferClosedException', errorCode: 'delivery_offer_closed' },
  deliveryNotFound: { type: 'DeliveryNotFoundException', errorCode: 'delivery_not_found' },
} as const;

export const courierAppErrorSchema = apiErrorSchema.extend({
  /** OrderStatusTransitionException: where the order stands and where the step would take it. */
  from: z.string().optional(),
  to: z.string().optional(),
});

/** What the courier reports on a delivery, in route order. */
export const DELIVERY_STEPS = ['picked-up', 'arrived', 'completed'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

/** A place on the delivery's route: the vendor's counter or the customer's door. */
const deliveryStopSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  /** Whom to call there: the customer's number at the drop-off, none at the pickup. */
  phone: z.string().nullable(),
  location: trackingLocationSchema,
});
export type DeliveryStop = z.infer<typeof deliveryStopSchema>;

/** What a courier needs to decide on an order and to carry it. */
const deliverySummarySchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  pickup: deliveryStopSchema,
  dropoff: deliveryStopSchema,
  itemsCount: z.number().int().nonnegative(),
  /** Minor units to collect in cash at the door (0 when paid online). */
  cashToCollect: z.number().int().nonnegative(),
  currencyCode: z.string(),
});

const deliveryOfferSchema = deliverySummarySchema.extend({
  offerId: z.uuid(),
  /** Metres from the courier's position to the vendor when it was offered. */
  distanceMeters: z.number().nonnegative(),
  /** After this the offer goes to the next courier. */
  expiresAt: z.iso.datetime(),
});
export type DeliveryOffer = z.infer<typeof deliveryOfferSchema>;

const activeDeliverySchema = deliverySummarySchema.extend({
  status: z.enum(ORDER_STATUSES),
  /** The steps the courier may take now, in route order. */
  nextSteps: z.array(z.enum(DELIVERY_STEPS)),
});
export type ActiveDelivery = z.infer<typeof activeDeliverySchema>;

/** The courier's whole situation; every courier call answers it. */
export const courierStateSchema = z.object({
  courier: z.object({ id: z.uuid(), name: z.string() }),
  online: z.boolean(),
  position: trackingLocationSchema.nullable(),
  offer: deliveryOfferSchema.nullable(),
  delivery: activeDeliverySchema.nullable(),
});
export type CourierState = z.infer<typeof courierStateSchema>;

export const courierOnlineRequestSchema = z.object({ online: z.boolean() });

export const courierPositionRequestSchema = trackingLocationSchema;
