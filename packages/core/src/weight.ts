/**
 * Product weight and volume display. Products store weight in grams, or in
 * millilitres for liquids (attribute LIQUID); the larger unit is only used when it
 * reads cleanly with at most one decimal.
 */

/** Spec 1 §5: "Units seen: g, ml, kg, l, km, pc." */
export const UNITS = ['g', 'ml', 'kg', 'l', 'km', 'pc'] as const;
export type Unit = (typeof UNITS)[number];

type WeightUnit = Extract<Unit, 'g' | 'ml' | 'kg' | 'l'>;

export interface Weight {
  readonly value: number;
  readonly unit: WeightUnit;
}

export interface WeightOptions {
  /** True for products with the LIQUID attribute: ml and l instead of g and kg. */
  readonly liquid?: boolean;
}

export function isUnit(value: string): value is Unit {
  return (UNITS as readonly string[]).includes(value);
}

/**
 * Spec 1 §5: "kg or l when at least 1000 and a multiple of 100, else grams or ml.
 * Liquids use ml." So 1500 g is 1.5 kg, but 1250 g stays 1250 g rather than 1.25 kg.
 */
export function formatWeight(value: number, options: WeightOptions = {}): Weight {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`A weight must be a non-negative number, got ${value}`);
  }
  const liquid = options.liquid === true;
  if (value >= 1000 && value % 100 === 0) {
    return { value: value / 1000, unit: liquid ? 'l' : 'kg' };
  }
  return { value, unit: liquid ? 'ml' : 'g' };
}
