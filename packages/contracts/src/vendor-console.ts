/**
 * The vendor console's calls under `/api/vendor` (Souk's own; the spec leaves the vendor side
 * out): staff sign in by phone code into a session of their own, see their vendor's live board,
 * and accept, decline, edit, prepare and hand over its orders; they pause the store and mark
 * products sold out. Another vendor's orders and products answer 404.
 */
import { ORDER_STATUSES } from '@souk/core/orders/order-status';
import { z } from 'zod';
import { paymentTypeSchema, receiptTypeSchema } from './common.ts';
import { apiErrorSchema } from './errors.ts';

export const VENDOR_STAFF_SESSION_COOKIE = 'souk_vendor_session';

export const VENDOR_CONSOLE_ERROR_TYPES = {
  /** The number is not a staff member's of this marketplace. */
  staffNotFound: { type: 'VendorStaffNotFoundException', errorCode: 'vendor_staff_not_found' },
  /** The edit names a line that is not there or does not lower anything. */
  editInvalid: { type: 'OrderEditInvalidException', errorCode: 'order_edit_invalid' },
  /** Orders are edited only once accepted and until they leave the kitchen. */
  editNotAllowed: { type: 'OrderEditNotAllowedException', errorCode: 'order_edit_not_allowed' },
  /** A delivery is handed to its courier: none has taken this one yet. */
  noCourierYet: { type: 'NoCourierYetException', errorCode: 'no_courier_yet' },
  /** The operator hid the store; its staff cannot pause or resume it. */
  storeHidden: { type: 'StoreHiddenException', errorCode: 'store_hidden' },
} as const;

export const vendorConsoleErrorSchema = apiErrorSchema.extend({
  retryAfterSeconds: z.number().int().optional(),
  attemptsLeft: z.number().int().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

export const vendorStaffMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
});
export type VendorStaffMe = z.infer<typeof vendorStaffMeSchema>;

export const vendorStaffSessionSchema = z.object({
  /** For clients that cannot keep the httpOnly cookie (`Authorization: Bearer …`). */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  staff: vendorStaffMeSchema,
});

/** Where an order sits on the board: a column per step of the kitchen's work. */
export const BOARD_COLUMNS = ['new', 'accepted', 'preparing', 'ready'] as const;
const boardColumnSchema = z.enum(BOARD_COLUMNS);
export type BoardColumn = z.infer<typeof boardColumnSchema>;

const boardLineSchema = z.object({
  /** The line's position in the order; edits name lines by it. */
  index: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** One unit with its components, minor units. */
  price: z.number().int(),
  totalPrice: z.number().int(),
  comment: z.string(),
  components: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

const boardOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  column: boardColumnSchema,
  receiptType: receiptTypeSchema,
  paymentType: paymentTypeSchema,
  currencyCode: z.string(),
  lines: z.array(boardLineSchema),
  utensils: z.number().int(),
  finalTotal: z.number().int(),
  /** Delivery: where it goes. */
  address: z.string().nullable(),
  /** Local date-time of a preorder; null means as soon as possible. */
  preorderDateTime: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Set on accept: minutes the kitchen said it needs, and when that runs out. */
  preparationMinutes: z.number().int().nullable(),
  readyBy: z.iso.datetime().nullable(),
  /** A delivery the kitchen marked ready, waiting for its courier. */
  readyAt: z.iso.datetime().nullable(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const vendorBoardSchema = z.object({
  vendor: z.object({ id: z.string(), name: z.string(), paused: z.boolean() }),
  orders: z.array(boardOrderSchema),
});
export type VendorBoard = z.infer<typeof vendorBoardSchema>;

export const vendorOrderParamsSchema = z.object({
  vendorId: z.uuid('Expected a vendor id'),
  orderId: z.uuid('Expected an order id'),
});

export const vendorParamsSchema = z.object({ vendorId: z.uuid('Expected a vendor id') });

/** Most a kitchen may ask for one order: half a day covers any preorder of the day. */
const MAX_PREPARATION_MINUTES = 720;

export const acceptOrderBodySchema = z.strictObject({
  preparationMinutes: z
    .number('Enter the preparation time in minutes')
    .int('Whole minutes')
    .min(1, 'At least 1 minute')
    .max(MAX_PREPARATION_MINUTES, `At most ${MAX_PREPARATION_MINUTES} minutes`),
});

export const declineOrderBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the order is declined')
    .max(500, 'At most 500 characters'),
});

/** Each change lowers one line's count; 0 removes the line. At least one line must stay. */
export const editOrderBodySchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        index: z.number().int().nonnegative(),
        count: z.number().int().nonnegative(),
      }),
    )
    .min(1, 'Name at least one line')
    .max(200, 'At most 200 changes'),
});
export type EditOrderBody = z.infer<typeof editOrderBodySchema>;

export const orderEditedResponseSchema = z.object({
  order: boardOrderSchema,
  oldTotal: z.number().int(),
  newTotal: z.number().int(),
  /** Minor units given back to the customer's card (0 for cash). */
  refundAmount: z.number().int(),
});

export const boardOrderResponseSchema = z.object({ order: boardOrderSchema });

export const pauseBodySchema = z.strictObject({ paused: z.boolean() });

export const vendorProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  sectionName: z.string(),
  available: z.boolean(),
});
export const vendorProductsSchema = z.object({ products: z.array(vendorProductSchema) });
export type VendorProduct = z.infer<typeof vendorProductSchema>;

export const productAvailabilityParamsSchema = vendorParamsSchema.extend({
  productId: z.uuid('Expected a product id'),
});
export const productAvailabilityBodySchema = z.strictObject({ available: z.boolean() });
