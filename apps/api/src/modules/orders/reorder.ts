/**
 * Reorder: the order's frozen lines (product, picked components, comment, count) go back into
 * the customer's cart one by one through the cart's own add, so every rule of adding by hand
 * holds: what was hidden, removed, closed or out of the zone since is refused as it would be
 * today and listed in `notAdded`, a count above today's limit is cut and reported as
 * PRODUCT_MAX_COUNT, and the cart answers with its validation result as on any read.
 */
import type { z } from 'zod';
import type { InvalidProduct, reorderRequestSchema, reorderResponseSchema } from '@souk/contracts';
import { CART_ERROR_TYPES } from '@souk/contracts';
import type { OrderLineRow } from '#api/db/schema/orders.ts';
import { ApiError } from '#api/http/api-error.ts';
import type { CartDeps } from '#api/modules/carts/cart-context.ts';
import { cartNotFound } from '#api/modules/carts/cart-errors.ts';
import { addItem } from '#api/modules/carts/cart-items.ts';
import type { CartReader } from '#api/modules/carts/cart-reader.ts';
import { createCart } from '#api/modules/carts/create-cart.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { orderNotFound } from './order-errors.ts';
import { findOwnOrder } from './order-repository.ts';

type ReorderRequest = z.output<typeof reorderRequestSchema>;
type ReorderResponse = z.infer<typeof reorderResponseSchema>;
type NotAdded = ReorderResponse['notAdded'][number];

export interface ReorderDeps {
  cartDeps: CartDeps;
  reader: CartReader;
}

/** Refusals of a single add that leave the rest of the reorder going; anything else stops it. */
const LINE_REFUSALS: Partial<Record<string, NotAdded['status']>> = {
  [CART_ERROR_TYPES.productNotFound.type]: 'PRODUCT_REMOVED',
  [CART_ERROR_TYPES.productNotAvailable.type]: 'PRODUCT_NOT_AVAILABLE',
  [CART_ERROR_TYPES.invalidComponents.type]: 'PRODUCT_NOT_AVAILABLE',
  [CART_ERROR_TYPES.cartLinesMaxLimit.type]: 'PRODUCT_NOT_AVAILABLE',
  [CART_ERROR_TYPES.vendorNotFound.type]: 'VENDOR_HIDDEN',
  [CART_ERROR_TYPES.vendorDoesNotDeliver.type]: 'VENDOR_INVALID_DELIVERY',
  [CART_ERROR_TYPES.notOffered.type]: 'VENDOR_INVALID_DELIVERY',
};

function refusalOf(error: unknown, line: OrderLineRow): NotAdded | null {
  if (!(error instanceof ApiError)) return null;
  const status = LINE_REFUSALS[error.type];
  if (!status) return null;
  return {
    productId: line.productId,
    name: line.name,
    count: line.count,
    status,
    message: error.message,
  };
}

export async function reorder(
  deps: ReorderDeps,
  owner: CustomerOwner,
  orderId: string,
  request: ReorderRequest,
  pickLang: (localityLang: string) => string,
): Promise<ReorderResponse> {
  const { cartDeps, reader } = deps;
  const record = await findOwnOrder(cartDeps.db, owner, orderId);
  if (!record) throw orderNotFound();
  const { order } = record;
  const cartOwner = { ...owner, guestHash: null };
  const { cartId } = await createCart(cartDeps, cartOwner, {
    ...request,
    localityCode: order.localityCode,
    receiptType: request.receiptType ?? order.receiptType,
  });
  const notAdded: NotAdded[] = [];
  const capped: InvalidProduct[] = [];
  for (const line of order.lines) {
    try {
      const outcome = await addItem(cartDeps, cartOwner, cartId, {
        vendorId: order.vendorId,
        productId: line.productId,
        count: line.count,
        components: line.components.map(({ groupId, componentId, count }) => ({
          groupId,
          componentId,
          count,
        })),
        comment: line.comment,
      });
      capped.push(...outcome.capped);
    } catch (error) {
      const refusal = refusalOf(error, line);
      if (!refusal) throw error;
      notAdded.push(refusal);
    }
  }
  const body = await reader.response(cartId, pickLang, capped, cartOwner);
  if (!body) throw cartNotFound();
  return { ...body, cartId, notAdded };
}
