/**
 * Spec 2 §3 "Validation result", computed on every cart read and write against the live
 * catalogue, the schedule and the clock:
 * - invalidProducts: PRODUCT_REMOVED, PRODUCT_HIDDEN, PRODUCT_NOT_AVAILABLE (with the option
 *   reasons when the options are what broke), PRODUCT_INVALID_DELIVERY_INTERVAL (the section's
 *   own hours exclude the time), PRODUCT_MAX_COUNT;
 * - invalidVendors: VENDOR_HIDDEN, VENDOR_INVALID_DELIVERY_INTERVAL;
 * - invalidDeliveryTime: core `checkDeliveryTime` (under 1 hour ahead, beyond the preorder
 *   period, preorder off, outside the vendors' hours, ASAP while closed).
 */
import type {
  InvalidDeliveryTime,
  InvalidProduct,
  InvalidVendor,
  ValidateCartResult,
} from '@souk/contracts';
import { checkDeliveryTime } from '@souk/core/preorder/check-delivery-time';
import type { DeliveryTimeProblem } from '@souk/core/preorder/check-delivery-time';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import { DEFAULT_DELIVERY_MINUTES } from '@souk/core/schedule';
import type { CartProduct, CartVendor } from './cart-catalog.ts';
import type { CartContents, CartLineRow, CartRow, LocalityRow } from './cart-repository.ts';
import { checkOptions } from './line-options.ts';

export interface ValidationInput {
  cart: CartRow;
  locality: LocalityRow;
  contents: CartContents;
  products: Map<string, CartProduct>;
  vendors: Map<string, CartVendor>;
  now: Date;
}

/** Reasons that come from a vendor's or section's hours rather than the time itself. */
const HOURS_REASONS = new Set(['OUTSIDE_WORKING_HOURS', 'CLOSED_NOW']);

export function vendorMinutes(vendor: CartVendor | undefined): number {
  return (
    vendor?.maxEstimatedDeliveryDuration ??
    vendor?.minEstimatedDeliveryDuration ??
    DEFAULT_DELIVERY_MINUTES
  );
}

export function timeProblem(
  input: Pick<ValidationInput, 'cart' | 'locality' | 'now'>,
  workingHours: readonly WorkingHoursEntry[] | null,
  deliveryMinutes: number = DEFAULT_DELIVERY_MINUTES,
): DeliveryTimeProblem | null {
  return checkDeliveryTime(input.cart.preorderDateTime, {
    now: input.now,
    timeZone: input.locality.timeZone,
    preorderPeriod: {
      type: input.locality.preorderPeriodType,
      value: input.locality.preorderPeriodValue,
    },
    workingHours,
    deliveryMinutes,
  });
}

export function isVisibleVendor(vendor: CartVendor | undefined, localityId: string): boolean {
  return vendor !== undefined && vendor.visible && vendor.localityId === localityId;
}

function lineProblem(
  line: CartLineRow,
  vendorId: string,
  input: ValidationInput,
): Omit<InvalidProduct, 'cartProductId' | 'vendorCartId' | 'productId'> | null {
  const product = input.products.get(line.productId);
  const none = { optionReasons: [], maxCount: null };
  if (!product || product.vendorId !== vendorId) return { status: 'PRODUCT_REMOVED', ...none };
  if (!product.visible || !product.sectionVisible) return { status: 'PRODUCT_HIDDEN', ...none };
  if (!product.available) return { status: 'PRODUCT_NOT_AVAILABLE', ...none };
  const options = checkOptions(product, line.components);
  if (options.reasons.length > 0) {
    return { status: 'PRODUCT_NOT_AVAILABLE', optionReasons: options.reasons, maxCount: null };
  }
  if (product.sectionWorkingHours) {
    const problem = timeProblem(input, product.sectionWorkingHours);
    if (problem && HOURS_REASONS.has(problem.reason)) {
      return { status: 'PRODUCT_INVALID_DELIVERY_INTERVAL', ...none };
    }
  }
  if (product.maxCount !== null && line.count > product.maxCount) {
    return { status: 'PRODUCT_MAX_COUNT', optionReasons: [], maxCount: product.maxCount };
  }
  return null;
}

export function validateCart(input: ValidationInput): ValidateCartResult {
  const { cart, locality, contents } = input;
  const invalidVendors: InvalidVendor[] = [];
  const hoursProblems: DeliveryTimeProblem[] = [];
  const vendorIdsWithHoursProblem: string[] = [];
  for (const vendorCart of contents.vendorCarts) {
    const vendor = input.vendors.get(vendorCart.vendorId);
    const base = { vendorCartId: vendorCart.id, vendorId: vendorCart.vendorId };
    if (!vendor || !isVisibleVendor(vendor, locality.id)) {
      invalidVendors.push({ ...base, status: 'VENDOR_HIDDEN' });
      continue;
    }
    const problem = timeProblem(input, vendor.workingHours, vendorMinutes(vendor));
    if (problem && HOURS_REASONS.has(problem.reason)) {
      invalidVendors.push({ ...base, status: 'VENDOR_INVALID_DELIVERY_INTERVAL' });
      hoursProblems.push(problem);
      vendorIdsWithHoursProblem.push(vendor.id);
    }
  }

  const vendorOf = new Map(contents.vendorCarts.map((row) => [row.id, row.vendorId]));
  const invalidProducts: InvalidProduct[] = [];
  for (const line of contents.lines) {
    const vendorId = vendorOf.get(line.vendorCartId);
    if (!vendorId) continue;
    const problem = lineProblem(line, vendorId, input);
    if (problem) {
      invalidProducts.push({
        cartProductId: line.id,
        vendorCartId: line.vendorCartId,
        productId: line.productId,
        ...problem,
      });
    }
  }

  // The time itself first (lead time, period, preorder off); else the vendors' hours.
  const own = timeProblem(input, null);
  const problem = own ?? hoursProblems[0] ?? null;
  const invalidDeliveryTime: InvalidDeliveryTime | null = problem
    ? {
        preorderDateTime: cart.preorderDateTime,
        reason: problem.reason,
        vendorIds: own ? [] : vendorIdsWithHoursProblem,
        nearest: problem.nearest,
      }
    : null;
  return { invalidProducts, invalidVendors, invalidDeliveryTime };
}
