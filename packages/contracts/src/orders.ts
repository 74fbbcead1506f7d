/**
 * Order calls under `/api/customer/me/orders` (spec 2 §7 "Orders") and the order entity
 * (spec 2 §3 "Order"; the spec leaves the full shape open, so Souk's own fields are named below).
 *
 * An order is one vendor's part of a cart, frozen when it is placed: lines with their
 * components and comments, utensils, tip, promo code, delivery cost, totals, the delivery
 * address and the receipt type and time. Nothing of it changes when the menu changes later.
 * Money is integer minor units of `currencyCode`, computed on the server.
 *
 * `orderId` is the unguessable id used in paths; `orderNumber` is the short number a customer
 * reads out to a vendor or a courier ("#1042"). Orders are only ever seen by their customer:
 * another customer's id answers 404, as for addresses.
 */
import { ORDER_STATUSES } from '@souk/core/orders/order-status';
import { z } from 'zod';
import { i18nTextSchema, imageSchema, paymentTypeSchema, receiptTypeSchema } from './common.ts';
import { cartDiscountSchema, promoCodeTypeSchema, validateCartResultSchema } from './cart.ts';
import { apiErrorSchema } from './errors.ts';

const orderStatusSchema = z.enum(ORDER_STATUSES);

const PAYMENT_STATUSES = [
  'PENDING',
  'AUTHORIZED',
  'FAILED',
  'ERROR',
  'CANCELED',
  'CAPTURED',
  'VOIDED',
  'REFUNDED',
] as const;
/**
 * Spec 2 §3 "Payment status", and what happens to held money afterwards: CAPTURED once the
 * vendor accepts, VOIDED when an authorisation is released uncaptured, REFUNDED when captured
 * money is given back (a cancelled or declined order). The payment calls (payments.ts) answer
 * the same values.
 */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Header that makes a placement safe to retry (same key and body: the first answer again). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Keys are opaque to the server; a UUID fits well within this. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const ORDER_ERROR_TYPES = {
  orderNotFound: { type: 'OrderNotFoundException', errorCode: 'order_not_found' },
  /** The status change is not allowed from where the order stands (spec 2 §8). */
  statusTransition: {
    type: 'OrderStatusTransitionException',
    errorCode: 'order_status_transition',
  },
  /** Cancel after the vendor accepted: "We can't cancel the order as it's already processing...". */
  alreadyProcessing: { type: 'OrderAlreadyProcessingException', errorCode: 'order_processing' },
  /** The cart cannot be ordered as it is; `alert` names the cart alert to show. */
  cartNotOrderable: { type: 'CartNotOrderableException', errorCode: 'cart_not_orderable' },
  /** Cash above the locality's maximum (alert INVALID_CASH_AMOUNT). */
  cashAmountExceeded: { type: 'CashAmountExceededException', errorCode: 'invalid_cash_amount' },
  /** The locality does not take this payment type (alert INVALID_PAYMENT_TYPE). */
  paymentTypeNotAllowed: {
    type: 'PaymentTypeNotAllowedException',
    errorCode: 'invalid_payment_type',
  },
  /**
   * The order would charge more for delivery than the customer was shown (alert PAY_DELIVERY):
   * `expectedDeliveryTotal` was sent and the delivery total now is higher.
   */
  deliveryPriceChanged: { type: 'DeliveryPriceChangedException', errorCode: 'pay_delivery' },
  idempotencyKeyReused: {
    type: 'IdempotencyKeyReusedException',
    errorCode: 'idempotency_key_reused',
  },
  /** The first request with this key is still being answered. */
  idempotencyKeyInFlight: {
    type: 'IdempotencyKeyInFlightException',
    errorCode: 'idempotency_key_in_flight',
  },
} as const;

/** Error body of the order calls: the common one plus what some refusals add. */
export const orderErrorSchema = apiErrorSchema.extend({
  /** The cart alert the storefront shows for this refusal (spec 2 §8 alert codes). */
  alert: z.string().optional(),
  /** CartNotOrderableException: EMPTY_CART, INVALID_CART, MIN_ORDER, NO_ADDRESS, OUTSIDE_ZONE, PROMO_CODE or PAYMENT_METHOD. */
  reason: z.string().optional(),
  /** CartNotOrderableException for INVALID_CART: what validation found. */
  validateCartResult: validateCartResultSchema.optional(),
  /** CashAmountExceededException: the locality's cash maximum, minor units. */
  cashMaxAmount: z.number().int().optional(),
  /** DeliveryPriceChangedException: the delivery total and the final total the order would have now. */
  deliveryTotal: z.number().int().optional(),
  finalTotal: z.number().int().optional(),
  /** OrderStatusTransitionException: the refused move. */
  from: z.string().optional(),
  to: z.string().optional(),
});

