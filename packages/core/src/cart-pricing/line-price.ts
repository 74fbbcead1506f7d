/**
 * Spec 2 §3 "Cart item": price, originalPrice, totalPrice and the discount per unit of one
 * cart line, in integer minor units. Components carry no discount of their own, so the per-unit
 * discount is the product's alone.
 */

interface LineComponentInput {
  /** Minor units of one unit of the component. */
  readonly price: number;
  /** Units of the component in one unit of the product. */
  readonly count: number;
}

export interface LineInput {
  /** One product unit as charged now: the discount price while a discount runs. */
  readonly unitPrice: number;
  /** One product unit before the discount. */
  readonly unitOriginalPrice: number;
  readonly count: number;
  readonly components: readonly LineComponentInput[];
}

export interface LinePrice {
  /** One unit with its components, as charged. */
  readonly price: number;
  /** One unit with its components before the product discount. */
  readonly originalPrice: number;
  /** originalPrice − price. */
  readonly discount: number;
  /** price × count. */
  readonly totalPrice: number;
  /** originalPrice × count. */
  readonly originalTotal: number;
}

export function requireMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
  }
}

export function priceLine(line: LineInput): LinePrice {
  requireMinorUnits(line.unitPrice, 'A unit price');
  requireMinorUnits(line.unitOriginalPrice, 'An original unit price');
  requireMinorUnits(line.count, 'A count');
  const componentsPrice = line.components.reduce((sum, component) => {
    requireMinorUnits(component.price, 'A component price');
    requireMinorUnits(component.count, 'A component count');
    return sum + component.price * component.count;
  }, 0);
  // A "discount" price above the regular one is no discount: charge the lower of the two.
  const price = Math.min(line.unitPrice, line.unitOriginalPrice) + componentsPrice;
  const originalPrice = line.unitOriginalPrice + componentsPrice;
  const totalPrice = price * line.count;
  const originalTotal = originalPrice * line.count;
  requireMinorUnits(originalTotal, 'A line total');
  return { price, originalPrice, discount: originalPrice - price, totalPrice, originalTotal };
}
