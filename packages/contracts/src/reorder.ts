/**
 * POST /customer/me/orders/{id}/reorder (spec 2 §7 "an address body"; the tracked event
 * reorder_order): the order's lines go into the customer's cart again, through the same rules
 * as adding them by hand. The body is POST /carts's place: a saved address or a point, and
 * optionally the receipt type (the order's own by default) and a preorder time.
 */
import { z } from 'zod';
import { receiptTypeSchema } from './common.ts';
import { cartResponseSchema, createCartRequestSchema } from './cart.ts';

export const reorderRequestSchema = createCartRequestSchema
  .omit({ localityCode: true, receiptType: true })
  .extend({ receiptType: receiptTypeSchema.optional() });

/** Why a line of the order did not go back into the cart (spec 2 §3 product statuses). */
const REORDER_LINE_STATUSES = [
  'PRODUCT_REMOVED',
  'PRODUCT_NOT_AVAILABLE',
  'VENDOR_HIDDEN',
  'VENDOR_INVALID_DELIVERY',
] as const;

/** The cart as after any cart write, with its id and the order's lines that were left out. */
export const reorderResponseSchema = cartResponseSchema.extend({
  cartId: z.string(),
  notAdded: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      count: z.number().int(),
      status: z.enum(REORDER_LINE_STATUSES),
      /** The refusal's own words, e.g. "Restaurant order temporarily unavailable". */
      message: z.string(),
    }),
  ),
});
