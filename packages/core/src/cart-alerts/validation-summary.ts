/**
 * The cart's validation result (spec 2 §3 "Validation result") and what the cart surface
 * derives from it: "the derived invalid, unavailable and excess product ids". Structural
 * types: the contracts' `ValidateCartResult` satisfies them (core does not import contracts).
 */
import type { DeliveryTimeReason } from '../preorder/check-delivery-time.ts';

/** "Product statuses". */
export type CartProductStatus =
  | 'PRODUCT_REMOVED'
  | 'PRODUCT_HIDDEN'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'PRODUCT_INVALID_DELIVERY_INTERVAL'
  | 'PRODUCT_MAX_COUNT';

/** "Option reasons". */
type CartOptionReason =
  | 'REMOVED'
  | 'INVALID_REQUIRED'
  | 'INVALID_MULTI_SELECTION'
  | 'COMPONENTS_NOT_AVAILABLE'
  | 'OPTIONS_REMOVED';

/** "Vendor reasons". */
type CartVendorStatus = 'VENDOR_HIDDEN' | 'VENDOR_INVALID_DELIVERY_INTERVAL';

interface InvalidProductInput {
  readonly cartProductId: string;
  readonly status: CartProductStatus;
  /** With a status caused by the line's options: what is wrong with them. */
  readonly optionReasons?: readonly CartOptionReason[];
}

interface InvalidVendorInput {
  readonly status: CartVendorStatus;
}

export interface InvalidDeliveryTimeInput {
  readonly reason: DeliveryTimeReason;
}

export interface CartValidationInput {
  readonly invalidProducts: readonly InvalidProductInput[];
  readonly invalidVendors: readonly InvalidVendorInput[];
  /** Null (or absent) while the cart's time is fine. */
  readonly invalidDeliveryTime?: InvalidDeliveryTimeInput | null;
}

export interface CartValidationSummary {
  /** Every line the result names. */
  readonly invalidIds: readonly string[];
  /** Lines that cannot be ordered as they are: labelled 'Inaccessible', raise an alert. */
  readonly unavailableIds: readonly string[];
  /** PRODUCT_MAX_COUNT lines: orderable, only in fewer units (a snackbar, not an alert). */
  readonly excessIds: readonly string[];
}

/** A line over its max count is still the product the customer wants; anything else is not. */
function unavailable(product: InvalidProductInput): boolean {
  return product.status !== 'PRODUCT_MAX_COUNT' || (product.optionReasons?.length ?? 0) > 0;
}

export function summarizeValidation(result: CartValidationInput | null): CartValidationSummary {
  const products = result?.invalidProducts ?? [];
  const unique = (ids: string[]) => [...new Set(ids)];
  const unavailableIds = unique(products.filter(unavailable).map((p) => p.cartProductId));
  return {
    invalidIds: unique(products.map((p) => p.cartProductId)),
    unavailableIds,
    excessIds: unique(
      products
        .filter((p) => !unavailable(p) && !unavailableIds.includes(p.cartProductId))
        .map((p) => p.cartProductId),
    ),
  };
}

export type LineAvailability = 'available' | 'inaccessible' | 'excess';

/** Spec 2 §8: "The label 'Inaccessible' marks unavailable lines." */
export function lineAvailability(
  summary: CartValidationSummary,
  cartProductId: string,
): LineAvailability {
  if (summary.unavailableIds.includes(cartProductId)) return 'inaccessible';
  if (summary.excessIds.includes(cartProductId)) return 'excess';
  return 'available';
}

/** The PRODUCT_MAX_COUNT snackbar: its two texts, in order. */
export interface MaxCountSnackbar {
  /** 'Error adding item.', then 'The maximum quantity limit for this item has been reached'. */
  readonly texts: readonly ['ERROR_ADDING_ITEM', 'PRODUCT_MAX_COUNT'];
  readonly cartProductIds: readonly string[];
}

/** Spec 2 §5: "PRODUCT_MAX_COUNT: a snackbar 'Error adding item' plus the max-count message." */
export function maxCountSnackbar(result: CartValidationInput | null): MaxCountSnackbar | null {
  const { excessIds } = summarizeValidation(result);
  if (excessIds.length === 0) return null;
  return { texts: ['ERROR_ADDING_ITEM', 'PRODUCT_MAX_COUNT'], cartProductIds: excessIds };
}
