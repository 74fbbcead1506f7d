/**
 * Promo codes of spec 2 §3/§5: types FIXED, PERCENT and FREE_DELIVERY; results
 * DOES_NOT_APPLY, NOT_FOUND, OK, OUTDATED, UTILIZED. Pure: the caller loads the code, its use
 * counts and the cart, this decides and prices.
 */

export type PromoType = 'FIXED' | 'PERCENT' | 'FREE_DELIVERY';
type PromoResult = 'DOES_NOT_APPLY' | 'NOT_FOUND' | 'OK' | 'OUTDATED' | 'UTILIZED';

export interface PromoRule {
  readonly type: PromoType;
  /** FIXED: minor units off; PERCENT: whole percent off; FREE_DELIVERY: unused. */
  readonly value: number;
  /** PERCENT: most minor units taken off; null means no cap. */
  readonly maxDiscount: number | null;
  /** Minor units the in-scope lines must reach. */
  readonly minCartTotal: number;
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  /** Vendors whose parts it applies to; empty means all. */
  readonly vendorIds: readonly string[];
  /** Locality it is limited to; null means any. */
  readonly localityId: string | null;
  /** Personal code owner; null means anyone. */
  readonly customerId: string | null;
}

export interface PromoUsage {
  /** Redemptions by everybody. */
  readonly total: number;
  /** Redemptions by the cart's customer (0 for a guest). */
  readonly byCustomer: number;
}

interface PromoVendorPart {
  readonly vendorId: string;
  /** Lines as charged (after product discounts). */
  readonly total: number;
  /** Delivery this part costs before any promo. */
  readonly delivery: number;
}

export interface PromoCartContext {
  readonly now: Date;
  readonly localityId: string;
  /** Null for a guest's cart. */
  readonly customerId: string | null;
  readonly vendors: readonly PromoVendorPart[];
}

export interface PromoOutcome {
  readonly result: PromoResult;
  /** Minor units off the lines (FIXED, PERCENT); 0 unless OK. */
  readonly cartDiscount: number;
  /** Minor units of delivery waived (FREE_DELIVERY); 0 unless OK. */
  readonly deliveryDiscount: number;
}

const nothing = (result: PromoResult): PromoOutcome => ({
  result,
  cartDiscount: 0,
  deliveryDiscount: 0,
});

function inScope(rule: PromoRule, vendorId: string): boolean {
  return rule.vendorIds.length === 0 || rule.vendorIds.includes(vendorId);
}

/**
 * Checks in this order: the code is someone else's (NOT_FOUND, so personal codes don't leak),
 * its end date passed (OUTDATED), its uses ran out (UTILIZED), then whether this cart qualifies
 * (DOES_NOT_APPLY: not started yet, other locality, no vendor in scope, below the minimum, or
 * nothing to take off).
 */
export function evaluatePromo(
  rule: PromoRule | null,
  usage: PromoUsage,
  cart: PromoCartContext,
): PromoOutcome {
  if (!rule) return nothing('NOT_FOUND');
  if (rule.customerId !== null && rule.customerId !== cart.customerId) return nothing('NOT_FOUND');
  const now = cart.now.getTime();
  if (rule.validUntil && now > rule.validUntil.getTime()) return nothing('OUTDATED');
  if (rule.maxUses !== null && usage.total >= rule.maxUses) return nothing('UTILIZED');
  if (rule.maxUsesPerCustomer !== null && usage.byCustomer >= rule.maxUsesPerCustomer) {
    return nothing('UTILIZED');
  }
  if (rule.validFrom && now < rule.validFrom.getTime()) return nothing('DOES_NOT_APPLY');
  if (rule.localityId !== null && rule.localityId !== cart.localityId) {
    return nothing('DOES_NOT_APPLY');
  }
  const parts = cart.vendors.filter((part) => inScope(rule, part.vendorId));
  const total = parts.reduce((sum, part) => sum + part.total, 0);
  if (parts.length === 0 || total === 0 || total < rule.minCartTotal) {
    return nothing('DOES_NOT_APPLY');
  }
  switch (rule.type) {
    case 'FIXED':
      return { result: 'OK', cartDiscount: Math.min(rule.value, total), deliveryDiscount: 0 };
    case 'PERCENT': {
      // Rounded down: the customer never gets a fraction of a minor unit the shop rounded up.
      const percent = Math.floor((total * Math.min(100, Math.max(0, rule.value))) / 100);
      const capped = rule.maxDiscount === null ? percent : Math.min(percent, rule.maxDiscount);
      return { result: 'OK', cartDiscount: capped, deliveryDiscount: 0 };
    }
    case 'FREE_DELIVERY': {
      const delivery = parts.reduce((sum, part) => sum + part.delivery, 0);
      if (delivery === 0) return nothing('DOES_NOT_APPLY');
      return { result: 'OK', cartDiscount: 0, deliveryDiscount: delivery };
    }
  }
}
