/**
 * Card payments (spec 2 §3 "Payment", §7 "Payments" and the payment calls under
 * /customer/me/orders/{id}/). An online order waits in CREATED ("not paid") until one of its
 * payments is AUTHORIZED; then it goes on to WAITING_APPROVAL. The amount always comes from the
 * order on the server: no call takes an amount.
 *
 * A new card is typed into the gateway's hosted form (`formUrl`, shown in the IframeModal),
 * never into the storefront, so card numbers never reach Souk's API. The same form runs a
 * 3-D Secure challenge when the card asks for one. When the form closes, the storefront calls
 * payment/authorize with the `transactionID` to learn the outcome.
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { paymentTypeSchema } from './common.ts';
import { maskedCardNumberSchema } from './cards.ts';
import { localityCodeSchema } from './locality.ts';
import { orderResponseSchema, paymentStatusSchema } from './orders.ts';

export const PAYMENT_ERROR_TYPES = {
  /** The order is not waiting for its money (not CREATED, or paid in cash). */
  orderNotPayable: { type: 'OrderNotPayableException', errorCode: 'order_not_payable' },
  /** A stored card the gateway gave no token for ("broken card") cannot be charged. */
  cardNotChargeable: { type: 'CardNotChargeableException', errorCode: 'card_not_chargeable' },
  /** No such payment of this order. */
  paymentNotFound: { type: 'PaymentNotFoundException', errorCode: 'payment_not_found' },
  /** The gateway did not answer or answered nonsense: spec 2 §8 "temporarily unavailable". */
  gatewayUnavailable: {
    type: 'PaymentGatewayUnavailableException',
    errorCode: 'payment_gateway_unavailable',
  },
  /** The locality takes no new cards, or no card payments at all. */
  cardBindingNotAllowed: {
    type: 'CardBindingNotAllowedException',
    errorCode: 'card_binding_not_allowed',
  },
  /** A gateway callback whose signature, timestamp or body does not hold up. */
  webhookRefused: { type: 'PaymentWebhookRefusedException', errorCode: 'payment_webhook_refused' },
  /**
   * The gateway refused to take the held money when the vendor accepted (an expired or
   * withdrawn authorisation): the order stays awaiting approval.
   */
  captureRefused: { type: 'PaymentCaptureRefusedException', errorCode: 'payment_capture_refused' },
  /** The same gateway event a second time. */
  webhookReplayed: {
    type: 'PaymentWebhookReplayedException',
    errorCode: 'payment_webhook_replayed',
  },
} as const;

/** Error body of the payment calls: the common one plus the alert the storefront shows. */
export const paymentErrorSchema = apiErrorSchema.extend({
  /** Spec 2 §8 alert code: INVALID_PAYMENT_CREATION, INVALID_PAYMENT_TYPE. */
  alert: z.string().optional(),
});

/**
 * POST /customer/me/orders/{id}/payment/create and …/payment-intent/create. `paymentMethod` is
 * a saved card's id; absent or null means a new card typed into the hosted form, kept for
 * later when `saveCard` is true. Absent altogether, the card chosen at placement is used.
 */
export const createPaymentRequestSchema = z
  .object({
    paymentMethod: z.uuid().nullable().optional(),
    saveCard: z.boolean().default(false),
  })
  .default({ saveCard: false });
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/** POST /customer/me/orders/{id}/payment/authorize. */
export const authorizePaymentRequestSchema = z.object({ transactionID: z.uuid() });

const paymentSchema = z.object({
  /** Send it back to payment/authorize. */
  transactionID: z.string(),
  orderId: z.string(),
  status: paymentStatusSchema,
  /** Minor units: the order's finalTotal. */
  amount: z.number().int(),
  currencyCode: z.string(),
  gateway: z.enum(['sandbox', 'stripe']),
  /** Open this in the IframeModal: the hosted card form, or a 3-D Secure challenge. */
  formUrl: z.string().nullable(),
  /** Stripe-style client secret for the gateway's own browser script (payment-intent/create). */
  clientSecret: z.string().nullable(),
  /** The gateway's id of the payment (a PaymentIntent id). */
  intentId: z.string().nullable(),
  /** Why it failed: card_declined, insufficient_funds, authentication_failed, processing_error … */
  failureCode: z.string().nullable(),
  /** Spec 2 §8 message to show for FAILED and ERROR, else null. */
  message: z.string().nullable(),
  /** Spec 2 §8 alert code to show with the message, else null. */
  alert: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Every payment call answers the payment and the order as it now stands. */
export const paymentResponseSchema = z.object({
  payment: paymentSchema,
  order: orderResponseSchema.shape.order,
});

/** GET /customer/me/cards/bind-form: the card form to open in the IframeModal. */
export const bindFormQuerySchema = z.object({
  paymentOptionCode: z.string().min(1).max(64).optional(),
  localityCode: localityCodeSchema.optional(),
});

export const bindFormResponseSchema = z.object({
  /** The binding's transactionID. */
  bindingId: z.string(),
  url: z.string().nullable(),
  clientSecret: z.string().nullable(),
});

/** GET /customer/me/payment-methods?localityCode=&cartId= (one of the two is needed). */
export const paymentMethodsQuerySchema = z
  .object({
    localityCode: localityCodeSchema.optional(),
    cartId: z.uuid().optional(),
  })
  .refine((query) => query.localityCode !== undefined || query.cartId !== undefined, {
    message: 'Name the locality (localityCode) or the cart (cartId)',
    path: ['localityCode'],
  });

const paymentOptionSchema = z.object({ code: z.string(), paymentType: paymentTypeSchema });

/**
 * One way to pay: cash, a stored card (with its id, masked number and default flag) or a new
 * card typed into the hosted form.
 */
const paymentMethodSchema = z.object({
  kind: z.enum(['CASH', 'STORED_CARD', 'NEW_CARD']),
  paymentType: paymentTypeSchema,
  code: z.string(),
  cardId: z.string().nullable(),
  maskedCardNumber: maskedCardNumberSchema,
  default: z.boolean(),
});

/** The locality's payment options (spec 2 §3) and the methods they make available. */
const paymentOptionsSchema = z.object({
  paymentTypes: z.array(paymentTypeSchema),
  paymentOptions: z.array(paymentOptionSchema),
  showStoredCards: z.boolean(),
  bindNewCard: z.boolean(),
  gateway: z.enum(['sandbox', 'stripe']),
});

export const paymentMethodsResponseSchema = paymentOptionsSchema.extend({
  methods: z.array(paymentMethodSchema),
});

/** GET /customer/supported-payment-methods?localityCode=: no sign-in needed, no stored cards. */
export const supportedPaymentMethodsQuerySchema = z.object({
  localityCode: localityCodeSchema.optional(),
});

export const supportedPaymentMethodsResponseSchema = paymentOptionsSchema;
