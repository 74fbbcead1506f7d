/**
 * Spec 2 §3 Cart "prices": cartTotal, finalTotal, originalTotal, deliveryTotal,
 * amountToGetFreeDelivery and discounts[] by type; spec 2 §5 minimum order ("the first vendor
 * cart totalPrice must be at least the configured minimum order price") and the free-delivery
 * notice. All integer minor units; the API is the only caller that charges from it.
 */
import type { LinePrice } from './line-price.ts';
import { requireMinorUnits } from './line-price.ts';
import type { PromoOutcome, PromoRule, PromoType, PromoUsage } from './promo-code.ts';
import { evaluatePromo } from './promo-code.ts';

export type ReceiptKind = 'DELIVERY' | 'TAKEAWAY';

export interface VendorPartInput {
  readonly vendorId: string;
  readonly lines: readonly LinePrice[];
  /** Minor units a delivery from this vendor costs. */
  readonly deliveryPrice: number;
  /** Part total from which delivery is free; null means never. */
  readonly freeDeliveryFrom: number | null;
}

export interface CartPricingInput {
  readonly receiptType: ReceiptKind;
  readonly vendors: readonly VendorPartInput[];
  readonly tipAmount: number;
  readonly minOrderPrice: number;
  readonly now: Date;
  readonly localityId: string;
  readonly customerId: string | null;
  /** The code on the cart with its use counts; null without one. */
  readonly promo: { readonly rule: PromoRule | null; readonly usage: PromoUsage } | null;
}

interface VendorPartPrice {
  readonly vendorId: string;
  readonly totalPrice: number;
  readonly originalTotal: number;
  /** Delivery of this part before promo codes: 0 for takeaway or past the free threshold. */
  readonly deliveryCost: number;
}

type DiscountType = 'PRODUCT' | 'PROMO_CODE' | 'FREE_DELIVERY';

interface CartPriceSummary {
  readonly cartTotal: number;
  readonly originalTotal: number;
  readonly deliveryTotal: number;
  /** Null for takeaway, an empty cart, or when the first part's delivery is never free. */
  readonly amountToGetFreeDelivery: number | null;
  readonly discounts: readonly { readonly type: DiscountType; readonly discountTotal: number }[];
  readonly finalTotal: number;
}

export interface CartPricing {
  readonly vendors: readonly VendorPartPrice[];
  readonly prices: CartPriceSummary;
  readonly promo: (PromoOutcome & { readonly type: PromoType | null }) | null;
  /** Spec 2 §5: the first vendor cart reaches minOrderPrice (an empty cart does not). */
  readonly minOrderReached: boolean;
}

function priceVendorPart(part: VendorPartInput, receiptType: ReceiptKind): VendorPartPrice {
  requireMinorUnits(part.deliveryPrice, 'A delivery price');
  const totalPrice = part.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const originalTotal = part.lines.reduce((sum, line) => sum + line.originalTotal, 0);
  const free = part.freeDeliveryFrom !== null && totalPrice >= part.freeDeliveryFrom;
  const deliveryCost = receiptType === 'TAKEAWAY' || free ? 0 : part.deliveryPrice;
  return { vendorId: part.vendorId, totalPrice, originalTotal, deliveryCost };
}

function amountToFreeDelivery(
  receiptType: ReceiptKind,
  first: VendorPartInput | undefined,
  firstPrice: VendorPartPrice | undefined,
): number | null {
  if (receiptType === 'TAKEAWAY' || !first || !firstPrice) return null;
  if (first.freeDeliveryFrom === null) return null;
  return Math.max(0, first.freeDeliveryFrom - firstPrice.totalPrice);
}

/** The tip goes to the courier: a takeaway has none, so it never adds one (issue 17 item 7). */
function courierTip(input: CartPricingInput): number {
  return input.receiptType === 'TAKEAWAY' ? 0 : input.tipAmount;
}

export function priceCart(input: CartPricingInput): CartPricing {
  requireMinorUnits(input.tipAmount, 'A tip');
  const vendors = input.vendors.map((part) => priceVendorPart(part, input.receiptType));
  const cartTotal = vendors.reduce((sum, part) => sum + part.totalPrice, 0);
  const originalTotal = vendors.reduce((sum, part) => sum + part.originalTotal, 0);
  const deliveryBefore = vendors.reduce((sum, part) => sum + part.deliveryCost, 0);

  const outcome = input.promo
    ? evaluatePromo(input.promo.rule, input.promo.usage, {
        now: input.now,
        localityId: input.localityId,
        customerId: input.customerId,
        vendors: vendors.map((part) => ({
          vendorId: part.vendorId,
          total: part.totalPrice,
          delivery: part.deliveryCost,
        })),
      })
    : null;
  const cartDiscount = outcome?.cartDiscount ?? 0;
  const deliveryDiscount = outcome?.deliveryDiscount ?? 0;
  const deliveryTotal = deliveryBefore - deliveryDiscount;

  const discounts: { type: DiscountType; discountTotal: number }[] = [];
  if (originalTotal > cartTotal) {
    discounts.push({ type: 'PRODUCT', discountTotal: originalTotal - cartTotal });
  }
  if (cartDiscount > 0) discounts.push({ type: 'PROMO_CODE', discountTotal: cartDiscount });
  if (deliveryDiscount > 0) {
    discounts.push({ type: 'FREE_DELIVERY', discountTotal: deliveryDiscount });
  }

  const first = vendors[0];
  return {
    vendors,
    prices: {
      cartTotal,
      originalTotal,
      deliveryTotal,
      amountToGetFreeDelivery: amountToFreeDelivery(input.receiptType, input.vendors[0], first),
      discounts,
      finalTotal: cartTotal - cartDiscount + deliveryTotal + courierTip(input),
    },
    promo: outcome ? { ...outcome, type: input.promo?.rule?.type ?? null } : null,
    minOrderReached: first !== undefined && first.totalPrice >= input.minOrderPrice,
  };
}