const orderLineComponentSchema = z.object({
  componentId: z.string(),
  name: z.string(),
  count: z.number().int(),
  price: z.number().int(),
});

const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  count: z.number().int(),
  /** One unit with its components, as charged. */
  price: z.number().int(),
  originalPrice: z.number().int(),
  totalPrice: z.number().int(),
  comment: z.string(),
  components: z.array(orderLineComponentSchema),
  image: imageSchema.nullable(),
});

const orderAddressSchema = z.object({
  /** One line as the customer wrote it ("Brīvības iela 10, flat 4"). */
  text: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

const orderPricesSchema = z.object({
  cartTotal: z.number().int(),
  originalTotal: z.number().int(),
  deliveryTotal: z.number().int(),
  tipAmount: z.number().int(),
  discounts: z.array(cartDiscountSchema),
  finalTotal: z.number().int(),
});

const orderCourierSchema = z.object({ name: z.string(), phone: z.string() });
const courierLocationSchema = z.object({ latitude: z.number(), longitude: z.number() });

const orderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  receiptType: receiptTypeSchema,
  paymentType: paymentTypeSchema,
  paymentStatus: paymentStatusSchema.nullable(),
  localityCode: z.string(),
  currencyCode: z.string(),
  /** The locality's IANA time zone ("Europe/Riga"): the order's dates are shown in it. */
  timeZone: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorAvatar: imageSchema.nullable(),
  /** Takeaway: where to collect it. */
  vendorAddress: z.string().nullable(),
  /** Delivery: where it goes. */
  address: orderAddressSchema.nullable(),
  /** Local date-time without Z; null means as soon as possible. */
  preorderDateTime: z.string().nullable(),
  items: z.object({ products: z.array(orderLineSchema) }),
  utensils: z.number().int(),
  promoCode: z
    .object({ code: z.string(), type: promoCodeTypeSchema, discountTotal: z.number().int() })
    .nullable(),
  prices: orderPricesSchema,
  /** Spec 2 §3 names: totalPrice is the lines' total, finalTotal what is charged. */
  totalPrice: z.number().int(),
  finalTotal: z.number().int(),
  courier: orderCourierSchema.nullable(),
  courierLocation: courierLocationSchema.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Which reviews may still be written (completed within 48 hours, once each). */
  review: z.object({ vendor: z.boolean(), courier: z.boolean() }),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /customer/me/orders: the vendor part `vendorCartId` of cart `cartId` (the cart's only
 * vendor part when absent). Receipt type, time, address, tip and promo code are the cart's own,
 * set through the cart calls beforehand; `paymentMethod` is a saved card's id for ONLINE, or
 * null to type a new card in the gateway's form.
 */
export const placeOrderRequestSchema = z.object({
  cartId: z.uuid(),
  vendorCartId: z.uuid().optional(),
  paymentType: paymentTypeSchema,
  paymentMethod: z.string().max(64).nullable().optional(),
  /**
   * The delivery total the customer saw for this vendor part (minor units; 0 for takeaway or free
   * delivery). When sent and the order's delivery total is now higher, the placement is refused
   * with PAY_DELIVERY instead of charging it unseen; equal or lower places as usual. Clients that
   * do not send it are charged the delivery total as it stands.
   */
  expectedDeliveryTotal: z.number().int().nonnegative().optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

/** GET /customer/me/orders: both lists sorted by orderId descending (newest first). */
export const ordersResponseSchema = z.object({
  activeOrders: z.array(orderSchema),
  deliveredOrders: z.array(orderSchema),
});

/** GET /customer/me/orders/active. */
export const activeOrdersResponseSchema = z.object({ orders: z.array(orderSchema) });

/** GET /service/courier/order/{code}: what a courier needs to hand an order over. */
export const courierOrderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  receiptType: receiptTypeSchema,
  vendorName: z.string(),
  /** Where it goes; null for takeaway. */
  address: z.string().nullable(),
  itemsCount: z.number().int(),
  /** Minor units to collect in cash at the door (0 when paid online). */
  cashToCollect: z.number().int(),
  currencyCode: z.string(),
});
